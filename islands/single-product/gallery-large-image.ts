/**
 * The large picture zoom lays over a slide: its `data-large_image` and width, or null when it is
 * not wider than the gallery (`width`), where jQuery Zoom as WooCommerce sets it up has nothing
 * to show.
 *
 * @example
 * largeImage(slide, gallery.clientWidth); // { src: '/spot-beam.png', width: 1600 }
 */
export function largeImage(slide: HTMLElement, width: number): { src: string; width: number } | null {
  const image = slide.querySelector<HTMLImageElement>('img:not(.zoomImg)');
  const src = image?.dataset.large_image;
  const large = Number(image?.dataset.large_image_width);
  return src && Number.isFinite(large) && large > width ? { src, width: large } : null;
}
