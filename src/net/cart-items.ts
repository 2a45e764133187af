import { postShopAjax, readHash, type CartFragmentsReply, type CartSettings } from './cart';
import type { FormRecord } from './form';
import { asRecord, readFragments } from '../config/records';
import { fail, ok, type NetResult } from './result';

export type AddToCartReply =
  | ({ kind: 'added' } & CartFragmentsReply)
  | { kind: 'product-error'; productUrl: string }
  /** WooCommerce answers nothing (e.g. no product_id reached it). */
  | { kind: 'empty' };

export type RemoveFromCartReply = ({ kind: 'removed' } & CartFragmentsReply) | { kind: 'no-fragments' };

/**
 * `?wc-ajax=add_to_cart` with every field of the button.
 * @example
 * const reply = await addToCart({ product_id: '12', quantity: '1' }, settings);
 */
export async function addToCart(fields: FormRecord, settings: CartSettings): Promise<NetResult<AddToCartReply>> {
  return readAddToCartReply(await postShopAjax('add_to_cart', fields, settings));
}

/**
 * WooCommerce's answer to an add to cart, from `add_to_cart` or from a plugin's own action that
 * ends as it does (CartFlows' `cfvsw_ajax_add_to_cart`): nothing, `{error, product_url}`, or
 * the refreshed fragments.
 *
 * @example
 * readAddToCartReply(await requestJson(url, options)); // ok({ kind: 'added', fragments, cartHash })
 */
export function readAddToCartReply(reply: NetResult<unknown>): NetResult<AddToCartReply> {
  if (!reply.ok) return reply;
  if (reply.value === null) return ok({ kind: 'empty' });
  const body = asRecord(reply.value);
  if (!body) return fail({ kind: 'invalid-reply', detail: 'add_to_cart reply is not an object' });
  if (body.error && typeof body.product_url === 'string' && body.product_url !== '') {
    return ok({ kind: 'product-error', productUrl: body.product_url });
  }
  const fragments = readFragments(body.fragments);
  if (!fragments) return fail({ kind: 'invalid-reply', detail: 'add_to_cart reply has no fragments' });
  return ok({ kind: 'added', fragments, cartHash: readHash(body.cart_hash) });
}

/**
 * `?wc-ajax=remove_from_cart`. `{success:false}` or a reply without fragments is `no-fragments`:
 * the caller then follows the remove link.
 */
export async function removeFromCart(
  cartItemKey: string,
  settings: CartSettings,
): Promise<NetResult<RemoveFromCartReply>> {
  const reply = await postShopAjax('remove_from_cart', { cart_item_key: cartItemKey }, settings);
  if (!reply.ok) return reply;
  const body = asRecord(reply.value);
  const fragments = body ? readFragments(body.fragments) : null;
  if (!body || !fragments) return ok({ kind: 'no-fragments' });
  return ok({ kind: 'removed', fragments, cartHash: readHash(body.cart_hash) });
}

