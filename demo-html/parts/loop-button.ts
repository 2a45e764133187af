import { classNames, html, type SafeHtml } from '../../fixtures/html/html';
import type { Product } from '../../fixtures/catalogue/index';
import { productInStock } from '../../fixtures/catalogue/stock';

/** The button's words, labels and link per product state, as `WC_Product::add_to_cart_*` give them. */
function buttonText(product: Product, inStock: boolean) {
  if (!inStock) {
    return { text: 'Read more', label: `Read more about “${product.name}”`, href: product.permalink, describedBy: '' };
  }
  if (product.type === 'variable') {
    return {
      text: 'Select options',
      label: `Select options for “${product.name}”`,
      href: product.permalink,
      describedBy: 'This product has multiple variants. The options may be chosen on the product page',
    };
  }
  return { text: 'Add to cart', label: `Add to cart: “${product.name}”`, href: `?add-to-cart=${product.id}`, describedBy: '' };
}

/**
 * The loop add-to-cart link (`loop/add-to-cart.php`) and its describedby span. Only simple
 * products in stock get `add_to_cart_button ajax_add_to_cart`; variable ones get
 * `add_to_cart_button` and link to the product; out of stock is a plain "Read more".
 *
 * @example
 * loopAddToCart(product); // <a href="?add-to-cart=104" … class="button product_type_simple add_to_cart_button ajax_add_to_cart" …>
 */
export function loopAddToCart(product: Product, options: { cfvsw?: boolean } = {}): SafeHtml {
  const inStock = productInStock(product);
  const { text, label, href, describedBy } = buttonText(product, inStock);
  const describedById = `woocommerce_loop_add_to_cart_link_describedby_${product.id}`;
  const classes = classNames(
    'button',
    `product_type_${product.type}`,
    inStock && 'add_to_cart_button',
    inStock && product.type === 'simple' && 'ajax_add_to_cart',
    // CartFlows' Variation Swatches (`shop_page_add_to_cart_args`): its own add to cart, with both words.
    options.cfvsw && 'cfvsw_ajax_add_to_cart',
  );
  const successMessage = product.type === 'simple' ? `“${product.name}” has been added to your cart` : null;
  return html`<a href="${href}" aria-describedby="${describedById}" data-quantity="1" class="${classes}" data-product_id="${product.id}" data-product_sku="${product.sku}" aria-label="${label}" rel="nofollow"${
    successMessage !== null && html` data-success_message="${successMessage}"`
  }${options.cfvsw && html` data-add_to_cart_text="Add to Cart" data-select_options_text="${text}"`} role="button">${text}</a><span id="${describedById}" class="screen-reader-text">${describedBy}</span>`;
}
