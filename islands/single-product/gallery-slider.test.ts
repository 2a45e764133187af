import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { startSlider, type Slider } from './gallery-slider';

/** Three images as WooCommerce prints them, the first with a thumbnail name, the others without. */
const GALLERY = `<div class="woocommerce-product-gallery images" id="gallery">
  <div class="woocommerce-product-gallery__wrapper">${['front', 'side', 'back']
    .map((view, index) => `<div class="woocommerce-product-gallery__image" data-thumb="/t-${view}.png" data-thumb-alt="${index === 0 ? 'Cap, front' : ''}"><a href="/${view}.png"><img src="/${view}.png" alt="" title="${index === 1 ? 'Cap from the side' : ''}"></a></div>`)
    .join('')}</div></div>`;

describe('gallery slider', () => {
  let gallery: HTMLElement;
  let slides: HTMLElement[];
  let slider: Slider;
  const onChange = vi.fn();
  beforeEach(() => {
    document.body.innerHTML = GALLERY;
    gallery = document.getElementById('gallery')!;
    slides = Array.from(gallery.querySelectorAll<HTMLElement>('.woocommerce-product-gallery__image'));
    slider = startSlider(gallery, gallery.querySelector('.woocommerce-product-gallery__wrapper')!, slides, { speed: 500, rtl: false, onChange });
  });
  afterEach(() => onChange.mockReset());

  const thumbs = () => Array.from(gallery.querySelectorAll<HTMLElement>('.flex-control-thumbs li'));
  const active = () => slides.findIndex((slide) => slide.classList.contains('flex-active-slide'));

  it('builds FlexSlider’s viewport and thumbnails as tabs, each named, the first shown', () => {
    expect(gallery.querySelector('.flex-viewport > .woocommerce-product-gallery__wrapper')).not.toBeNull();
    expect(thumbs().map((tab) => `${tab.getAttribute('role')} ${tab.getAttribute('aria-label')} ${tab.getAttribute('aria-selected')} ${tab.tabIndex}`)).toEqual([
      'tab Cap, front true 0',
      'tab Cap from the side false -1',
      'tab 3 / 3 false -1',
    ]);
    expect(thumbs()[1]?.querySelector('img')?.getAttribute('src')).toBe('/t-side.png');
    expect(active()).toBe(0);
    expect(slides.map((slide) => slide.inert)).toEqual([false, true, true]);
    expect(slides[2]?.getAttribute('aria-labelledby')).toBe(thumbs()[2]?.id);
  });

  it('shows a clicked thumbnail’s image and moves with the arrow keys, Home and End', () => {
    fireEvent.click(thumbs()[2]!.querySelector('img')!);
    expect(active()).toBe(2);
    expect(thumbs()[2]?.querySelector('img')?.classList.contains('flex-active')).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(2);
    fireEvent.keyDown(thumbs()[2]!, { key: 'ArrowRight' });
    expect(active()).toBe(2);
    fireEvent.keyDown(thumbs()[2]!, { key: 'ArrowLeft' });
    expect(active()).toBe(1);
    expect(document.activeElement).toBe(thumbs()[1]);
    fireEvent.keyDown(thumbs()[1]!, { key: 'End' });
    expect(active()).toBe(2);
    fireEvent.keyDown(thumbs()[2]!, { key: 'Home' });
    expect(active()).toBe(0);
  });

  it('moves one image for a horizontal swipe, and the click ending it does not reach the link', () => {
    const viewport = gallery.querySelector('.flex-viewport')!;
    fireEvent.pointerDown(viewport, { button: 0, clientX: 300, clientY: 100 });
    fireEvent.pointerUp(viewport, { clientX: 100, clientY: 110 });
    expect(active()).toBe(1);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    slides[1]!.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    fireEvent.pointerDown(viewport, { button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(viewport, { clientX: 120, clientY: 300 });
    expect(active()).toBe(1);
  });

  it('gives the printed markup back when destroyed', () => {
    slider.destroy();
    expect(gallery.querySelector('.flex-viewport, .flex-control-thumbs, .flex-active-slide, [inert], [role]')).toBeNull();
    expect(slides.every((slide) => !slide.hasAttribute('style') && !slide.id)).toBe(true);
  });
});
