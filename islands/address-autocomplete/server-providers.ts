import { asRecord, parseJson } from '../../src/config/records';

/**
 * Reads the server's provider list where WooCommerce versions print it: newest as a JSON
 * string in `wc_address_autocomplete_common_params.address_providers`, then
 * `wc_address_autocomplete_params.address_providers` (string or array), and older versions
 * as an array in `wc_checkout_params.address_providers`. A string that does not parse logs
 * WooCommerce's message and gives an empty list; a parsed value that is not an array is kept
 * as it is, so registration can refuse it.
 *
 * @example
 * // var wc_address_autocomplete_common_params = {"address_providers":"[{\"id\":\"demo\",\"name\":\"Demo\"}]"};
 * readServerProviders(window) // [{ id: 'demo', name: 'Demo' }]
 */
export function readServerProviders(win: Window): unknown {
  const globals = win as unknown as Record<string, unknown>;
  for (const name of ['wc_address_autocomplete_common_params', 'wc_address_autocomplete_params', 'wc_checkout_params']) {
    const params = asRecord(globals[name]);
    if (!params || !('address_providers' in params)) continue;
    const value = params.address_providers;
    if (typeof value !== 'string') return value;
    const parsed = parseJson(value);
    if (parsed === undefined) console.error('Invalid address providers JSON:', value);
    return parsed ?? [];
  }
  return [];
}
