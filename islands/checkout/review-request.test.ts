import { afterEach, describe, expect, it } from 'vitest';
import { reviewFields } from './review-request';

afterEach(() => document.body.replaceChildren());

function checkout(shipsElsewhere: boolean): HTMLFormElement {
  document.body.innerHTML = `<form class="checkout">
<p class="form-row address-field validate-required"><select id="billing_country" name="billing_country"><option value="AU" selected>AU</option></select></p>
<p class="form-row address-field validate-required"><input class="input-text" id="billing_city" name="billing_city" value="Fremantle"></p>
<p class="form-row address-field validate-required"><input class="input-text" id="billing_postcode" name="billing_postcode" value=""></p>
<h3 id="ship-to-different-address"><input type="checkbox" name="ship_to_different_address" value="1"${shipsElsewhere ? ' checked' : ''}></h3>
<input id="shipping_country" name="shipping_country" value="NZ"><input id="shipping_city" name="shipping_city" value="Auckland">
<ul><li><input type="radio" class="shipping_method" name="shipping_method[0]" data-index="0" value="flat_rate:1"></li><li><input type="radio" class="shipping_method" name="shipping_method[0]" data-index="0" value="local_pickup:2" checked></li></ul>
</form>`;
  return document.querySelector('form') as HTMLFormElement;
}

describe("update_order_review's body", () => {
  it('sends the billing address as the shipping one unless shipping elsewhere, the chosen rate and the whole form', () => {
    const fields = reviewFields(checkout(false), { nonce: 'n1', paymentMethod: 'cod', updateShippingMethod: true });
    expect(fields).toMatchObject({ security: 'n1', payment_method: 'cod', country: 'AU', city: 'Fremantle', s_country: 'AU', s_city: 'Fremantle', shipping_method: { 0: 'local_pickup:2' } });
    expect(fields.post_data).toBe('billing_country=AU&billing_city=Fremantle&billing_postcode=&shipping_country=NZ&shipping_city=Auckland&shipping_method%5B0%5D=local_pickup%3A2');
  });

  it('sends the shipping address when shipping elsewhere, and no rates when told not to', () => {
    const fields = reviewFields(checkout(true), { nonce: 'n1', paymentMethod: 'cod', updateShippingMethod: false });
    expect(fields).toMatchObject({ country: 'AU', s_country: 'NZ', s_city: 'Auckland' });
    expect(fields.shipping_method).toBeUndefined();
  });
});
