import { classNames, html, type SafeHtml } from '../../fixtures/html/html';
import type { Product } from '../../fixtures/catalogue/index';
import { isOnSale, productInStock } from '../../fixtures/catalogue/stock';
import { productPriceHtml } from '../../fixtures/shop/product-price';
import { loopAddToCart } from './loop-button';
import { wishlistButton } from '../../fixtures/shop/wishlist/markup';
import { compareButton } from './compare';
import { cfvswShopForm } from './cfvsw-swatches';

/** What plugins print in a loop card: CartFlows' Variation Swatches' shop-page form. */
export interface LoopOptions {
  cfvsw?: boolean;
}

/**
 * Post classes WooCommerce gives a product (`wc_get_product_class`), loop position included.
 *
 * @example
 * productClasses(product, 'first'); // 'product type-product post-104 status-publish first instock …'
 */
export function productClasses(product: Product, position: 'first' | 'last' | '' = ''): string {
  const inStock = productInStock(product);
  return classNames(
    'product',
    'type-product',
    `post-${product.id}`,
    'status-publish',
    position,
    inStock ? 'instock' : 'outofstock',
    ...product.categories.map((slug) => `product_cat-${slug}`),
    product.featured && 'featured',
    'has-post-thumbnail',
    isOnSale(product) && 'sale',
    'shipping-taxable',
    'purchasable',
    `product-type-${product.type}`,
  );
}

function loopItem(product: Product, index: number, columns: number, wishlisted: ReadonlySet<number>, options: LoopOptions): SafeHtml {
  const position = index % columns === 0 ? 'first' : index % columns === columns - 1 ? 'last' : '';
  // The plugin prints its form only for variable products with variations to offer.
  const cfvsw = Boolean(options.cfvsw) && product.type === 'variable' && productInStock(product);
  return html`<li class="${productClasses(product, position)}">
<a href="${product.permalink}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><img width="324" height="324" src="${product.image}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="" decoding="async" loading="lazy">${
    isOnSale(product) && html`<span class="onsale">Sale!</span>`
  }${cfvsw && product.type === 'variable' && cfvswShopForm(product)}<h2 class="woocommerce-loop-product__title">${product.name}</h2><span class="price">${productPriceHtml(product)}</span></a>${loopAddToCart(product, { cfvsw })}${wishlistButton(product, wishlisted.has(product.id))}${compareButton(product)}
</li>`;
}

/**
 * A product loop: `ul.products.columns-N` of `li.product`.
 *
 * @example
 * productLoop(catalogue.slice(0, 4), 4);
 */
export function productLoop(products: readonly Product[], columns: number, wishlisted: ReadonlySet<number> = new Set(), options: LoopOptions = {}): SafeHtml {
  return html`<ul class="products columns-${columns}">
${products.map((product, index) => loopItem(product, index, columns, wishlisted, options))}
</ul>`;
}
