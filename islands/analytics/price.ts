/**
 * The one price-unit rule (spec 3.6, 9.1). Product data reaches analytics in two shapes:
 * WooCommerce's Store API (`prices: { price: "2000", currency_minor_unit: 2 }`, an integer
 * string in minor units) and plain data (`price: 20`, major units). The ad-platform tag takes
 * major units. So a price that comes with a `currency_minor_unit` is divided by 10 to that
 * power; a price without one is already major. Anything unreadable is 0.
 *
 * @example toMajorUnits('2000', 2) // 20
 * @example toMajorUnits(20) // 20
 * @example toMajorUnits('5000', 2) // 50
 */
export function toMajorUnits(price: unknown, minorUnit?: unknown): number {
  if (minorUnit !== undefined && minorUnit !== null && minorUnit !== '') {
    const digits = Number(minorUnit);
    const minor = parseInt(String(price), 10);
    if (!Number.isInteger(digits) || digits < 0 || Number.isNaN(minor)) return 0;
    return minor / 10 ** digits;
  }
  const major = typeof price === 'number' ? price : parseFloat(String(price));
  return Number.isFinite(major) ? major : 0;
}
