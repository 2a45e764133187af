import type { MountContext } from '../../src/runtime/types';

const SELECTOR = '.woocommerce-result-count';
const REANNOUNCE_DELAY = 2000;

/**
 * Re-announces the result count 2 s after mounting: the text is hidden from assistive
 * technology, then emptied and written back inside a live region, which makes screen readers
 * read it as new. Themes often print the count above and below the loop; only the first one
 * speaks, so the shopper hears it once.
 *
 * @example
 * // <p class="woocommerce-result-count">Showing 1–12 of 40 results</p>
 * const cleanUp = mount(createMountContext(count, controller.signal));
 */
export function mount({ element }: MountContext): (() => void) | undefined {
  if (element.ownerDocument.querySelector(SELECTOR) !== element) return undefined;

  // Copies, not the nodes themselves: fresh nodes are what makes the region speak again.
  const printed = Array.from(element.childNodes, (node) => node.cloneNode(true));
  const hadRole = element.hasAttribute('role');
  const previousHidden = element.getAttribute('aria-hidden');
  if (!hadRole) element.setAttribute('role', 'status');
  element.setAttribute('aria-hidden', 'true');

  const timer = setTimeout(() => {
    element.setAttribute('aria-hidden', 'false');
    element.replaceChildren();
    element.replaceChildren(...printed);
  }, REANNOUNCE_DELAY);

  return () => {
    clearTimeout(timer);
    // Unmounted before the re-announce: leave the element as the server printed it.
    if (element.getAttribute('aria-hidden') === 'true') {
      if (previousHidden === null) element.removeAttribute('aria-hidden');
      else element.setAttribute('aria-hidden', previousHidden);
      if (!hadRole) element.removeAttribute('role');
    }
  };
}
