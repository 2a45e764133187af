import { encodeForm, FORM_HEADERS } from './form';
import type { NetResult } from './result';
import { requestJson } from './transport';

/**
 * Records the coming-soon banner dismissal in the user's meta (REST, nonce header). Sent
 * form-encoded, as WooCommerce's own script does.
 *
 * @example
 * await dismissComingSoonBanner('/wp-json/wp/v2/users/1', banner.dataset.restNonce ?? '');
 */
export function dismissComingSoonBanner(restUrl: string, nonce: string): Promise<NetResult<unknown>> {
  return requestJson(restUrl, {
    method: 'POST',
    headers: { ...FORM_HEADERS, 'X-WP-Nonce': nonce },
    body: encodeForm({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }),
  });
}
