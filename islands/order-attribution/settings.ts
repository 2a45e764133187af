import { toBool, toRecord, toText } from '../../src/config/coerce';

/** WooCommerce's default field map (field → sbjs path), newest version. */
export const DEFAULT_FIELDS: Readonly<Record<string, string>> = {
  source_type: 'current.typ',
  referrer: 'current_add.rf',
  utm_campaign: 'current.cmp',
  utm_source: 'current.src',
  utm_medium: 'current.mdm',
  utm_content: 'current.cnt',
  utm_id: 'current.id',
  utm_term: 'current.trm',
  utm_source_platform: 'current.plt',
  utm_creative_format: 'current.fmt',
  utm_marketing_tactic: 'current.tct',
  session_entry: 'current_add.ep',
  session_start_time: 'current_add.fd',
  session_pages: 'session.pgs',
  session_count: 'udata.vst',
  user_agent: 'udata.uag',
};

/** `wc_order_attribution` as Lantern reads it. */
export interface AttributionSettings {
  /** The page's own object: `setOrderTracking` is published on it. */
  global: Record<string, unknown>;
  params: Record<string, unknown>;
  fields: Record<string, string>;
  prefix: string;
  consentCategory: string;
}

/**
 * Reads the localized `wc_order_attribution` ({params, fields}); WooCommerce's defaults fill
 * what a page leaves out, so the inputs element still works if a theme dropped the object.
 *
 * @example
 * readAttributionSettings(window).prefix // 'wc_order_attribution_'
 */
export function readAttributionSettings(win: Window): AttributionSettings {
  const globals = win as unknown as Record<string, unknown>;
  const global = toRecord(globals.wc_order_attribution);
  globals.wc_order_attribution = global;
  const params = toRecord(global.params);
  global.params = params;
  const fields: Record<string, string> = {};
  const given = toRecord(global.fields);
  for (const [field, path] of Object.entries(Object.keys(given).length ? given : DEFAULT_FIELDS)) {
    if (typeof path === 'string') fields[field] = path;
  }
  if (!('allowTracking' in params)) params.allowTracking = true;
  params.allowTracking = toBool(params.allowTracking, true);
  return {
    global,
    params,
    fields,
    prefix: toText(params.prefix, 'wc_order_attribution_'),
    consentCategory: toText(params.consentCategory, 'marketing'),
  };
}
