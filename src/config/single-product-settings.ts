import { toBool, toText } from './coerce';
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
