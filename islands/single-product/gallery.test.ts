import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { createMountContext } from '../../src/runtime/context';
import { emitOn } from '../../src/bridge/events';
import { SINGLE_PRODUCT } from '../../src/bridge/single-product-names';
import { mount } from './gallery';

const FLAGS_ON = { flexslider_enabled: '1', zoom_enabled: '1', photoswipe_enabled: '1', flexslider: { animationSpeed: 500 } };
const image = (view: string) =>
  `<div class="woocommerce-product-gallery__image" data-thumb="/t-${view}.png"><a href="/${view}.png"><img src="/${view}.png" alt="${view}" data-large_image="/${view}.png" data-large_image_width="1200" data-large_image_height="1200"></a></div>`;
const galleryOf = (views: string[]) =>
  `<div class="woocommerce-product-gallery images" style="opacity: 0; transition: opacity .25s ease-in-out;"><div class="woocommerce-product-gallery__wrapper">${views.map(image).join('')}</div></div>`;

describe('product gallery', () => {
  // A fresh signal per test: an aborted one would add no listener at all.
  let controller = new AbortController();
  afterEach(() => {
    controller.abort();
    controller = new AbortController();
    Object.assign(globalThis, { wc_single_product_params: undefined });
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  const setUp = (views: string[], params: Record<string, unknown>) => {
    Object.assign(globalThis, { wc_single_product_params: params });
    document.body.innerHTML = galleryOf(views);
    const gallery = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
    return { gallery, cleanUp: mount(createMountContext(gallery, controller.signal)) };
  };

  it('shows the gallery WooCommerce printed invisible, between its two init events', () => {
    document.body.innerHTML = `<div class="woocommerce-product-gallery images" style="opacity: 0; transition: opacity .25s ease-in-out;"></div>`;
    const gallery = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
    const seen: string[] = [];
    for (const name of ['lantern:product-gallery-before-init', 'lantern:product-gallery-after-init']) {
      document.body.addEventListener(name, (event) => seen.push(`${name.slice(8)} ${gallery.style.opacity} ${String((event as CustomEvent<{ gallery: HTMLElement }>).detail.gallery === gallery)}`));
    }
    const cleanUp = mount(createMountContext(gallery, controller.signal));
    expect(seen).toEqual(['product-gallery-before-init 0 true', 'product-gallery-after-init 1 true']);
    cleanUp();
    expect(gallery.style.opacity).toBe('0');
  });

  it('builds the slider and the viewer’s 🔍 link where the flags turn them on, and takes them away unmounted', () => {
    const { gallery, cleanUp } = setUp(['front', 'side'], FLAGS_ON);
    expect(gallery.querySelectorAll('.flex-control-thumbs li')).toHaveLength(2);
    expect(gallery.firstElementChild?.className).toBe('woocommerce-product-gallery__trigger');
    cleanUp();
    expect(gallery.querySelector('.flex-control-thumbs, .woocommerce-product-gallery__trigger, .flex-viewport')).toBeNull();
  });

  it('names the 🔍 link as a button from the shop’s text, hides the symbol from readers, and opens the viewer on Space', () => {
    const { gallery } = setUp(['front', 'side'], { ...FLAGS_ON, i18n_product_gallery_trigger_text: 'Bildergalerie im Vollbild' });
    const trigger = gallery.querySelector<HTMLElement>('.woocommerce-product-gallery__trigger')!;
    expect([trigger.getAttribute('role'), trigger.getAttribute('aria-label'), trigger.innerHTML]).toEqual(['button', 'Bildergalerie im Vollbild', '<span aria-hidden="true">🔍</span>']);
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    trigger.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(gallery.getAttribute('aria-busy')).toBe('true');
    const older = setUp(['front', 'side'], FLAGS_ON).gallery.querySelector('.woocommerce-product-gallery__trigger');
    expect(older?.getAttribute('aria-label')).toBe('View full-screen image gallery');
  });

  it('builds no slider for one image, and nothing the flags turn off', () => {
    expect(setUp(['front'], FLAGS_ON).gallery.querySelector('.flex-control-thumbs')).toBeNull();
    const { gallery } = setUp(['front', 'side'], { flexslider_enabled: '', zoom_enabled: '', photoswipe_enabled: '' });
    expect(gallery.querySelector('.flex-control-thumbs, .woocommerce-product-gallery__trigger')).toBeNull();
    // The image link is left to the browser.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    gallery.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('goes back to the first image on woocommerce_gallery_reset_slide_position', () => {
    const { gallery } = setUp(['front', 'side', 'back'], FLAGS_ON);
    fireEvent.click(gallery.querySelectorAll('.flex-control-thumbs li')[2]!);
    const active = () => Array.from(gallery.querySelectorAll('.woocommerce-product-gallery__image')).findIndex((slide) => slide.classList.contains('flex-active-slide'));
    expect(active()).toBe(2);
    emitOn(gallery, SINGLE_PRODUCT.galleryResetSlide, [], {});
    expect(active()).toBe(0);
    fireEvent.click(gallery.querySelectorAll('.flex-control-thumbs li')[1]!);
    gallery.dispatchEvent(new CustomEvent('woocommerce_gallery_reset_slide_position', { bubbles: true }));
    expect(active()).toBe(0);
  });
  /**
   * The large pictures (not the thumbnails, `/t-…`) given to images the gallery makes from now
   * on, on a device that `canHover` or not.
   */
  function picturesFetched(canHover: boolean): string[] {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: canHover && query.includes('hover: hover'), media: query }));
    const fetched: string[] = [];
    const create = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((name: string, options?: ElementCreationOptions) => {
      const element = create(name, options);
      if (element instanceof HTMLImageElement) {
        Object.defineProperty(element, 'src', {
          set: (value: string) => {
            if (!value.startsWith('/t-')) fetched.push(value);
            element.setAttribute('src', value);
          },
          get: () => element.getAttribute('src') ?? '',
        });
      }
      return element;
    });
    return fetched;
  }

  it('fetches the shown slide’s large picture before any hover, and each slide’s as it is shown, as jQuery Zoom does', () => {
    const fetched = picturesFetched(true);
    const { gallery } = setUp(['front', 'side', 'back'], FLAGS_ON);
    expect(fetched).toEqual(['/front.png']);
    fireEvent.click(gallery.querySelectorAll('.flex-control-thumbs li')[2]!);
    expect(fetched).toEqual(['/front.png', '/back.png']);
    fireEvent.click(gallery.querySelectorAll('.flex-control-thumbs li')[0]!);
    expect(fetched).toEqual(['/front.png', '/back.png']);
    gallery.querySelector('.wp-post-image, img')!.setAttribute('data-large_image', '/front-blue.png');
    emitOn(gallery, SINGLE_PRODUCT.galleryInitZoom, [], {});
    expect(fetched).toEqual(['/front.png', '/back.png', '/front-blue.png']);
  });

  it('fetches no large picture where nothing can hover', () => {
    const fetched = picturesFetched(false);
    setUp(['front', 'side'], FLAGS_ON);
    expect(fetched).toEqual([]);
  });

  it('fetches no large picture with zoom off', () => {
    const fetched = picturesFetched(true);
    setUp(['front', 'side'], { ...FLAGS_ON, zoom_enabled: '' });
    expect(fetched).toEqual([]);
  });
});
