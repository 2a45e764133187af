const OVERLAY_CLASS = 'blockUI blockOverlay';

/**
 * Dims and blocks a region while the cart updates it, with the classes WooCommerce's blockUI
 * leaves (`.blockUI.blockOverlay`) so themes' spinners still apply. Opacity 0.6 as the spec asks.
 *
 * `isStatic` lets a caller blocking many regions read every position before writing any.
 *
 * @example
 * const release = block(row); await removeFromCart(...); release();
 */
export function block(element: HTMLElement, isStatic = getComputedStyle(element).position === 'static'): () => void {
  if (element.querySelector(':scope > .blockOverlay')) return () => unblock(element);
  const overlay = element.ownerDocument.createElement('div');
  overlay.className = OVERLAY_CLASS;
  overlay.setAttribute('aria-hidden', 'true');
  overlay.style.cssText =
    'position:absolute;inset:0;z-index:1000;margin:0;padding:0;border:none;background:#fff;opacity:0.6;cursor:wait';
  if (isStatic) {
    element.dataset.lanternBlockPosition = '';
    element.style.position = 'relative';
  }
  element.classList.add('processing');
  element.setAttribute('aria-busy', 'true');
  element.append(overlay);
  return () => unblock(element);
}

export function unblock(element: HTMLElement): void {
  element.querySelectorAll(':scope > .blockOverlay').forEach((overlay) => overlay.remove());
  element.classList.remove('processing');
  element.removeAttribute('aria-busy');
  if (element.dataset.lanternBlockPosition !== undefined) {
    element.style.position = '';
    delete element.dataset.lanternBlockPosition;
  }
}

export function isBlocked(element: Element): boolean {
  return element.querySelector(':scope > .blockOverlay') !== null;
}
