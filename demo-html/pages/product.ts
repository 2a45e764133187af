import { html, type SafeHtml } from '../../fixtures/html/html';
import { categoryName, type Product } from '../../fixtures/catalogue/index';
import { isOnSale, maxPurchase, productInStock } from '../../fixtures/catalogue/stock';
import { availabilityHtml } from '../../fixtures/shop/availability';
import { productPriceHtml } from '../../fixtures/shop/product-price';
import type { PageContext, PageView } from '../context';
import { lanternConfigGlobal, variationFormGlobal } from '../layout/globals';
import { productClasses, productLoop } from '../parts/loop';
import { quantityInput } from '../parts/quantity-input';
import { variationsForm } from '../parts/variations-form';
import { wishlistButton } from '../../fixtures/shop/wishlist/markup';
import { compareButton, quickTable } from '../parts/compare';
import { SWATCHES_BODY_CLASSES, swatchesGlobal, swatchesGlobalOtherRules } from '../parts/swatches';
import { CFVSW_BODY_CLASSES, cfvswGlobal } from '../parts/cfvsw-swatches';
import { pdfEmailLink, pdfGlobal, pdfPrintButton } from '../parts/pdf-generator';
import { thickboxGlobal } from '../parts/thickbox';
import { productRating, productTabs, singleProductGlobal } from '../parts/product-tabs';
import { productGallery } from '../parts/product-gallery';

function simpleForm(product: Product & { type: 'simple' }, ajax: boolean): SafeHtml {
  if (!productInStock(product)) return html``;
  return html`<form class="cart" action="${product.permalink}" method="post" enctype="multipart/form-data">
${quantityInput({ productName: product.name, idSeed: `single-${product.id}`, max: maxPurchase(product) })}
<button type="submit" name="add-to-cart" value="${product.id}" class="single_add_to_cart_button button alt${ajax ? ' ajax_add_to_cart' : ''}">Add to cart</button>
</form>`;
}

function productMeta(product: Product): SafeHtml {
  const links = product.categories.map((slug) => html`<a href="/product-category/${slug}/" rel="tag">${categoryName(slug)}</a>`);
  return html`<div class="product_meta">
<span class="sku_wrapper">SKU: <span class="sku">${product.sku}</span></span>
<span class="posted_in">${product.categories.length > 1 ? 'Categories' : 'Category'}: ${links.map((link, index) => html`${index > 0 && ', '}${link}`)}</span>
</div>`;
}

/**
 * The single product page (`content-single-product.php`): gallery, summary with price, stock
 * and the add-to-cart form (simple or variable), the tabs (description, additional information,
 * reviews with the review form) and related products.
 *
 * @example
 * productPage(context, product).bodyClass; // ['product-template-default', 'single', 'single-product', …]
 */
export function productPage(context: PageContext, product: Product): PageView {
  const related = context.catalogue
    .filter((other) => other.id !== product.id && other.categories.some((slug) => product.categories.includes(slug)))
    .slice(0, 4);
  const primaryCategory = product.categories[0];
  const plugin = context.flags.swatches && product.type === 'variable' ? (context.flags.cfvswSwatches ? 'cfvsw' : 'wvs') : false;
  const swatchesGlobals = plugin === 'cfvsw' ? [cfvswGlobal] : plugin === 'wvs' ? [context.flags.swatchRules ? swatchesGlobalOtherRules : swatchesGlobal] : [];
  return {
    title: product.name,
    bodyClass: [
      'product-template-default', 'single', 'single-product', `postid-${product.id}`, 'woocommerce', 'woocommerce-page',
      ...(plugin === 'wvs' ? SWATCHES_BODY_CLASSES : plugin === 'cfvsw' ? CFVSW_BODY_CLASSES : []),
    ],
    breadcrumb: [
      { label: 'Shop', href: '/shop/' },
      ...(primaryCategory ? [{ label: categoryName(primaryCategory), href: `/product-category/${primaryCategory}/` }] : []),
      { label: product.name },
    ],
    globals: [lanternConfigGlobal, pdfGlobal, thickboxGlobal, singleProductGlobal, ...(product.type === 'variable' ? [variationFormGlobal, ...swatchesGlobals] : [])],
    main: html`<div class="woocommerce-notices-wrapper"></div>
<div id="product-${product.id}" class="${productClasses(product)}">
${isOnSale(product) && html`<span class="onsale">Sale!</span>`}
${productGallery(product)}
<div class="summary entry-summary">
<h1 class="product_title entry-title">${product.name}</h1>
${productRating(product)}
<div class="pgfw-tools">${pdfPrintButton('current')}${pdfEmailLink(product.id, true)}</div>
<p class="price">${productPriceHtml(product)}</p>
<div class="woocommerce-product-details__short-description"><p>${product.shortDescription}</p></div>
${product.type === 'simple' ? html`${availabilityHtml(product)}${simpleForm(product, context.flags.ajaxSingle)}` : variationsForm(product, { swatches: plugin, ajax: context.flags.ajaxSingle })}
${wishlistButton(product, context.wishlist.listed.has(product.id))}
${compareButton(product)}
${productMeta(product)}
</div>
${productTabs(product, html`<p>${product.description}</p><p><a href="/demo-assets/beam-guide.html" class="thickbox" title="Which beam pattern?">Which beam pattern suits you?</a></p>`)}
${related.length > 0 && html`<section class="related products"><h2>Related products</h2>${productLoop(related, 4, context.wishlist.listed)}</section>`}
${quickTable(context, [product, ...related])}
</div>`,
  };
}
