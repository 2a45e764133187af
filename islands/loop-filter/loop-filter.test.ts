import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSettings } from '../../src/config/settings';
import { setMountSettings } from '../../src/runtime/context';
import { hydrate, unmountAll } from '../../src/runtime/lifecycle';
import { clearRegistry, registerIslands } from '../../src/runtime/registry';
import { islandFor } from '../../src/runtime/testing';
import { testServer } from '../../fixtures/msw/test-server';
import { LOOP_GRID } from '../../fixtures/shop/loop-grid';
import { loopFilter } from './index';
import * as loopFilterModule from './loop-filter';

const settings = (join: string) => JSON.stringify({ selected_element: LOOP_GRID.loopWidgetId, taxonomy: 'product_cat', multiple_selection: 'yes', logical_combination: join }).replaceAll('"', '&quot;');

const PAGE = (join = 'OR') => `<div data-elementor-id="${LOOP_GRID.postId}">
  <div class="elementor-widget-taxonomy-filter" data-id="${LOOP_GRID.filterWidgetId}" data-settings="${settings(join)}">
    <search class="e-filter" data-base-url="http://shop.test/shop-by-category/" data-page-num="1">
      <button class="e-filter-item" data-filter="__all" aria-pressed="true">All</button>
      <button class="e-filter-item" data-filter="marine" aria-pressed="false">Marine</button>
      <button class="e-filter-item" data-filter="worklights" aria-pressed="false">Work lights</button>
      <button class="e-filter-item" data-filter="online-sales" aria-pressed="false">Online</button>
    </search></div>
  <div class="elementor-element elementor-element-${LOOP_GRID.loopWidgetId} e-load-more-pagination-end"><div class="elementor-widget-container"><p id="old">old grid</p></div></div>
</div>`;

const loop = () => document.querySelector<HTMLElement>(`.elementor-element-${LOOP_GRID.loopWidgetId}`)!;
const button = (term: string) => document.querySelector<HTMLElement>(`[data-filter="${term}"]`)!;
const items = () => loop().querySelectorAll('.e-loop-item').length;
let bodies: Record<string, unknown>[] = [];
let nonces: (string | null)[] = [];

async function mountPage(join?: string, bodyClass = ''): Promise<void> {
  document.body.className = bodyClass;
  document.body.innerHTML = PAGE(join);
  vi.stubGlobal('ElementorProFrontendConfig', { urls: { rest: 'http://shop.test/wp-json/' }, loopFilter: { nonce: 'nonce-1' } });
  setMountSettings(readSettings(document));
  registerIslands([islandFor({ ...loopFilter, hydrate: 'load' }, loopFilterModule)]);
  hydrate(document);
  await vi.waitFor(() => expect(document.querySelector('.elementor-widget-taxonomy-filter')!.getAttribute('data-island-state')).toBe('ready'));
}

beforeEach(() => {
  bodies = [];
  nonces = [];
  history.replaceState(null, '', '/shop-by-category/');
  testServer.use(
    http.post('*/wp-json/elementor-pro/v1/refresh-loop', async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
      nonces.push(request.headers.get('x-wp-nonce'));
      return undefined;
    }),
  );
});

afterEach(() => {
  unmountAll();
  clearRegistry();
  setMountSettings(undefined);
});

describe('the loop grid taxonomy filter', () => {
  it('refreshes the grid with the chosen terms, writes them to the address and presses the buttons', async () => {
    await mountPage();
    button('marine').click();
    await vi.waitFor(() => expect(items()).toBe(15));
    expect(bodies[0]).toEqual({
      post_id: String(LOOP_GRID.postId),
      widget_filters: { taxonomy: { product_cat: { terms: ['marine'], logicalJoin: 'OR' } } },
      widget_id: LOOP_GRID.loopWidgetId,
      pagination_base_url: 'http://shop.test/shop-by-category/',
    });
    expect(nonces[0]).toBeNull();
    expect(location.search).toBe(`?e-filter-${LOOP_GRID.loopWidgetId}-product_cat=marine`);
    expect(button('marine').getAttribute('aria-pressed')).toBe('true');
    expect(button('__all').getAttribute('aria-pressed')).toBe('false');
    expect(loop().classList.contains('e-load-more-pagination-end')).toBe(false);

    button('worklights').click();
    await vi.waitFor(() => expect(items()).toBe(15 + 24));
    expect(location.search).toBe(`?e-filter-${LOOP_GRID.loopWidgetId}-product_cat=marine~worklights`);
    button('__all').click();
    await vi.waitFor(() => expect(items()).toBe(48));
    expect(location.search).toBe('');
    expect(button('__all').getAttribute('aria-pressed')).toBe('true');
  });

  it('sends AND terms joined by + and an invalid operator as single selection', async () => {
    await mountPage('AND');
    button('online-sales').click();
    button('worklights').click();
    await vi.waitFor(() => expect(items()).toBe(3));
    expect(location.search).toBe(`?e-filter-${LOOP_GRID.loopWidgetId}-product_cat=online-sales+worklights`);
    unmountAll();
    history.replaceState(null, '', '/shop-by-category/');
    await mountPage('XOR');
    button('online-sales').click();
    button('worklights').click();
    await vi.waitFor(() => expect(bodies.at(-1)?.widget_filters).toEqual({ taxonomy: { product_cat: { terms: ['worklights'] } } }));
    expect(button('online-sales').getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the loading overlay while the request is out and keeps the grid when it fails', async () => {
    testServer.use(
      http.post('*/wp-json/elementor-pro/v1/refresh-loop', async () => {
        await delay(50);
        return new HttpResponse('<html>error</html>', { status: 500 });
      }),
    );
    await mountPage();
    button('marine').click();
    expect(loop().classList.contains('e-loading-overlay')).toBe(true);
    await vi.waitFor(() => expect(loop().classList.contains('e-loading-overlay')).toBe(false));
    expect(document.getElementById('old')).not.toBeNull();
  });

  it('sends the editor model, edit mode and the nonce only in the editor', async () => {
    await mountPage('OR', 'elementor-editor-active');
    button('marine').click();
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]?.is_edit_mode).toBe(true);
    expect(bodies[0]?.widget_model).toBeTruthy();
    expect(nonces[0]).toBe('nonce-1');
  });

  it('rebuilds its state from the address without a request, and follows Back', async () => {
    history.replaceState(null, '', `/shop-by-category/?e-filter-${LOOP_GRID.loopWidgetId}-product_cat=marine~online-sales`);
    await mountPage();
    expect(button('marine').getAttribute('aria-pressed')).toBe('true');
    expect(button('online-sales').getAttribute('aria-pressed')).toBe('true');
    expect(bodies).toHaveLength(0);
    button('marine').click();
    await vi.waitFor(() => expect(items()).toBe(12));
    history.back();
    await vi.waitFor(() => expect(button('marine').getAttribute('aria-pressed')).toBe('true'));
    await vi.waitFor(() => expect(items()).toBe(15 + 12));
  });
});
