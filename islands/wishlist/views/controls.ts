/**
 * The list and popup controls the plugin prints as bare `span`s and `div`s. Each becomes a
 * button for keyboards and assistive technology (role, tab stop, a name that says which
 * product); Enter and Space then click it (`onActivate`).
 */
const CONTROLS: readonly [selector: string, name: (element: HTMLElement) => string | null][] = [
  ['.woosw-item--remove span', (element) => `Remove ${itemName(element)} from the wishlist`],
  ['.woosw-item--add span', (element) => `Add ${itemName(element)} to the wishlist`],
  ['.woosw-popup-close', () => 'Close'],
  ['.woosw-empty', () => null],
  ['.woosw-item--note', (element) => (element.textContent?.trim() ? null : `Add a note for ${itemName(element)}`)],
  ['.woosw-continue', () => null],
  ['.woosw-manage', () => null],
  ['.woosw-view-wishlist', () => null],
  ['.woosw-set-default', () => null],
  ['.woosw-delete-wishlist', () => null],
];

function itemName(element: HTMLElement): string {
  const item = element.closest<HTMLElement>('.woosw-item');
  return item?.dataset.name ?? item?.dataset.product_name ?? 'this product';
}

function isNativeControl(element: HTMLElement): boolean {
  return (
    element instanceof HTMLButtonElement ||
    element instanceof HTMLInputElement ||
    (element instanceof HTMLAnchorElement && element.hasAttribute('href'))
  );
}

/**
 * Makes the plugin's span and div controls under `root` reachable and named.
 *
 * @example enhanceControls(document.querySelector('#woosw_wishlist')!);
 */
export function enhanceControls(root: ParentNode): void {
  for (const [selector, name] of CONTROLS) {
    root.querySelectorAll<HTMLElement>(selector).forEach((element) => {
      if (!isNativeControl(element)) {
        element.setAttribute('role', 'button');
        element.tabIndex = 0;
      }
      const label = name(element);
      if (label && !element.hasAttribute('aria-label')) element.setAttribute('aria-label', label);
    });
  }
}
