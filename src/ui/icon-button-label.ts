/** Whether an element is drawn for sighted shoppers: not `display: none`, hidden or clipped to a pixel. */
function isShownOnScreen(element: Element): boolean {
  const style = getComputedStyle(element);
  if (style.display === 'none' || style.visibility === 'hidden') return false;
  if (typeof element.checkVisibility === 'function' && !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
  const box = element.getBoundingClientRect();
  // A screen-reader-only label is clipped to 1 px; a layout engine that draws nothing (tests) reports 0 × 0 for all.
  return !(box.width > 0 && box.width <= 1 && box.height <= 1);
}

/**
 * What a plugin button's tooltip says: the label of a button that shows only its icon (the
 * plugins' icon-only mode, or a theme's CSS hiding the text, as on product cards), from its text
 * span or its `aria-label`; nothing when the label is printed visibly, where a tooltip would
 * only repeat it over the controls around it. Read on every show, so the tooltip follows the
 * button's state ('Add to wishlist' → 'Browse wishlist').
 *
 * @example
 * attachTooltips({ selector: '.woosw-btn', text: iconButtonLabel, signal }); // src/ui/tooltip.ts
 */
export function iconButtonLabel(button: HTMLElement): string {
  const text = button.querySelector('[class$="-btn-text"]');
  if (text ? isShownOnScreen(text) && !button.className.includes('-btn-icon-only') : (button.textContent ?? '').trim() !== '') return '';
  return text?.textContent?.trim() || button.getAttribute('aria-label')?.trim() || '';
}
