import { html } from '../../fixtures/html/html';
import { categoryBySlug, type Category } from '../../fixtures/catalogue/index';
import type { PageContext, PageView } from '../context';
import { orderingForm, resultCount } from '../parts/archive-tools';
import { categoryWidget } from '../parts/category-widget';
import { productLoop } from '../parts/loop';
import { priceFilterWidget } from '../parts/price-filter';
import { archiveQuery, runArchiveQuery, scopedProducts } from './archive-query';
import { priceSliderGlobal, variationFormGlobal } from '../layout/globals';
import { cfvswGlobal } from '../parts/cfvsw-swatches';

export type ArchiveKind = { kind: 'shop' } | { kind: 'category'; category: Category } | { kind: 'search'; term: string };

function describe(archive: ArchiveKind) {
  switch (archive.kind) {
    case 'category':
      return {
        title: archive.category.name,
        action: `/product-category/${archive.category.slug}/`,
        bodyClass: ['archive', 'tax-product_cat', `term-${archive.category.slug}`, `term-${archive.category.id}`, 'woocommerce', 'woocommerce-page'],
        breadcrumb: [{ label: 'Shop', href: '/shop/' }, { label: archive.category.name }],
      };
    case 'search':
      return {
        title: `Search results: “${archive.term}”`,
        action: '/',
        bodyClass: ['search', 'search-results', 'post-type-archive', 'post-type-archive-product', 'woocommerce', 'woocommerce-page'],
        breadcrumb: [{ label: `Search results for “${archive.term}”` }],
      };
    default:
      return {
        title: 'Shop',
        action: '/shop/',
        bodyClass: ['archive', 'post-type-archive', 'post-type-archive-product', 'woocommerce-shop', 'woocommerce', 'woocommerce-page'],
        breadcrumb: [{ label: 'Shop' }],
      };
  }
}

/**
 * A product archive (shop, category or product search) with every match on one page, sorted
 * by `?orderby=` and filtered by `?min_price=`/`?max_price=` on the server.
 *
 * @example
 * archivePage(context, { kind: 'shop' }).title; // 'Shop'
 */
export function archivePage(context: PageContext, archive: ArchiveKind): PageView {
  const query = context.url.searchParams;
  // A search within a category (the header form's `product_cat` select), as WordPress's query var does.
  const searchCategory = archive.kind === 'search' ? categoryBySlug(query.get('product_cat') ?? '')?.slug : undefined;
  const scope =
    archive.kind === 'category' ? { category: archive.category.slug } : archive.kind === 'search' ? { search: archive.term, ...(searchCategory ? { category: searchCategory } : {}) } : {};
  const request = archiveQuery(query, scope);
  const products = runArchiveQuery(context.catalogue, request);
  const page = describe(archive);
  const widgets = html`${priceFilterWidget(scopedProducts(context.catalogue, request), page.action, query)}
${categoryWidget(context.catalogue, archive.kind === 'category' ? archive.category.slug : undefined)}`;
  const close = html`<button type="button" class="filter-close">Close filters</button>`;
  // The theme's dropdown layout prints the widgets above the products instead of in a sidebar.
  const dropdown = context.flags.filterDropdown;
  // The theme's menu layout prints them in the sorting bar, in a row (`{theme}_render_woocommerce_shop_menu`).
  const menu = !dropdown && context.flags.filterMenu;
  const toggle = !menu && html`<button type="button" class="filter-toggle">Filter</button>`;
  const listing =
    products.length > 0
      ? html`<div class="storefront-sorting">${toggle}${orderingForm(query, request.orderby)}${resultCount(products.length, request.orderby)}${
          menu && html`<div id="beacon-menu-filter" class="beacon-menu-filter"><div class="beacon-menu-filter-wrap">${widgets}</div></div>`
        }</div>
${dropdown && html`<div class="beacon-dropdown-filter" role="region" aria-label="Shop filters">${close}<div class="filter-widgets">${widgets}</div></div><div class="beacon-overlay-filter"></div>`}
${productLoop(products, 4, context.wishlist.listed, { cfvsw: context.flags.cfvswSwatches })}`
      : html`<div class="woocommerce-no-products-found"><div class="woocommerce-info" role="status">No products were found matching your selection.</div></div>`;
  return {
    title: page.title,
    bodyClass: dropdown ? [...page.bodyClass, 'shop_filter_dropdown'] : page.bodyClass,
    breadcrumb: page.breadcrumb,
    globals: [priceSliderGlobal, ...(context.flags.cfvswSwatches ? [variationFormGlobal, cfvswGlobal] : [])],
    main: html`<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">${page.title}</h1></header>
<div class="woocommerce-notices-wrapper"></div>
${listing}`,
    sidebar: dropdown || menu ? undefined : widgets,
    // The theme's off-canvas panel (`{theme}_render_woocommerce_shop_canvas`), printed in the
    // footer with an empty wrap: on 1024 px and narrower the sidebar's widgets move into it.
    footer: dropdown || menu ? undefined : html`<div id="beacon-canvas-filter" class="beacon-canvas-filter"><span class="filter-close">Hide filters</span><div class="beacon-canvas-filter-wrap"></div></div><div class="beacon-overlay-filter"></div>`,
  };
}

/** @example categoryArchive('marine') */
export function categoryArchive(slug: string): ArchiveKind | undefined {
  const category = categoryBySlug(slug);
  return category && { kind: 'category', category };
}
