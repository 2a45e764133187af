import type { VariationData } from '../../src/net/variation';
import { asRecord } from '../../src/config/records';
import { text } from '../../src/product/variation-data';
import { emitOn } from '../../src/bridge/events';
import { SINGLE_PRODUCT } from '../../src/bridge/single-product-names';

/**
 * SKU, weight, dimensions and the main gallery image follow the matched variation, and come
 * back to the product's own when the choice is reset, as WooCommerce's script does. The
 * original value is kept in `data-o_*` attributes, the names WooCommerce uses, so a theme
 * script that reads them still finds them.
 */

function setContent(element: Element, value: string): void {
  if (!element.hasAttribute('data-o_content')) element.setAttribute('data-o_content', element.textContent ?? '');
  element.textContent = value;
}

function resetContent(element: Element): void {
  const original = element.getAttribute('data-o_content');
  if (original !== null) element.textContent = original;
}

/**
 * Sets a variation's value, keeping the printed one in `data-o_*` first (an absent attribute is
 * kept as ''). `false` (what WooCommerce sends for a missing srcset or sizes) takes the attribute
 * off; an empty string is set as it is: an image's `alt=""` says it is decorative, and taking it
 * off would have screen readers read the file name.
 */
function setAttr(element: Element, name: string, value: string | false | undefined): void {
  const key = `data-o_${name}`;
  if (!element.hasAttribute(key)) element.setAttribute(key, element.getAttribute(name) ?? '');
  if (value === undefined) return;
  if (value === false) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/** Puts the printed value back, an empty one included, as WooCommerce's script does. */
function resetAttr(element: Element, name: string): void {
  const original = element.getAttribute(`data-o_${name}`);
  if (original !== null) element.setAttribute(name, original);
}

const IMAGE_ATTRS: Readonly<Record<string, string>> = {
  src: 'src',
  height: 'src_h',
  width: 'src_w',
  srcset: 'srcset',
  sizes: 'sizes',
  title: 'title',
  'data-caption': 'caption',
  alt: 'alt',
  'data-src': 'full_src',
  'data-large_image': 'full_src',
  'data-large_image_width': 'full_src_w',
  'data-large_image_height': 'full_src_h',
};

interface ProductParts {
  sku: Element[];
  weight: Element[];
  dimensions: Element[];
  image: HTMLImageElement | null;
  imageLink: HTMLAnchorElement | null;
  imageWrap: HTMLElement | null;
  /** The gallery (`.images`) and its slider's thumbnail images, in order. */
  gallery: HTMLElement | null;
  thumbs: HTMLImageElement[];
}

function productParts(form: HTMLElement): ProductParts {
  const product = form.closest('.product') ?? form.ownerDocument.body;
  const imageWrap = product.querySelector<HTMLElement>(
    '.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder',
  );
  return {
    sku: Array.from(product.querySelectorAll('.product_meta .sku')),
    weight: Array.from(
      product.querySelectorAll('.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value'),
    ),
    dimensions: Array.from(
      product.querySelectorAll(
        '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value',
      ),
    ),
    image: imageWrap?.querySelector<HTMLImageElement>('.wp-post-image') ?? null,
    imageLink: imageWrap?.querySelector<HTMLAnchorElement>('a') ?? null,
    imageWrap: imageWrap ?? null,
    gallery: product.querySelector<HTMLElement>('.images'),
    thumbs: Array.from(product.querySelectorAll<HTMLImageElement>('.flex-control-nav li img')),
  };
}

/** A field of the variation's image: a string, `false` where WooCommerce sends none, else undefined. */
function imageField(image: Record<string, unknown>, key: string): string | false | undefined {
  const value = image[key];
  if (value === false) return false;
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

function imageId(variation: VariationData): string {
  return imageField(variation, 'image_id') || '';
}

/**
 * Shows the matched variation's SKU, weight, dimensions and image.
 * @example showVariationDetails(form, variation);
 */
export function showVariationDetails(form: HTMLElement, variation: VariationData): void {
  const parts = productParts(form);
  const sku = text(variation, 'sku');
  parts.sku.forEach((element) => (sku ? setContent(element, sku) : resetContent(element)));
  const weight = text(variation, 'weight') ? text(variation, 'weight_html') : '';
  parts.weight.forEach((element) => (weight ? setContent(element, weight) : resetContent(element)));
  const dimensions = text(variation, 'dimensions_html');
  parts.dimensions.forEach((element) => (dimensions ? setContent(element, dimensions) : resetContent(element)));

  const image = asRecord(variation.image);
  if (!parts.image || !image || !imageField(image, 'src')) {
    resetVariationImage(parts);
    followImage(form, parts, '');
    return;
  }
  const thumb = imageField(image, 'gallery_thumbnail_src') || undefined;
  // An image the gallery already has: the first image goes back to its own and the slider goes
  // to that image, as WooCommerce's script does (it clicks the thumbnail).
  if (thumb && parts.thumbs.some((img) => img.getAttribute('data-o_src') === thumb)) resetVariationImage(parts);
  const inGallery = thumb ? parts.thumbs.find((img) => img.getAttribute('src') === thumb) : undefined;
  if (inGallery) {
    inGallery.click();
    form.setAttribute('current-image', imageId(variation));
    if (parts.gallery) emitOn(parts.gallery, SINGLE_PRODUCT.galleryInitZoom, [], {});
    return;
  }
  for (const [attribute, key] of Object.entries(IMAGE_ATTRS)) setAttr(parts.image, attribute, imageField(image, key));
  // WooCommerce puts the image itself, not its thumbnail, in the slide's data-thumb.
  if (parts.imageWrap) setAttr(parts.imageWrap, 'data-thumb', imageField(image, 'src'));
  if (parts.imageLink) setAttr(parts.imageLink, 'href', imageField(image, 'full_src'));
  if (parts.thumbs[0]) setAttr(parts.thumbs[0], 'src', thumb);
  followImage(form, parts, imageId(variation));
}

/**
 * Tells the gallery its first image changed: back to the first slide when the shown image is
 * another than last time (`current-image` on the form, WooCommerce's attribute), and zoom set
 * up again for the new large image.
 */
function followImage(form: HTMLElement, parts: ProductParts, imageId: string): void {
  const changed = form.getAttribute('current-image') !== imageId;
  form.setAttribute('current-image', imageId);
  if (!parts.gallery) return;
  if (changed) emitOn(parts.gallery, SINGLE_PRODUCT.galleryResetSlide, [], {});
  emitOn(parts.gallery, SINGLE_PRODUCT.galleryInitZoom, [], {});
}

function resetVariationImage(parts: ProductParts): void {
  if (parts.image) for (const attribute of Object.keys(IMAGE_ATTRS)) resetAttr(parts.image, attribute);
  if (parts.imageWrap) resetAttr(parts.imageWrap, 'data-thumb');
  if (parts.imageLink) resetAttr(parts.imageLink, 'href');
  if (parts.thumbs[0]) resetAttr(parts.thumbs[0], 'src');
}

/**
 * Puts the product's own SKU, weight and dimensions back (the image is {@link resetProductImage}'s).
 * @example resetVariationDetails(form);
 */
export function resetVariationDetails(form: HTMLElement): void {
  const parts = productParts(form);
  [...parts.sku, ...parts.weight, ...parts.dimensions].forEach(resetContent);
}

/**
 * Puts the product's own image back, as WooCommerce's form does on `reset_image`.
 * @example resetProductImage(form);
 */
export function resetProductImage(form: HTMLElement): void {
  const parts = productParts(form);
  resetVariationImage(parts);
  followImage(form, parts, '');
}
