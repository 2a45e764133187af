import jQuery from 'jquery';
import { fireEvent } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productGallery } from '.';
import * as gallery from './gallery';
import { unmountAll } from '../../src/runtime/lifecycle';
import { clearRegistry } from '../../src/runtime/registry';
import { islandFor, noReport } from '../../src/runtime/testing';
import { boot } from '../../src/loader/boot';

// The viewer's module, PhotoSwipe with it, stands aside: what it was asked to open is the point.
const opened = vi.hoisted(() => [] as { index: number; srcs: string[] }[]);
vi.mock('./gallery-viewer', () => ({
  openViewer: (items: { src: string }[], index: number) => opened.push({ index, srcs: items.map((item) => item.src) }),
}));

const PARAMS = { flexslider_enabled: '1', zoom_enabled: '1', photoswipe_enabled: '1', flexslider: { animationSpeed: 0 } };
const image = (view: string) =>
  `<div class="woocommerce-product-gallery__image" data-thumb="/t-${view}.png"><a href="/${view}.png"><img src="/${view}-600.png" alt="${view} view" title="${view}" data-caption="" data-large_image="/${view}.png" data-large_image_width="1600" data-large_image_height="1000"></a></div>`;
const galleryHtml = (views: string[]) =>
  `<div class="woocommerce-product-gallery images" style="opacity: 0"><div class="woocommerce-product-gallery__wrapper">${views.map(image).join('')}</div></div>`;

interface GalleryItem {
  alt?: string;
  src?: string;
  w?: string;
  h?: string;
  title?: string;
}
/** WooCommerce's gallery object, as other scripts use it. */
interface ProductGalleryObject {
  $target: JQuery;
  $images: JQuery;
  flexslider_enabled: unknown;
  zoom_enabled: unknown;
  photoswipe_enabled: unknown;
  initFlexslider(args?: unknown): unknown;
  initZoom(): unknown;
  initZoomForTarget(target: unknown): unknown;
  initPhotoswipe(): unknown;
  onResetSlidePosition(): unknown;
  getGalleryItems(): GalleryItem[];
  openPhotoswipe(event: unknown): unknown;
}
const objectOf = (element: Element | null) => jQuery(element!).data('product_gallery') as ProductGalleryObject | undefined;
const pageGallery = () => document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
const activeSlide = (element: HTMLElement) => Array.from(element.querySelectorAll('.woocommerce-product-gallery__image')).findIndex((slide) => slide.classList.contains('flex-active-slide'));

/** A product page with jQuery and the product's gallery, then Lantern booted on it. */
function bootOnProductPage(views = ['front', 'side', 'back'], params: Record<string, unknown> = PARAMS) {
  vi.stubGlobal('jQuery', jQuery);
  vi.stubGlobal('wc_single_product_params', params);
  document.body.innerHTML = galleryHtml(views);
  boot([], { load: () => Promise.resolve([islandFor(productGallery, gallery)]), early: '', report: noReport });
}

afterEach(() => {
  unmountAll();
  clearRegistry();
  delete window.lantern;
  delete (jQuery.fn as unknown as { wc_product_gallery?: unknown }).wc_product_gallery;
  jQuery.removeData(pageGallery() ?? document.body);
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  opened.length = 0;
  vi.unstubAllGlobals();
});

describe("WooCommerce's gallery object, $(gallery).data('product_gallery'), with jQuery on the page", () => {
  it('is on the page’s gallery as soon as Lantern has booted, before its code, with WooCommerce’s properties and seven methods', () => {
    bootOnProductPage();
    const object = objectOf(pageGallery());
    expect(pageGallery().dataset.islandState).toBeUndefined();
    expect(object?.$target[0]).toBe(pageGallery());
    expect(object?.$images.toArray()).toEqual(Array.from(pageGallery().querySelectorAll('.woocommerce-product-gallery__image')));
    expect([object?.flexslider_enabled, object?.zoom_enabled, object?.photoswipe_enabled]).toEqual(['1', '1', '1']);
    const methods = ['initFlexslider', 'initZoom', 'initZoomForTarget', 'initPhotoswipe', 'onResetSlidePosition', 'getGalleryItems', 'openPhotoswipe'] as const;
    expect(methods.map((name) => typeof object?.[name])).toEqual(methods.map(() => 'function'));
  });

  it('is kept only with jQuery, WooCommerce’s global, an image, and without WooCommerce’s own script', () => {
    vi.stubGlobal('wc_single_product_params', PARAMS);
    document.body.innerHTML = galleryHtml(['front']);
    boot([], { load: () => Promise.resolve([]), early: '', report: noReport });
    expect(objectOf(pageGallery())).toBeUndefined();
    delete window.lantern;
    document.head.innerHTML = '<script id="wc-single-product-js" type="text/plain"></script>';
    bootOnProductPage(['front']);
    expect(objectOf(pageGallery())).toBeUndefined();
    delete window.lantern;
    document.head.innerHTML = '';
    bootOnProductPage([]);
    expect(objectOf(pageGallery())).toBeUndefined();
  });

  it('returns the gallery items as WooCommerce does: {alt, src, w, h, title} from each slide’s image, the caption before the title', () => {
    bootOnProductPage(['front', 'side']);
    pageGallery().querySelectorAll('img')[1]!.setAttribute('data-caption', 'Seen from the side');
    pageGallery().querySelector('.woocommerce-product-gallery__wrapper')!.insertAdjacentHTML('beforeend', '<div class="woocommerce-product-gallery__image"><a href="/video"></a></div>');
    expect(objectOf(pageGallery())!.getGalleryItems()).toEqual([
      { alt: 'front view', src: '/front.png', w: '1600', h: '1000', title: 'front' },
      { alt: 'side view', src: '/side.png', w: '1600', h: '1000', title: 'Seen from the side' },
    ]);
  });

  it('works out the flags as WooCommerce does: no slider for one image, and a call’s false switches a part off', () => {
    bootOnProductPage(['front']);
    expect(objectOf(pageGallery())?.flexslider_enabled).toBe(false);
    const added = document.createElement('div');
    added.innerHTML = galleryHtml(['front', 'side']);
    document.body.append(added);
    const call = (jQuery(added.firstElementChild!) as unknown as { wc_product_gallery(args: unknown): unknown }).wc_product_gallery({ zoom_enabled: false });
    // There at once, for the script that made the call to read next.
    const object = objectOf(added.firstElementChild);
    expect(call).toBeDefined();
    expect([object?.flexslider_enabled, object?.zoom_enabled, object?.photoswipe_enabled]).toEqual(['1', false, '1']);
    expect(object?.initZoomForTarget(object.$images.first())).toBe(false);
  });

  it('opens the viewer at the image a click’s event names, asked before the gallery’s code came: once it is there', async () => {
    bootOnProductPage();
    const { openPhotoswipe } = objectOf(pageGallery())!;
    const event = jQuery.Event('click', { target: pageGallery().querySelectorAll('.woocommerce-product-gallery__image a')[1] });
    openPhotoswipe(event);
    expect(event.isDefaultPrevented()).toBe(true);
    await vi.waitFor(() => expect(opened).toEqual([{ index: 1, srcs: ['/front.png', '/side.png', '/back.png'] }]));
    expect(pageGallery().dataset.islandState).toBe('ready');
  });

  it('opens the viewer at the slide shown when the event is on the 🔍 link', async () => {
    bootOnProductPage();
    await vi.waitFor(() => expect(pageGallery().dataset.islandState).toBe('ready'));
    fireEvent.click(pageGallery().querySelectorAll('.flex-control-thumbs li')[2]!);
    objectOf(pageGallery())!.openPhotoswipe({ target: pageGallery().querySelector('.woocommerce-product-gallery__trigger span'), preventDefault: () => undefined });
    await vi.waitFor(() => expect(opened.map((opening) => opening.index)).toEqual([2]));
  });

  it('sends the slider back to the first image on onResetSlidePosition, called detached as WooCommerce’s bound methods allow', async () => {
    bootOnProductPage();
    const object = objectOf(pageGallery())!;
    object.onResetSlidePosition();
    await vi.waitFor(() => expect(pageGallery().dataset.islandState).toBe('ready'));
    fireEvent.click(pageGallery().querySelectorAll('.flex-control-thumbs li')[2]!);
    expect(activeSlide(pageGallery())).toBe(2);
    const { onResetSlidePosition } = object;
    onResetSlidePosition();
    expect(activeSlide(pageGallery())).toBe(0);
  });
});
