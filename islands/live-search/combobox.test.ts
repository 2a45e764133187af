import { afterEach, describe, expect, it } from 'vitest';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './combobox';

const SEARCH = `
  <div class="site-search ajax-search"><div class="widget woocommerce widget_product_search">
    <form role="search" class="woocommerce-product-search" action="/"><input type="search" class="search-field" name="s"></form></div>
    <div class="ajax-search-result d-none"></div>
  </div>`;

const field = () => document.querySelector<HTMLInputElement>('.search-field')!;
let controller = new AbortController();

afterEach(() => {
  controller.abort();
  controller = new AbortController();
});

describe('the search field before the live search code', () => {
  it('is a collapsed combobox controlling an empty listbox in the results box', () => {
    document.body.innerHTML = SEARCH;
    mount(createMountContext(field(), controller.signal));
    expect(field().getAttribute('role')).toBe('combobox');
    expect(field().getAttribute('aria-autocomplete')).toBe('list');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(field().getAttribute('aria-controls') ?? '');
    expect(list?.getAttribute('role')).toBe('listbox');
    expect(list?.getAttribute('aria-label')).toBe('Search results');
    expect(list?.parentElement?.classList).toContain('ajax-search-result');
    expect(list?.children).toHaveLength(0);
  });

  it('leaves a search form without a results box as the server printed it', () => {
    document.body.innerHTML = '<form class="woocommerce-product-search"><input type="search" class="search-field" name="s"></form>';
    mount(createMountContext(field(), controller.signal));
    expect(field().hasAttribute('role')).toBe(false);
  });

  it('leaves a field the live search already runs to it', () => {
    document.body.innerHTML = SEARCH;
    field().setAttribute('role', 'combobox');
    field().setAttribute('aria-expanded', 'true');
    mount(createMountContext(field(), controller.signal));
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('[role="listbox"]')).toBeNull();
  });
});
