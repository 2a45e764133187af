/** One slider as the rest of the gallery sees it. */
export interface Slider {
  /** The slide shown now (0 is the server's first image). */
  current(): number;
  show(index: number, focusThumb?: boolean): void;
  /** Puts the printed markup back (the island's clean-up). */
  destroy(): void;
}

/** Options read from `wc_single_product_params.flexslider`. */
export interface SliderOptions {
  /** ms a slide takes (`animationSpeed`); 0 under `prefers-reduced-motion`. */
  speed: number;
  rtl: boolean;
  /** Called after each change of slide (the zoom follows the slide shown). */
  onChange(index: number): void;
}

/** A swipe is a horizontal move of at least this many pixels, more across than down. */
const SWIPE_PX = 40;

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => Math.min(count - 1, index + 1),
  ArrowLeft: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** A thumbnail's name: its `data-thumb-alt`, else its image's `alt` or `title`, else "2 / 4". */
function thumbName(slide: HTMLElement, index: number, count: number): string {
  const image = slide.querySelector('img');
  const named = [slide.dataset.thumbAlt, image?.alt, image?.title].find((text) => text?.trim());
  return named?.trim() ?? `${index + 1} / ${count}`;
}

/** `ol.flex-control-nav.flex-control-thumbs > li > img` as FlexSlider builds it, as WAI-ARIA tabs. */
function buildThumbs(doc: Document, slides: readonly HTMLElement[], ids: readonly string[]): HTMLOListElement {
  const list = doc.createElement('ol');
  list.className = 'flex-control-nav flex-control-thumbs';
  list.setAttribute('role', 'tablist');
  slides.forEach((slide, index) => {
    const item = doc.createElement('li');
    item.setAttribute('role', 'tab');
    item.setAttribute('aria-controls', ids[index] ?? '');
    item.setAttribute('aria-label', thumbName(slide, index, slides.length));
    const thumb = doc.createElement('img');
    thumb.src = slide.dataset.thumb ?? slide.querySelector('img')?.currentSrc ?? '';
    thumb.alt = '';
    thumb.draggable = false;
    // WooCommerce's thumbnails are 100 × 100 (`gallery_thumbnail`): the row is drawn at its height before they load.
    thumb.width = 100;
    thumb.height = 100;
    item.append(thumb);
    list.append(item);
  });
  return list;
}

/**
 * WooCommerce's slider (FlexSlider with `wc_single_product_params.flexslider`) on a gallery of
 * several images, in the markup FlexSlider leaves, so a theme's rules for it still apply:
 * the wrapper in a `div.flex-viewport`, the slide shown `flex-active-slide`, thumbnails in
 * `ol.flex-control-nav.flex-control-thumbs` (`img.flex-active` for the current one). As the
 * WAI-ARIA tabbed carousel: the thumbnails are tabs (arrow keys, Home, End; the slide follows
 * focus), each slide a tab panel, the slides not shown are `inert`. A horizontal swipe or drag
 * on the image moves one slide, and the click that ends a drag does not open the image.
 *
 * The first slide is the server's first image, in place: the viewport takes its height, and
 * the thumbnail row stands where the theme laid the other images out as a row of thumbnails.
 *
 * @example
 * const slider = startSlider(gallery, wrapper, slides, { speed: 500, rtl: false, onChange: () => {} });
 * slider.show(2);
 */
export function startSlider(gallery: HTMLElement, wrapper: HTMLElement, slides: readonly HTMLElement[], options: SliderOptions): Slider {
  const doc = gallery.ownerDocument;
  const viewport = doc.createElement('div');
  viewport.className = 'flex-viewport';
  viewport.style.cssText = 'overflow:hidden;position:relative;touch-action:pan-y';
  wrapper.before(viewport);
  viewport.append(wrapper);
  const wrapperStyle = wrapper.getAttribute('style');
  wrapper.style.display = 'flex';
  wrapper.style.alignItems = 'flex-start';
  const slideStyles = slides.map((slide) => slide.getAttribute('style'));
  const unnamed = slides.map((slide) => !slide.id);
  const ids = slides.map((slide, index) => {
    slide.id ||= `${gallery.id || 'product-gallery'}-slide-${index + 1}`;
    slide.setAttribute('role', 'tabpanel');
    slide.style.cssText += ';flex:0 0 100%;width:100%;margin:0;display:block';
    return slide.id;
  });
  const thumbs = buildThumbs(doc, slides, ids);
  viewport.after(thumbs);
  const items = Array.from(thumbs.children) as HTMLLIElement[];
  items.forEach((item, index) => slides[index]?.setAttribute('aria-labelledby', (item.id = `${ids[index]}-thumb`)));

  let index = -1;
  // The viewport takes the height of the slide shown (FlexSlider's `smoothHeight`).
  const fitHeight = () => (viewport.style.height = `${slides[index]?.offsetHeight ?? 0}px`);
  const heights = new ResizeObserver(fitHeight);
  const show = (next: number, focusThumb = false): void => {
    const target = Math.max(0, Math.min(slides.length - 1, next));
    const moved = target !== index;
    const first = index < 0;
    index = target;
    slides.forEach((slide, at) => {
      slide.classList.toggle('flex-active-slide', at === target);
      slide.inert = at !== target;
    });
    items.forEach((item, at) => {
      item.setAttribute('aria-selected', String(at === target));
      item.tabIndex = at === target ? 0 : -1;
      item.firstElementChild?.classList.toggle('flex-active', at === target);
    });
    wrapper.style.transition = first ? 'none' : `transform ${options.speed}ms ease`;
    wrapper.style.transform = `translate3d(${(options.rtl ? 1 : -1) * target * 100}%,0,0)`;
    heights.disconnect();
    const shown = slides[target];
    if (shown) heights.observe(shown);
    fitHeight();
    if (focusThumb) items[target]?.focus();
    if (moved && !first) options.onChange(target);
  };
  show(0);

  const controller = new AbortController();
  const { signal } = controller;
  thumbs.addEventListener(
    'click',
    (event) => {
      const item = event.target instanceof Element ? event.target.closest('li') : null;
      const at = item ? items.indexOf(item as HTMLLIElement) : -1;
      if (at >= 0) show(at);
    },
    { signal },
  );
  thumbs.addEventListener(
    'keydown',
    (event) => {
      const step = KEY_STEPS[event.key];
      if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      // Right moves to the next image in reading order, which is leftwards on a right-to-left page.
      const key = options.rtl && event.key.startsWith('Arrow') ? (event.key === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft') : event.key;
      show((KEY_STEPS[key] ?? step)(index, slides.length), true);
    },
    { signal },
  );

  let start: { x: number; y: number } | null = null;
  let dragged = false;
  viewport.addEventListener(
    'pointerdown',
    (event) => {
      if (event.button === 0) start = { x: event.clientX, y: event.clientY };
      dragged = false;
    },
    { signal },
  );
  viewport.addEventListener(
    'pointerup',
    (event) => {
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      start = null;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
      dragged = true;
      show(index + ((dx < 0) !== options.rtl ? 1 : -1));
    },
    { signal },
  );
  viewport.addEventListener('pointercancel', () => (start = null), { signal });
  // The click that ends a drag is not a click on the image (its link, the viewer).
  viewport.addEventListener(
    'click',
    (event) => {
      if (!dragged) return;
      dragged = false;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    { signal, capture: true },
  );
  // Images are dragged by the slider, not by the browser's own image drag.
  viewport.addEventListener('dragstart', (event) => event.preventDefault(), { signal });

  return {
    current: () => index,
    show,
    destroy() {
      controller.abort();
      heights.disconnect();
      thumbs.remove();
      viewport.replaceWith(wrapper);
      const restore = (element: HTMLElement, style: string | null) => (style === null ? element.removeAttribute('style') : element.setAttribute('style', style));
      restore(wrapper, wrapperStyle);
      slides.forEach((slide, at) => {
        restore(slide, slideStyles[at] ?? null);
        slide.classList.remove('flex-active-slide');
        slide.inert = false;
        for (const name of ['role', 'aria-labelledby']) slide.removeAttribute(name);
        if (unnamed[at]) slide.removeAttribute('id');
      });
    },
  };
}
