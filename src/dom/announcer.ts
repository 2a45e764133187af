/**
 * One polite live region for the whole page. It reuses WooCommerce's own class so that the
 * theme's `.screen-reader-text` rules already hide it, and so that a region the theme or
 * WooCommerce printed is shared rather than doubled.
 */

const REGION_CLASS = 'widget_shopping_cart_live_region';
const NO_BREAK_SPACE = '\u00A0';
/**
 * Screen readers speak changes to a live region already in the accessibility tree, not the text
 * a region is added with: a region added now gets its first message this much later.
 */
export const NEW_REGION_SETTLE_MS = 100;

let pending: ReturnType<typeof setTimeout> | undefined;

/** Looked up on every use: fragments or tests may have replaced the body since last time. */
function liveRegion(): { region: HTMLElement; added: boolean } {
  const existing = document.querySelector<HTMLElement>(`.${REGION_CLASS}`);
  if (existing) return { region: existing, added: false };
  const region = document.createElement('div');
  region.className = `${REGION_CLASS} screen-reader-text`;
  region.setAttribute('role', 'status');
  document.body.append(region);
  return { region, added: true };
}

function write(message: string): void {
  const { region } = liveRegion();
  // Screen readers skip a write that leaves the text unchanged; the trailing no-break space
  // makes a repeat different, as WordPress's speak() does.
  const text = region.textContent === message ? message + NO_BREAK_SPACE : message;
  region.setAttribute('aria-relevant', 'all');
  region.textContent = text;
}

/**
 * Speaks a message through the page's polite live region. A newer call cancels one still
 * waiting for its delay.
 *
 * @example
 * announce('“Work light” has been added to your cart', { delay: 1000 });
 */
export function announce(message: string, options: { delay?: number } = {}): void {
  if (pending !== undefined) clearTimeout(pending);
  pending = undefined;
  const { added } = liveRegion();
  const delay = Math.max(options.delay ?? 0, added ? NEW_REGION_SETTLE_MS : 0);
  if (delay <= 0) {
    write(message);
    return;
  }
  pending = setTimeout(() => {
    pending = undefined;
    write(message);
  }, delay);
}

/**
 * Empties the live region so that the next message is heard as new. WooCommerce clears it
 * when the shopper clicks, before the request. A pending announcement still goes out: it
 * reports an action that did complete.
 *
 * @example
 * button.addEventListener('click', () => clearAnnouncement());
 */
export function clearAnnouncement(): void {
  const region = document.querySelector<HTMLElement>(`.${REGION_CLASS}`);
  if (!region) return;
  region.textContent = '';
  region.removeAttribute('aria-relevant');
}
