export interface PriceWidgetMarkup {
  /** The inputs' values, as the shop prints the chosen range. */
  low: number;
  high: number;
  /** The range's ends (`data-min`, `data-max`). */
  max: number;
  /** The amount box's step attribute, as printed (`''` for none). */
  step?: string;
}

/**
 * WooCommerce's price filter form as its widget prints it (the slider's empty track, the two
 * inputs, the Filter button and the hidden label), for tests of the slider and its re-init.
 *
 * @example document.body.innerHTML = priceWidgetForm({ low: 20, high: 480, max: 500 });
 */
export function priceWidgetForm({ low, high, max, step = 'data-step="10"' }: PriceWidgetMarkup): string {
  return `<form method="get" action="/shop/"><div class="price_slider_wrapper">
  <div class="price_slider" style="display:none;"></div>
  <div class="price_slider_amount" ${step}>
    <label class="screen-reader-text" for="min_price">Min price</label>
    <input type="text" id="min_price" name="min_price" value="${low}" data-min="0" placeholder="Min price">
    <label class="screen-reader-text" for="max_price">Max price</label>
    <input type="text" id="max_price" name="max_price" value="${high}" data-max="${max}" placeholder="Max price">
    <button type="submit" class="button">Filter</button>
    <div class="price_label" style="display:none;">Price: <span class="from"></span> &mdash; <span class="to"></span></div>
  </div></div></form>`;
}
