import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Puts products in the cart of a browser context through the shop's own add_to_cart contract,
 * as another tab would: the context's session cookie is sent and the reply's cookies kept.
 *
 * @example await fillCart(context, shop.origin, [141, 142, 143]);
 */
export async function fillCart(context: BrowserContext, origin: string, productIds: readonly number[]): Promise<void> {
  for (const productId of productIds) {
    const reply = await context.request.post(new URL('/?wc-ajax=add_to_cart', origin).href, {
      form: { product_id: String(productId), quantity: '1' },
    });
    expect(reply.ok()).toBe(true);
    const body = (await reply.json()) as { fragments?: unknown; error?: unknown };
    expect(body.error, `product ${productId} was added`).toBeUndefined();
  }
}
