import type { SelectValue } from './swatch-state';

/**
 * What the attribute's raw select offers now (the variation form keeps it up to date): each
 * value but the empty "Choose an option", offered unless disabled, out of stock when marked so.
 *
 * @example
 * offeredValues(select).get('24v'); // { offered: true, outOfStock: false }
 */
export function offeredValues(select: HTMLSelectElement): Map<string, SelectValue> {
  const values = new Map<string, SelectValue>();
  for (const option of Array.from(select.options)) {
    if (option.value === '') continue;
    values.set(option.value, { offered: !option.disabled, outOfStock: option.classList.contains('out-of-stock') });
  }
  return values;
}

/**
 * The one way a swatch chooses an option: it sets the raw select and tells the variation form,
 * as a shopper changing the select would (`''` clears the attribute).
 *
 * @example
 * chooseOption(select, 'flood');
 */
export function chooseOption(select: HTMLSelectElement, value: string): void {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
