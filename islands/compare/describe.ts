/** Controls the plugin prints as links without an address or as spans: made reachable by keyboard. */
const CONTROL_SELECTOR = [
  '.woosc-bar-btn',
  '.woosc-bar-print',
  '.woosc-bar-share',
  '.woosc-bar-search',
  '.woosc-bar-remove',
  '#woosc-table-close',
  '.woosc-table-settings',
  '.woosc-sidebar-close',
  '.woosc-sidebar-continue',
  '.woosc-sidebar-btn',
  '.woosc-popup-close',
  '.woosc-remove',
  '.woosc-remove-all',
  '.woosc-bar-item-remove',
  '.woosc-sidebar-item-remove',
].join(', ');


/** Makes a printed control a button in name and reach (Enter and Space click it). */
function asButton(element: HTMLElement): void {
  if (element instanceof HTMLButtonElement) return;
  const reachable = element instanceof HTMLAnchorElement && element.hasAttribute('href');
  if (!reachable && !element.hasAttribute('tabindex')) element.tabIndex = 0;
  element.setAttribute('role', 'button');
}

/**
 * Gives the plugin's printed controls a role and a place in the tab order (they are spans and
 * links without `href`), and the bar toggle its expanded state.
 *
 * @example describeControls(document);
 */
export function describeControls(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>(CONTROL_SELECTOR).forEach(asButton);
  root.querySelectorAll('.woosc-bar-btn').forEach((button) => button.hasAttribute('aria-expanded') || button.setAttribute('aria-expanded', 'false'));
}
