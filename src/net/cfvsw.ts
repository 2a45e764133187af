import { readAddToCartReply, type AddToCartReply } from './cart-items';
import { encodeForm, FORM_HEADERS } from './form';
import type { NetResult } from './result';
import { requestJson } from './transport';

export interface CfvswAddToCart {
  /** `cfvsw_swatches_settings.ajax_url` (admin-ajax). */
  ajaxUrl: string;
  /** `cfvsw_swatches_settings.ajax_add_to_cart_nonce`. */
  nonce: string;
  productId: string;
  variationId: string;
  /** The chosen attributes, `{ attribute_pa_colour: 'blue' }`. */
  variation: Record<string, string>;
  timeout: number;
}

/**
 * CartFlows' Variation Swatches' shop-page add to cart (admin-ajax `cfvsw_ajax_add_to_cart`),
 * sent as its script sends it; the plugin answers as WooCommerce's `add_to_cart` does.
 *
 * @example
 * await cfvswAddToCart({ ajaxUrl: '/wp-admin/admin-ajax.php', nonce, productId: '12', variationId: '31', variation: { attribute_pa_colour: 'blue' }, timeout: 30000 });
 */
export async function cfvswAddToCart(request: CfvswAddToCart): Promise<NetResult<AddToCartReply>> {
  const reply = await requestJson(request.ajaxUrl, {
    method: 'POST',
    headers: { ...FORM_HEADERS },
    body: encodeForm({
      action: 'cfvsw_ajax_add_to_cart',
      security: request.nonce,
      product_id: request.productId,
      variation_id: request.variationId,
      variation: request.variation,
    }),
    timeout: request.timeout,
  });
  return readAddToCartReply(reply);
}
