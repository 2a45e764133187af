import { toNumber, toText } from '../../src/config/coerce';
import { pageGlobal } from '../../src/config/settings';
import { trustedFragment } from '../../src/dom/html';

/** `woocommerce_price_slider_params`: how the widget prints amounts. */
export interface PriceFormat {
  decimals: number;
  symbol: string;
  decimalSeparator: string;
  thousandSeparator: string;
  /** `%s` is the symbol, `%v` the number, e.g. `%s%v` or `%v %s`. */
  pattern: string;
}

/**
 * Reads the widget's localized money format. The symbol arrives as HTML (`&#36;`), so it is
 * decoded once here.
 *
 * @example readPriceFormat().symbol; // '$'
 */
export function readPriceFormat(): PriceFormat {
  const params = pageGlobal('woocommerce_price_slider_params');
  return {
    decimals: Math.max(0, Math.trunc(toNumber(params.currency_format_num_decimals, 0))),
    symbol: trustedFragment(toText(params.currency_format_symbol, '$')).textContent ?? '',
    decimalSeparator: toText(params.currency_format_decimal_sep, '.'),
    thousandSeparator: toText(params.currency_format_thousand_sep, ','),
    pattern: toText(params.currency_format, '%s%v') || '%s%v',
  };
}

/**
 * Formats an amount as the widget's label does (accounting.js `formatMoney`).
 *
 * @example formatPrice(1250, { decimals: 0, symbol: '$', decimalSeparator: '.', thousandSeparator: ',', pattern: '%s%v' }); // '$1,250'
 */
export function formatPrice(value: number, format: PriceFormat): string {
  const negative = value < 0;
  const [whole = '0', fraction] = Math.abs(value).toFixed(format.decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, format.thousandSeparator);
  const number = fraction ? `${grouped}${format.decimalSeparator}${fraction}` : grouped;
  const money = format.pattern.replace('%s', format.symbol).replace('%v', number);
  return negative ? `-${money}` : money;
}
