import { html, type SafeHtml } from '../../fixtures/html/html';
import type { Product } from '../../fixtures/catalogue/index';
import { PRODUCT_VIEWS } from '../../fixtures/server/product-images';

/** The large image's declared size: wider than the gallery, so zoom has something to show. */
const LARGE = 1200;

/**
 * The product gallery as WooCommerce 8.8.3 prints it (`single-product/product-image.php`,
 * `wc_get_gallery_image_html`): invisible until its script runs, the main image then the
 * gallery's other views, each `div.woocommerce-product-gallery__image` with its thumbnail in
 * `data-thumb` and the large image's address and size on the `img`. Printed without space between
 * the images, as WooCommerce prints them, so the theme lays the other views out as one row.
 *
 * @example
 * productGallery(product); // <div class="woocommerce-product-gallery … images" style="opacity: 0; …">
 */
export function productGallery(product: Product): SafeHtml {
  const views = PRODUCT_VIEWS.map((view, index) => {
    const src = index === 0 ? product.image : product.image.replace(/\.svg$/, `-view-${index + 1}.svg`);
    const alt = view.caption ? `${product.name}, ${view.caption.toLowerCase()}` : product.name;
    return html`<div data-thumb="${src}" data-thumb-alt="${alt}" class="woocommerce-product-gallery__image"><a href="${src}"><img width="600" height="600" src="${src}" class="${index === 0 ? 'wp-post-image' : ''}" alt="${alt}" title="${product.name}" data-caption="${view.caption}" data-src="${src}" data-large_image="${src}" data-large_image_width="${LARGE}" data-large_image_height="${LARGE}" decoding="async"${index === 0 ? html` fetchpriority="high"` : html` loading="lazy"`}></a></div>`;
  });
  return html`<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;">
<div class="woocommerce-product-gallery__wrapper">${views}</div>
</div>`;
}
