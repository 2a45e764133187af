/** The control in the new markup that stands for `old` (WooCommerce prints new ids for quantities, so names first). */
function counterpart(doc: Document, old: Element): HTMLElement | null {
  const name = old.getAttribute('name');
  const candidates: string[] = [];
  if (name) {
    const value = old.getAttribute('value');
    const byName = `[name="${CSS.escape(name)}"]`;
    if (value !== null && old.matches('[type="radio"], [type="checkbox"], button')) candidates.push(`${byName}[value="${CSS.escape(value)}"]`);
    candidates.push(byName);
  }
  if (old.id) candidates.push(`#${CSS.escape(old.id)}`);
  for (const selector of candidates) {
    const found = doc.querySelector<HTMLElement>(selector);
    if (found && !found.matches(':disabled')) return found;
  }
  return null;
}

/**
 * After a reply replaced the markup the shopper was using, focus goes to the same control in
 * the new markup (the quantity typed in, the shipping rate chosen with the arrow keys, the card
 * holder being typed when the checkout's payment section came back), else to the notice the
 * reply brought (a removed row's "… removed. Undo?"), never to the page's start, where the next
 * keys would be lost. Focus that is still on the page is left where it is.
 *
 * @example
 * const focused = document.activeElement; replaceCart(…); refocus(document, focused, firstAlert(document));
 */
export function refocus(doc: Document, focused: Element | null, alert: HTMLElement | null): void {
  if (!focused || focused === doc.body || focused.isConnected) return;
  // The shopper has moved on meanwhile: their new place is theirs to keep.
  const now = doc.activeElement;
  if (now && now !== doc.body && now !== doc.documentElement) return;
  const target = counterpart(doc, focused);
  if (target) {
    target.focus({ preventScroll: true });
    return;
  }
  if (!alert) return;
  alert.setAttribute('tabindex', '-1');
  alert.focus({ preventScroll: true });
}
