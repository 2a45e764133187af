import { shopAjaxUrl } from './endpoints';
import { encodeForm, FORM_HEADERS } from './form';
import { asRecord } from '../config/records';
import { fail, ok, type NetResult } from './result';
import { requestJson } from './transport';

/**
 * A variation as WooCommerce describes it (`get_available_variation()`), with every field a
 * plugin added kept for listeners. The fields Lantern reads are typed.
 */
export interface VariationData {
  variation_id: number;
  /** `attribute_pa_beam` → `spot`; an empty value means any value. */
  attributes: Record<string, string>;
  [field: string]: unknown;
}

/**
 * Reads one variation record (from `data-product_variations` or a `get_variation` reply):
 * a numeric `variation_id` and an attributes map of strings; every other field is kept.
 *
 * @example
 * readVariation({ variation_id: 11901, attributes: { attribute_pa_beam: 'spot' }, price_html: '…' });
 */
export function readVariation(value: unknown): VariationData | null {
  const record = asRecord(value);
  if (!record) return null;
  const id = Number(record.variation_id);
  const attributes = asRecord(record.attributes);
  if (!Number.isInteger(id) || id <= 0 || !attributes) return null;
  const clean: Record<string, string> = {};
  for (const [name, choice] of Object.entries(attributes)) clean[name] = String(choice ?? '');
  return { ...record, variation_id: id, attributes: clean };
}

/**
 * `?wc-ajax=get_variation` (ajax variation mode): the chosen attributes, `product_id` and
 * `custom_data` (the form's `data-custom_data`, empty as a rule), as WooCommerce's script posts
 * them. `false` or an empty reply means no match.
 *
 * @example
 * const reply = await getVariation({ attribute_pa_beam: 'spot' }, { productId: '120', customData: '' }, settings, signal);
 * if (reply.ok && reply.value === null) showNoMatch();
 */
export async function getVariation(
  chosen: Record<string, string>,
  form: { productId: string; customData: string },
  settings: { wcAjaxUrl: string; requestTimeout: number },
  signal?: AbortSignal,
): Promise<NetResult<VariationData | null>> {
  const reply = await requestJson(shopAjaxUrl(settings, 'get_variation'), {
    method: 'POST',
    headers: { ...FORM_HEADERS },
    body: encodeForm({ ...chosen, product_id: form.productId, custom_data: form.customData }),
    timeout: settings.requestTimeout,
    signal,
  });
  if (!reply.ok) return reply;
  if (reply.value === null || reply.value === false) return ok(null);
  const variation = readVariation(reply.value);
  return variation ? ok(variation) : fail({ kind: 'invalid-reply', detail: 'get_variation reply is not a variation' });
}
