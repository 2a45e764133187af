import { afterEach, describe, expect, it } from 'vitest';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './gallery';

describe('product gallery', () => {
  const controller = new AbortController();
  afterEach(() => controller.abort());

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
});
