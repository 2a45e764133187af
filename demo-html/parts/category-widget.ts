import { html, type SafeHtml } from '../../fixtures/html/html';
import { categories, type CategorySlug, type Product } from '../../fixtures/catalogue/index';

/**
 * The product categories widget with counts; the current category is marked.
 *
 * @example
 * categoryWidget(catalogue, 'marine');
 */
export function categoryWidget(products: readonly Product[], current?: CategorySlug): SafeHtml {
  return html`<div class="widget woocommerce widget_product_categories"><span class="gamma widget-title">Product categories</span>
<ul class="product-categories">${categories.map((category) => {
    const count = products.filter((product) => product.categories.includes(category.slug)).length;
    const isCurrent = category.slug === current;
    return html`<li class="cat-item cat-item-${category.id}${isCurrent && ' current-cat'}"><a href="/product-category/${category.slug}/"${isCurrent && html` aria-current="page"`}>${category.name}</a> <span class="count">(${count})</span></li>`;
  })}</ul></div>`;
}
