import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './tabs';

/** WooCommerce 8.8's tabs markup: the tab role on the `li`, every panel printed visible. */
const TABS = `
  <div class="woocommerce-tabs wc-tabs-wrapper">
    <ul class="tabs wc-tabs" role="tablist">
      <li class="description_tab" id="tab-title-description" role="tab" aria-controls="tab-description"><a href="#tab-description">Description</a></li>
      <li class="reviews_tab" id="tab-title-reviews" role="tab" aria-controls="tab-reviews"><a href="#tab-reviews">Reviews (1)</a></li>
    </ul>
    <div class="woocommerce-Tabs-panel panel wc-tab" id="tab-description" role="tabpanel" aria-labelledby="tab-title-description">About</div>
    <div class="woocommerce-Tabs-panel panel wc-tab" id="tab-reviews" role="tabpanel" aria-labelledby="tab-title-reviews"><div id="reviews"></div></div>
  </div>
  <a class="woocommerce-review-link" href="#reviews">(1 customer review)</a>`;

function shown(): string[] {
  return Array.from(document.querySelectorAll<HTMLElement>('.wc-tab'))
    .filter((panel) => panel.style.display !== 'none')
    .map((panel) => panel.id);
}

describe('product tabs', () => {
  let controller: AbortController;
  let wrapper: HTMLElement;
  beforeEach(() => {
    history.replaceState(null, '', '/product/cap/');
    document.body.innerHTML = TABS;
    wrapper = document.querySelector<HTMLElement>('.woocommerce-tabs')!;
    controller = new AbortController();
  });
  afterEach(() => controller.abort());

  it('moves the tab role to the links and shows the first panel', () => {
    mount(createMountContext(wrapper, controller.signal));
    const [first, second] = Array.from(document.querySelectorAll('.wc-tabs li'));
    expect(first?.getAttribute('role')).toBe('presentation');
    expect(first?.hasAttribute('aria-controls')).toBe(false);
    expect(first?.classList.contains('active')).toBe(true);
    expect(second?.querySelector('a')?.getAttribute('aria-selected')).toBe('false');
    expect(first?.querySelector('a')?.getAttribute('tabindex')).toBe('0');
    expect(shown()).toEqual(['tab-description']);
  });

  it('opens the reviews for the review link and its fragment', () => {
    mount(createMountContext(wrapper, controller.signal));
    fireEvent.click(document.querySelector('a.woocommerce-review-link')!);
    expect(shown()).toEqual(['tab-reviews']);
  });

  it('follows a fragment set after load', () => {
    mount(createMountContext(wrapper, controller.signal));
    history.replaceState(null, '', '/product/cap/#reviews');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(shown()).toEqual(['tab-reviews']);
  });

  it('gives the markup back as it was printed when unmounted', () => {
    const printed = wrapper.outerHTML;
    const cleanUp = mount(createMountContext(wrapper, controller.signal));
    cleanUp?.();
    expect(wrapper.outerHTML.replace(/ style=""/g, '')).toBe(printed);
  });
});
