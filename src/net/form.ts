/** A value jQuery's `$.param` would encode: scalars, and nested records as `a[b]=c`. */
export type FormValue = string | number | boolean | null | undefined | FormRecord;
export interface FormRecord {
  [key: string]: FormValue;
}

function append(params: URLSearchParams, key: string, value: FormValue): void {
  if (value === undefined) return;
  if (value !== null && typeof value === 'object') {
    for (const [child, childValue] of Object.entries(value)) append(params, `${key}[${child}]`, childValue);
    return;
  }
  params.append(key, value === null ? '' : String(value));
}

/**
 * Encodes fields exactly as the shop's jQuery scripts send them (form-encoded, nested keys in
 * brackets), so the server cannot tell Lantern from the original scripts.
 *
 * @example
 * encodeForm({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } })
 * // 'woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes'
 */
export function encodeForm(fields: FormRecord): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) append(params, key, value);
  return params.toString();
}

/** Headers jQuery sends with a form POST; some hosts' firewalls look for them. */
export const FORM_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
  'X-Requested-With': 'XMLHttpRequest',
};
