import { html, type SafeHtml } from '../../fixtures/html/html';
import type { Product } from '../../fixtures/catalogue/index';
import type { LocalizedScript } from '../context';

/** One published review of the demo (WordPress comment of type `review`). */
interface DemoReview {
  id: number;
  author: string;
  rating: number;
  date: string;
  text: string;
}

/**
 * Reviews of the demo: two on every product, so the summary prints its review link and the
 * reviews tab its list, as a shop with reviews does. Ids are per product, as comment ids are.
 */
export function productReviews(product: Product): readonly DemoReview[] {
  return [
    { id: product.id * 10 + 1, author: 'Sam', rating: 5, date: '2024-05-02', text: `Bright and well built. The ${product.name} went on in ten minutes.` },
    { id: product.id * 10 + 2, author: 'Alex', rating: 4, date: '2024-06-18', text: 'Good light for the price; the bracket could be sturdier.' },
  ];
}

/** WooCommerce's options for the review select (`single-product-reviews.php`), best first. */
const RATING_OPTIONS = [
  ['5', 'Perfect'],
  ['4', 'Good'],
  ['3', 'Average'],
  ['2', 'Not that bad'],
  ['1', 'Very poor'],
] as const;

/** `wc_single_product_params` as WooCommerce 8.8.3 prints it with the gallery's three supports on. */
export const singleProductGlobal: LocalizedScript = {
  id: 'wc-single-product-js-extra',
  name: 'wc_single_product_params',
  value: {
    i18n_required_rating_text: 'Please select a rating',
    review_rating_required: 'yes',
    flexslider: { rtl: false, animation: 'slide', smoothHeight: true, directionNav: false, controlNav: 'thumbnails', slideshow: false, animationSpeed: 500, animationLoop: false, allowOneSlide: false },
    zoom_enabled: '1',
    zoom_options: [],
    photoswipe_enabled: '1',
    photoswipe_options: { shareEl: false, closeOnScroll: false, history: false, hideAnimationDuration: 0, showAnimationDuration: 0 },
    flexslider_enabled: '1',
  },
};

function average(reviews: readonly DemoReview[]): number {
  return reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
}

function starRating(rating: number, label: SafeHtml): SafeHtml {
  const shown = rating.toFixed(2);
  return html`<div class="star-rating" role="img" aria-label="Rated ${shown} out of 5"><span style="width:${String((rating / 5) * 100)}%">${label}</span></div>`;
}

/**
 * The summary's rating (`single-product/rating.php`): the stars and the review link to
 * `#reviews` that WooCommerce's script turns into "open the reviews tab".
 *
 * @example
 * productRating(product); // <div class="woocommerce-product-rating">…<a href="#reviews" class="woocommerce-review-link" …
 */
export function productRating(product: Product): SafeHtml {
  const reviews = productReviews(product);
  const rating = average(reviews);
  return html`<div class="woocommerce-product-rating">
${starRating(rating, html`Rated <strong class="rating">${rating.toFixed(2)}</strong> out of 5 based on <span class="rating">${String(reviews.length)}</span> customer ratings`)}
<a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">${String(reviews.length)}</span> customer reviews)</a>
</div>`;
}

function additionalInformation(product: Product & { type: 'variable' }): SafeHtml {
  return html`<h2>Additional information</h2>
<table class="woocommerce-product-attributes shop_attributes">
${product.attributes.map(
  (attribute) => html`<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--attribute_${attribute.taxonomy}">
<th class="woocommerce-product-attributes-item__label">${attribute.label}</th>
<td class="woocommerce-product-attributes-item__value"><p>${attribute.options.map((option, index) => html`${index > 0 && ', '}${option.name}`)}</p></td>
</tr>
`,
)}</table>`;
}

function reviewList(product: Product, reviews: readonly DemoReview[]): SafeHtml {
  return html`<div id="comments">
<h2 class="woocommerce-Reviews-title">${String(reviews.length)} reviews for <span>${product.name}</span></h2>
<ol class="commentlist">
${reviews.map(
  (review, index) => html`<li class="review ${index % 2 === 0 ? 'even thread-even' : 'odd thread-odd'} depth-1" id="li-comment-${String(review.id)}">
<div id="comment-${String(review.id)}" class="comment_container">
<div class="comment-text">
${starRating(review.rating, html`Rated <strong class="rating">${String(review.rating)}</strong> out of 5`)}
<p class="meta"><strong class="woocommerce-review__author">${review.author} </strong><span class="woocommerce-review__dash">&ndash;</span> <time class="woocommerce-review__published-date" datetime="${review.date}T10:00:00+00:00">${review.date}</time></p>
<div class="description"><p>${review.text}</p></div>
</div>
</div>
</li>
`,
)}</ol>
</div>`;
}

function reviewForm(product: Product): SafeHtml {
  return html`<div id="review_form_wrapper">
<div id="review_form">
<div id="respond" class="comment-respond">
<span id="reply-title" class="comment-reply-title">Add a review <small><a rel="nofollow" id="cancel-comment-reply-link" href="${product.permalink}#respond" style="display:none;">Cancel reply</a></small></span><form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> <span class="required-field-message">Required fields are marked <span class="required">*</span></span></p><div class="comment-form-rating"><label for="rating">Your rating&nbsp;<span class="required">*</span></label><select name="rating" id="rating" required>
<option value="">Rate&hellip;</option>
${RATING_OPTIONS.map(([value, label]) => html`<option value="${value}">${label}</option>\n`)}</select></div><p class="comment-form-comment"><label for="comment">Your review&nbsp;<span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p><p class="comment-form-author"><label for="author">Name&nbsp;<span class="required">*</span></label><input id="author" name="author" type="text" value="" size="30" required></p>
<p class="comment-form-email"><label for="email">Email&nbsp;<span class="required">*</span></label><input id="email" name="email" type="email" value="" size="30" required></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Submit"> <input type="hidden" name="comment_post_ID" value="${String(product.id)}" id="comment_post_ID">
<input type="hidden" name="comment_parent" id="comment_parent" value="0">
</p></form></div>
</div>
</div>`;
}

/** One tab of `tabs.php`: its `li` (the tab role on it, as WooCommerce 8.8 prints it) and panel. */
interface TabPart {
  key: string;
  title: SafeHtml | string;
  content: SafeHtml;
}

/**
 * The product tabs as WooCommerce 8.8.3's `single-product/tabs/tabs.php` prints them: every
 * panel visible, no active tab (its script chooses one), Description, Additional information
 * for products with attributes, and Reviews with the list and the review form.
 *
 * @example
 * productTabs(product, html`<p>…</p>`); // <div class="woocommerce-tabs wc-tabs-wrapper">…
 */
export function productTabs(product: Product, description: SafeHtml): SafeHtml {
  const reviews = productReviews(product);
  const tabs: TabPart[] = [
    { key: 'description', title: 'Description', content: html`<h2>Description</h2>${description}` },
    ...(product.type === 'variable' && product.attributes.length > 0 ? [{ key: 'additional_information', title: 'Additional information', content: additionalInformation(product) }] : []),
    { key: 'reviews', title: `Reviews (${String(reviews.length)})`, content: html`<div id="reviews" class="woocommerce-Reviews">${reviewList(product, reviews)}${reviewForm(product)}<div class="clear"></div></div>` },
  ];
  return html`<div class="woocommerce-tabs wc-tabs-wrapper">
<ul class="tabs wc-tabs" role="tablist">
${tabs.map(({ key, title }) => html`<li class="${key}_tab" id="tab-title-${key}" role="tab" aria-controls="tab-${key}"><a href="#tab-${key}">${title}</a></li>\n`)}</ul>
${tabs.map(({ key, content }) => html`<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${key} panel entry-content wc-tab" id="tab-${key}" role="tabpanel" aria-labelledby="tab-title-${key}">${content}</div>\n`)}</div>`;
}
