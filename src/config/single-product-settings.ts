import { toBool, toNumber, toRecord, toText } from './coerce';
import { pageGlobal } from './settings';

/** `wc_single_product_params`, as the review form's rating reads it. */
export interface SingleProductSettings {
  /** `review_rating_required`: a review cannot be sent without stars. */
  reviewRatingRequired: boolean;
  /** `i18n_required_rating_text`, the message when it is. */
  i18nRequiredRatingText: string;
}

/**
 * Reads the single product page's global. Without it (a shop that dequeued the handle and
 * dropped its global with it), a rating is required when the server marked the select
 * `required`, which it does exactly when the shop's option asks for one.
 *
 * @example
 * // var wc_single_product_params = { review_rating_required: "yes", i18n_required_rating_text: "Please select a rating", … }
 * readSingleProductSettings(false).reviewRatingRequired; // true
 */
export function readSingleProductSettings(selectRequired: boolean): SingleProductSettings {
  const params = pageGlobal('wc_single_product_params');
  return {
    reviewRatingRequired: toBool(params.review_rating_required, selectRequired),
    i18nRequiredRatingText: toText(params.i18n_required_rating_text, 'Please select a rating'),
  };
}

/** `wc_single_product_params`, as the product gallery reads it. */
export interface GallerySettings {
  /** `flexslider_enabled`: a slider with thumbnails when there is more than one image. */
  slider: boolean;
  /** `flexslider.animationSpeed` in ms (500), `flexslider.rtl`. */
  slideSpeed: number;
  rtl: boolean;
  /** `zoom_enabled`: the large image under the mouse, where it is larger than the gallery. */
  zoom: boolean;
  /** `photoswipe_enabled`: the full-screen viewer. */
  viewer: boolean;
  /** `photoswipe_options.showAnimationDuration` / `hideAnimationDuration` (0 on WooCommerce). */
  viewerShowMs: number;
  viewerHideMs: number;
  /** `i18n_product_gallery_trigger_text`: the name of the link that opens the viewer. */
  triggerLabel: string;
}

/**
 * Reads the gallery's three flags (`"1"` or `""`) and the options the replacement uses. A
 * theme's call of WooCommerce's `wc_product_gallery(args)` passes `args`: a flag it sets to
 * `false` switches that part off (it never switches one on), and its `flexslider` gives the
 * slider's options (the page's when it has none).
 *
 * @example
 * // var wc_single_product_params = { flexslider_enabled: "1", zoom_enabled: "1", photoswipe_enabled: "1", … }
 * readGallerySettings({ zoom_enabled: false }).zoom; // false
 */
export function readGallerySettings(args?: unknown): GallerySettings {
  const params = pageGlobal('wc_single_product_params');
  const call = toRecord(args);
  const on = (flag: string) => toBool(params[flag]) && call[flag] !== false;
  const slider = toRecord(call.flexslider ?? params.flexslider);
  const viewer = toRecord(params.photoswipe_options);
  return {
    slider: on('flexslider_enabled'),
    slideSpeed: Math.max(0, toNumber(slider.animationSpeed, 500)),
    rtl: toBool(slider.rtl),
    zoom: on('zoom_enabled'),
    viewer: on('photoswipe_enabled'),
    viewerShowMs: Math.max(0, toNumber(viewer.showAnimationDuration, 0)),
    viewerHideMs: Math.max(0, toNumber(viewer.hideAnimationDuration, 0)),
    // WooCommerce before 9 printed no name: the link's only text was the 🔍 symbol.
    triggerLabel: toText(params.i18n_product_gallery_trigger_text, 'View full-screen image gallery'),
  };
}
