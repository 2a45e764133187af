import { emitOn, onClassic } from '../../src/bridge/events';
import { jQueryData } from '../../src/bridge/jquery';
import { onOwn } from '../../src/bridge/on-own';
import { SINGLE_PRODUCT } from '../../src/bridge/single-product-names';
import { readGallerySettings, type GallerySettings } from '../../src/config/single-product-settings';
import { pageGlobal } from '../../src/config/settings';
import { GALLERY_LINK_KEY, type GalleryLink } from '../../src/loader/gallery-object';
import { GALLERY_CALL_KEY } from '../../src/loader/gallery-plugin';
import type { MountContext } from '../../src/runtime/types';
import { largeImage } from './gallery-large-image';
import { startSlider, type Slider } from './gallery-slider';
import type { ViewerItem } from './gallery-viewer';

const SLIDE = '.woocommerce-product-gallery__image';
const TRIGGER_CLASS = 'woocommerce-product-gallery__trigger';

/** A number from an attribute, or the fallback when the server printed none or nonsense. */
function sizeOf(value: string | undefined, fallback: number): number {
  const size = Number(value);
  return Number.isFinite(size) && size > 0 ? size : fallback;
}

/** The viewer's images, one per slide, read as WooCommerce reads them (`data-large_image` …). */
function viewerItems(slides: readonly HTMLElement[]): ViewerItem[] {
  return slides.map((slide) => {
    const image = slide.querySelector<HTMLImageElement>('img:not(.zoomImg)');
    const data = image?.dataset ?? {};
    return {
      src: data.large_image || slide.querySelector('a')?.href || image?.currentSrc || '',
      width: sizeOf(data.large_image_width, image?.naturalWidth || 600),
      height: sizeOf(data.large_image_height, image?.naturalHeight || 600),
      alt: image?.alt ?? '',
      caption: data.caption || image?.title || '',
    };
  });
}

/** What {@link setUpZoom} gives the gallery. */
interface Zoom {
  /** The zoom goes, and the shown slide's large picture is fetched: a slide change or a new image. */
  reset(): void;
  stop(): void;
}

/**
 * Zoom on hover: its code is loaded on the first mouse move over the image it zooms. The shown
 * slide's large picture is fetched as the slide is shown, as jQuery Zoom does when WooCommerce
 * sets it up, so the first hover zooms at once; not where nothing can hover (touch opens the
 * viewer instead).
 */
function setUpZoom(gallery: HTMLElement, slideShown: () => HTMLElement | undefined, signal: AbortSignal): Zoom {
  let zoomed: { slide: HTMLElement; stop: () => void } | null = null;
  let loading = false;
  // Kept while the gallery is up, so the fetched pictures stay in the page's memory cache.
  const fetched = new Map<string, HTMLImageElement>();
  const canHover = window.matchMedia?.('(hover: hover) and (pointer: fine)').matches ?? false;
  const fetchShown = () => {
    const slide = slideShown();
    const large = canHover && slide ? largeImage(slide, gallery.clientWidth) : null;
    if (!large || fetched.has(large.src)) return;
    const picture = gallery.ownerDocument.createElement('img');
    picture.src = large.src;
    fetched.set(large.src, picture);
  };
  const stop = () => {
    zoomed?.stop();
    zoomed = null;
  };
  gallery.addEventListener(
    'pointermove',
    (event) => {
      const slide = slideShown();
      if (event.pointerType !== 'mouse' || loading || !slide || zoomed?.slide === slide || !slide.contains(event.target as Node)) return;
      loading = true;
      void import('./gallery-zoom')
        .then(({ zoomSlide }) => {
          if (signal.aborted) return;
          stop();
          zoomed = { slide, stop: zoomSlide(slide, gallery.clientWidth, event, signal) };
        })
        .catch((error: unknown) => console.error(error))
        .finally(() => (loading = false));
    },
    { signal },
  );
  fetchShown();
  return {
    reset: () => {
      stop();
      fetchShown();
    },
    stop,
  };
}

/** Opens the full-screen viewer at an index: PhotoSwipe and this code are loaded on the first opening. */
function viewerOpener(gallery: HTMLElement, slides: readonly HTMLElement[], settings: GallerySettings, signal: AbortSignal): (index: number) => void {
  let opening = false;
  return (index) => {
    if (opening) return;
    opening = true;
    gallery.setAttribute('aria-busy', 'true');
    void import('./gallery-viewer')
      .then(({ openViewer }) => {
        if (!signal.aborted) openViewer(viewerItems(slides), index, { showMs: settings.viewerShowMs, hideMs: settings.viewerHideMs });
      })
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        opening = false;
        gallery.removeAttribute('aria-busy');
      });
  };
}

/** The viewer's 🔍 link (with zoom on) and clicks on the images, each opening it. */
function setUpViewer(gallery: HTMLElement, slides: readonly HTMLElement[], open: (index: number) => void, settings: GallerySettings, slider: Slider | null, signal: AbortSignal): () => void {
  let trigger: HTMLAnchorElement | null = null;
  if (settings.zoom) {
    // With zoom on, the image is for zooming: a 🔍 button-link opens the viewer, as WooCommerce
    // adds it (its name from the shop's text; the symbol hidden from readers, for themes to draw).
    const doc = gallery.ownerDocument;
    trigger = doc.createElement('a');
    trigger.href = '#';
    trigger.className = TRIGGER_CLASS;
    trigger.setAttribute('role', 'button');
    trigger.setAttribute('aria-haspopup', 'dialog');
    trigger.setAttribute('aria-label', settings.triggerLabel);
    const symbol = doc.createElement('span');
    symbol.setAttribute('aria-hidden', 'true');
    symbol.textContent = '🔍';
    trigger.append(symbol);
    gallery.prepend(trigger);
    const opener = trigger;
    // A link named a button opens on Space too, as a button does (Enter clicks it already).
    opener.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        opener.click();
      },
      { signal },
    );
  }
  gallery.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (trigger && target && trigger.contains(target)) {
        event.preventDefault();
        open(slider?.current() ?? 0);
        return;
      }
      const link = target?.closest(`${SLIDE} a`);
      const slide = link?.closest<HTMLElement>(SLIDE);
      if (!link || !slide || !gallery.contains(link)) return;
      event.preventDefault();
      // With zoom and the slider both on, a click on the image only zooms (WooCommerce's rule);
      // a click replayed after the code came (no pointer made it) was made without zoom on
      // screen, to see the image: it opens the viewer.
      if (!(trigger && slider) || !event.isTrusted) open(Math.max(0, slides.indexOf(slide)));
    },
    { signal },
  );
  return () => trigger?.remove();
}

/**
 * The product gallery (`.woocommerce-product-gallery`), which WooCommerce prints invisible
 * (`opacity: 0`) for its script to reveal, set up as WooCommerce's script sets it up where
 * `wc_single_product_params` turns each part on: the slider with thumbnails
 * (`flexslider_enabled`, with more than one image), zoom on hover (`zoom_enabled`) and the
 * full-screen viewer (`photoswipe_enabled`). Zoom and viewer are loaded on their first use.
 * Between `wc-product-gallery-before-init` and `wc-product-gallery-after-init`, each with
 * `[gallery, wc_single_product_params]`; the gallery goes back to its first image on
 * `woocommerce_gallery_reset_slide_position`, and sets zoom up again on
 * `woocommerce_gallery_init_zoom` (the variation form triggers both).
 *
 * A gallery a theme set up through `jQuery(gallery).wc_product_gallery(args)` (Lantern's
 * stand-in, src/loader/gallery-plugin.ts) is set up with those `args` and without the two init
 * events, as WooCommerce's function triggers none itself.
 *
 * @example
 * // <div class="woocommerce-product-gallery … images" style="opacity: 0; transition: opacity .25s ease-in-out;">
 * mount(createMountContext(gallery, controller.signal)); // opacity 1, slider built
 */
export function mount({ element: gallery, signal }: MountContext): () => void {
  const params = pageGlobal('wc_single_product_params');
  const call = jQueryData(gallery, GALLERY_CALL_KEY) as { args?: unknown } | undefined;
  if (!call) emitOn(gallery, SINGLE_PRODUCT.galleryBeforeInit, [gallery, params], { gallery });
  const slides = Array.from(gallery.querySelectorAll<HTMLElement>(SLIDE));
  const settings = readGallerySettings(call?.args);
  const undo: (() => void)[] = [];
  let slider: Slider | null = null;
  let zoom: Zoom | null = null;
  const resetZoom = () => zoom?.reset();
  if (slides.length > 0) {
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const wrapper = slides[0]?.parentElement;
    if (settings.slider && slides.length > 1 && wrapper) {
      slider = startSlider(gallery, wrapper, slides, { speed: reducedMotion ? 0 : settings.slideSpeed, rtl: settings.rtl, onChange: resetZoom });
      undo.push(() => slider?.destroy());
    }
    if (settings.zoom) {
      zoom = setUpZoom(gallery, () => slides[slider?.current() ?? 0], signal);
      undo.push(() => zoom?.stop());
    }
    const open = viewerOpener(gallery, slides, settings, signal);
    if (settings.viewer) undo.push(setUpViewer(gallery, slides, open, settings, slider, signal));
    // With jQuery, WooCommerce's gallery object (src/loader/gallery-object.ts) acts through these.
    const link = jQueryData(gallery, GALLERY_LINK_KEY) as GalleryLink | undefined;
    if (link) undo.push(link.ready({ show: (index) => slider?.show(index), open, zoom: resetZoom }));
    const resetSlide = () => slider?.show(0);
    onClassic(SINGLE_PRODUCT.galleryResetSlide, resetSlide, signal, gallery);
    onOwn(SINGLE_PRODUCT.galleryResetSlide[1], resetSlide, signal, gallery);
    onClassic(SINGLE_PRODUCT.galleryInitZoom, resetZoom, signal, gallery);
    onOwn(SINGLE_PRODUCT.galleryInitZoom[1], resetZoom, signal, gallery);
  }
  const before = gallery.style.opacity;
  gallery.style.opacity = '1';
  if (!call) emitOn(gallery, SINGLE_PRODUCT.galleryAfterInit, [gallery, params], { gallery });
  return () => {
    for (const step of undo.reverse()) step();
    gallery.style.opacity = before;
  };
}
