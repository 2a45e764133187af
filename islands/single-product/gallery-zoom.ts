/**
 * Zoom on hover (jQuery Zoom as WooCommerce sets it up), loaded on the first hover of a gallery
 * image: the image's `data-large_image` is laid over it in an `img.zoomImg` (`role=presentation`,
 * as jQuery Zoom adds it) and follows the mouse, shown while the mouse is over the image. Only
 * for an image whose `data-large_image_width` is wider than the gallery; touch has the viewer.
 */

import { largeImage } from './gallery-large-image';

const ZOOM_CLASS = 'zoomImg';

/** Moves the large image so the point under the mouse on the small one is under it on the large one. */
function follow(slide: HTMLElement, zoom: HTMLImageElement, event: PointerEvent): void {
  const box = slide.getBoundingClientRect();
  const x = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
  const y = Math.min(1, Math.max(0, (event.clientY - box.top) / box.height));
  zoom.style.left = `${-x * Math.max(0, zoom.offsetWidth - box.width)}px`;
  zoom.style.top = `${-y * Math.max(0, zoom.offsetHeight - box.height)}px`;
}

/**
 * Zooms `slide` under the mouse from now on (the `event` that asked for it places the large
 * image at once). Set up again when the image changed (a variation's image): the old large
 * image goes. Returns the clean-up.
 *
 * @example
 * zoomSlide(slide, gallery.clientWidth, pointerEvent, signal);
 */
export function zoomSlide(slide: HTMLElement, galleryWidth: number, event: PointerEvent | null, signal: AbortSignal): () => void {
  slide.querySelector(`img.${ZOOM_CLASS}`)?.remove();
  const large = largeImage(slide, galleryWidth);
  if (!large) return () => undefined;
  const doc = slide.ownerDocument;
  const zoom = doc.createElement('img');
  zoom.className = ZOOM_CLASS;
  zoom.setAttribute('role', 'presentation');
  zoom.alt = '';
  zoom.src = large.src;
  zoom.style.cssText = `position:absolute;top:0;left:0;opacity:0;width:${large.width}px;max-width:none;max-height:none;border:none;pointer-events:none`;
  const before = slide.style.cssText;
  slide.style.position = 'relative';
  slide.style.overflow = 'hidden';
  slide.append(zoom);
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const move = (moved: PointerEvent) => {
    if (moved.pointerType !== 'mouse') return;
    zoom.style.opacity = '1';
    follow(slide, zoom, moved);
  };
  slide.addEventListener('pointermove', move, { signal: controller.signal });
  slide.addEventListener('pointerleave', () => (zoom.style.opacity = '0'), { signal: controller.signal });
  if (event) move(event);
  return () => {
    controller.abort();
    zoom.remove();
    slide.style.cssText = before;
  };
}
