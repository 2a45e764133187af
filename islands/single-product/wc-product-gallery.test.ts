import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productGallery } from '.';
import * as gallery from './gallery';
import { unmountAll } from '../../src/runtime/lifecycle';
import { clearRegistry } from '../../src/runtime/registry';
import { islandFor, noReport } from '../../src/runtime/testing';
import type { IslandDefinition } from '../../src/runtime/types';
import { boot } from '../../src/loader/boot';

const PARAMS = { flexslider_enabled: '1', zoom_enabled: '1', photoswipe_enabled: '1', flexslider: { animationSpeed: 500 } };
const image = (view: string) =>
  `<div class="woocommerce-product-gallery__image" data-thumb="/t-${view}.png"><a href="/${view}.png"><img src="/${view}.png" alt="${view}"></a></div>`;
/** A gallery as a quick view inserts it: printed invisible, for WooCommerce's function to set up. */
const addGallery = (views: string[]) => {
  const element = document.createElement('div');
  element.className = 'woocommerce-product-gallery images';
  element.style.opacity = '0';
  element.innerHTML = `<div class="woocommerce-product-gallery__wrapper">${views.map(image).join('')}</div>`;
  document.body.append(element);
  return element;
};

type GalleryPlugin = (this: unknown, args?: Record<string, unknown>) => unknown;
const plugin = () => (jQuery.fn as unknown as { wc_product_gallery?: GalleryPlugin }).wc_product_gallery;
const callOn = (element: HTMLElement, args?: Record<string, unknown>) => plugin()!.call(jQuery(element), args) as JQuery;

/** Lantern booted on a product page; the gallery's row comes with the page chunk (or not, when the shop keeps it). */
function bootLantern(rows: readonly IslandDefinition[] = [islandFor(productGallery, gallery)]) {
  boot([], { load: () => Promise.resolve(rows), early: '', report: noReport });
}

afterEach(() => {
  unmountAll();
  clearRegistry();
  delete window.lantern;
  delete (jQuery.fn as unknown as { wc_product_gallery?: GalleryPlugin }).wc_product_gallery;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe("WooCommerce's wc_product_gallery, with jQuery on the page", () => {
  it('sets up a gallery added after load as the page’s own gallery, returns the collection and triggers no event', async () => {
    vi.stubGlobal('jQuery', jQuery);
    vi.stubGlobal('wc_single_product_params', PARAMS);
    bootLantern();
    const added = addGallery(['front', 'side']);
    const heard: string[] = [];
    jQuery(document).on('wc-product-gallery-before-init wc-product-gallery-after-init', (event) => heard.push(event.type));
    const collection = jQuery(added);
    expect(plugin()!.call(collection)).toBe(collection);
    await vi.waitFor(() => expect(added.dataset.islandState).toBe('ready'));
    expect(added.style.opacity).toBe('1');
    expect(added.querySelectorAll('.flex-control-thumbs [role="tab"]')).toHaveLength(2);
    expect(added.querySelector('.woocommerce-product-gallery__trigger')).not.toBeNull();
    expect(heard).toEqual([]);
    jQuery(document).off('wc-product-gallery-before-init wc-product-gallery-after-init');
  });

  it('leaves out each part its args switch off with false, and nothing more', async () => {
    vi.stubGlobal('jQuery', jQuery);
    vi.stubGlobal('wc_single_product_params', PARAMS);
    bootLantern();
    const withoutZoom = addGallery(['front', 'side']);
    const withoutViewer = addGallery(['front', 'side']);
    const withoutSlider = addGallery(['front', 'side']);
    callOn(withoutZoom, { zoom_enabled: false });
    callOn(withoutViewer, { photoswipe_enabled: false, zoom_enabled: true });
    callOn(withoutSlider, { flexslider_enabled: false });
    for (const element of [withoutZoom, withoutViewer, withoutSlider]) await vi.waitFor(() => expect(element.dataset.islandState).toBe('ready'));
    // Without zoom the image itself opens the viewer: no 🔍 link.
    expect(withoutZoom.querySelector('.woocommerce-product-gallery__trigger')).toBeNull();
    expect(withoutZoom.querySelectorAll('.flex-control-thumbs [role="tab"]')).toHaveLength(2);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    withoutZoom.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    // Without the viewer the image link is the browser's.
    expect(withoutViewer.querySelector('.woocommerce-product-gallery__trigger')).toBeNull();
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    withoutViewer.querySelector('a')!.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
    expect(withoutSlider.querySelector('.flex-control-thumbs')).toBeNull();
    expect(withoutSlider.querySelector('.woocommerce-product-gallery__trigger')).not.toBeNull();
  });

  it('is defined as Lantern boots, and not without jQuery, without wc_single_product_params, or where WooCommerce’s script is printed', () => {
    vi.stubGlobal('wc_single_product_params', PARAMS);
    bootLantern();
    expect(plugin()).toBeUndefined();
    delete window.lantern;
    vi.stubGlobal('jQuery', jQuery);
    vi.stubGlobal('wc_single_product_params', undefined);
    bootLantern();
    expect(plugin()).toBeUndefined();
    delete window.lantern;
    vi.stubGlobal('wc_single_product_params', PARAMS);
    document.head.innerHTML = '<script id="wc-single-product-js" type="text/plain"></script>';
    bootLantern();
    expect(plugin()).toBeUndefined();
    delete window.lantern;
    document.head.innerHTML = '';
    bootLantern();
    expect(typeof plugin()).toBe('function');
  });

  it('keeps a wc_product_gallery already defined', () => {
    vi.stubGlobal('jQuery', jQuery);
    vi.stubGlobal('wc_single_product_params', PARAMS);
    const own: GalleryPlugin = function (this: unknown) {
      return this;
    };
    (jQuery.fn as unknown as { wc_product_gallery?: GalleryPlugin }).wc_product_gallery = own;
    bootLantern();
    expect(plugin()).toBe(own);
  });

  it('sets nothing up where the shop keeps its gallery scripts (no gallery row on the page)', async () => {
    vi.stubGlobal('jQuery', jQuery);
    vi.stubGlobal('wc_single_product_params', PARAMS);
    // The page chunk's rows come, without the gallery's: another island shows they have.
    bootLantern([islandFor({ name: 'tabs', kind: 'behaviour', adopt: '.tabs', hydrate: 'load' }, { mount: () => undefined })]);
    document.body.insertAdjacentHTML('beforeend', '<div class="tabs"></div>');
    const added = addGallery(['front', 'side']);
    callOn(added);
    await vi.waitFor(() => expect(document.querySelector<HTMLElement>('.tabs')?.dataset.islandState).toBe('ready'));
    expect(added.dataset.island).toBeUndefined();
    expect(added.style.opacity).toBe('0');
  });
});
