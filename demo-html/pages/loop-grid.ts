import { html } from '../../fixtures/html/html';
import { FILTER_TERMS, filterByCategories, filterFromUrl, LOOP_GRID, loopGridContent } from '../../fixtures/shop/loop-grid';
import { REST_NONCE } from '../../fixtures/shop/session';
import type { PageContext, PageView } from '../context';

/**
 * A page-builder page with a product loop grid and a category taxonomy filter (several terms,
 * OR), rendered already filtered by the `e-filter-…` address parameter, as the plugin does.
 *
 * @example
 * loopGridPage(context).title; // 'Shop by category'
 */
export function loopGridPage(context: PageContext): PageView {
  const filter = filterFromUrl(context.url);
  const active = new Set(filter?.terms ?? []);
  const products = filterByCategories(context.catalogue, filter);
  const pageNum = Math.max(1, Number(context.url.searchParams.get('paged') ?? context.url.searchParams.get('page') ?? 1) || 1);
  const settings = JSON.stringify({ selected_element: LOOP_GRID.loopWidgetId, taxonomy: LOOP_GRID.taxonomy, multiple_selection: 'yes', logical_combination: 'OR' });
  const base = new URL('/shop-by-category/', context.url).href;
  return {
    title: 'Shop by category',
    bodyClass: ['page-template-default', 'page', `page-id-${LOOP_GRID.postId}`, 'elementor-default', 'elementor-kit-5', 'elementor-page', `elementor-page-${LOOP_GRID.postId}`],
    globals: [
      { id: 'elementor-frontend-js-before', name: 'elementorFrontendConfig', value: { environmentMode: { edit: false }, post: { id: LOOP_GRID.postId, title: 'Shop by category' } } },
      { id: 'elementor-pro-frontend-js-before', name: 'ElementorProFrontendConfig', value: { urls: { rest: new URL('/wp-json/', context.url).href }, loopFilter: { nonce: REST_NONCE }, settings: { lazy_load_background_images: '' } } },
    ],
    main: html`<div data-elementor-type="wp-page" data-elementor-id="${LOOP_GRID.postId}" class="elementor elementor-${LOOP_GRID.postId}">
<h1 class="entry-title">Shop by category</h1>
<p>Pick one or more categories: the grid shows products in any of them.</p>
<div class="elementor-element elementor-element-${LOOP_GRID.filterWidgetId} elementor-widget elementor-widget-taxonomy-filter" data-id="${LOOP_GRID.filterWidgetId}" data-element_type="widget" data-settings="${settings}" data-widget_type="taxonomy-filter.default">
<div class="elementor-widget-container"><search class="e-filter" role="search" data-base-url="${base}" data-page-num="${pageNum}">
<button class="e-filter-item" data-filter="__all" aria-pressed="${active.size === 0 ? 'true' : 'false'}">All</button>
${FILTER_TERMS.map((term) => html`<button class="e-filter-item" data-filter="${term.slug}" aria-pressed="${active.has(term.slug) ? 'true' : 'false'}">${term.name}</button>`)}
</search></div></div>
<div class="elementor-element elementor-element-${LOOP_GRID.loopWidgetId} elementor-widget elementor-widget-loop-grid" data-id="${LOOP_GRID.loopWidgetId}" data-element_type="widget" data-widget_type="loop-grid.product">
${loopGridContent(products)}
</div>
</div>`,
  };
}
