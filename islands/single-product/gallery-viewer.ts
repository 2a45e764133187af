import PhotoSwipe from 'photoswipe';
import styles from 'photoswipe/style.css?inline';

/** One image of the viewer, read from a gallery slide's `img` as WooCommerce reads it. */
export interface ViewerItem {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** `data-caption`, else the image's `title`. */
  caption: string;
}

/** Options from `wc_single_product_params.photoswipe_options` that PhotoSwipe 5 still has. */
export interface ViewerOptions {
  showMs: number;
  hideMs: number;
}

const STYLE_ID = 'lantern-photoswipe-css';
/** The caption line under the image (PhotoSwipe 5 draws none of its own). */
const CAPTION_CSS = '.pswp__caption{position:absolute;left:0;right:0;bottom:0;padding:12px;color:#fff;text-align:center;background:rgba(0,0,0,.5)}';

/** PhotoSwipe's stylesheet, put in the head once, on the first opening. */
function addStyles(doc: Document): void {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = styles + CAPTION_CSS;
  doc.head.append(style);
}

/**
 * The full-screen viewer (PhotoSwipe 5, loaded with this module on the first opening), open at
 * `index`, with each image's caption as text under it. PhotoSwipe is a dialog that keeps focus
 * inside and gives it back on closing; arrow keys, swipe and Escape move and close.
 *
 * @example
 * openViewer(items, 1, { showMs: 0, hideMs: 0 });
 */
export function openViewer(items: readonly ViewerItem[], index: number, options: ViewerOptions): PhotoSwipe {
  addStyles(document);
  const viewer = new PhotoSwipe({
    dataSource: items.map((item) => ({ src: item.src, width: item.width, height: item.height, alt: item.alt, caption: item.caption })),
    index,
    showHideAnimationType: options.showMs + options.hideMs > 0 ? 'fade' : 'none',
    showAnimationDuration: options.showMs,
    hideAnimationDuration: options.hideMs,
  });
  viewer.on('uiRegister', () => {
    viewer.ui?.registerElement({
      name: 'caption',
      appendTo: 'root',
      order: 9,
      onInit: (element) => {
        element.className = 'pswp__caption';
        element.setAttribute('aria-live', 'polite');
        const write = () => {
          const caption: unknown = viewer.currSlide?.data.caption;
          element.textContent = typeof caption === 'string' ? caption : '';
          element.hidden = !element.textContent;
        };
        viewer.on('change', write);
        write();
      },
    });
  });
  viewer.init();
  return viewer;
}
