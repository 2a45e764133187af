import { fieldOf } from '../../src/product/variation-data';
import { optionAvailability, type Chosen } from '../../src/product/matching';
import type { VariationData } from '../../src/net/variation';

/** The options a select was printed with, kept so values can come back when choices change. */
export interface SelectOptions {
  select: HTMLSelectElement;
  field: string;
  /** The "Choose an option" entry (value `''`), when printed. */
  placeholder: HTMLOptionElement | null;
  /** Every other option, as printed. */
  options: HTMLOptionElement[];
}

/** Remembers each attribute select's printed options. */
export function snapshotSelects(selects: readonly HTMLSelectElement[]): SelectOptions[] {
  return selects.map((select) => {
    const all = Array.from(select.options);
    return {
      select,
      field: fieldOf(select),
      placeholder: all.find((option) => option.value === '') ?? null,
      options: all.filter((option) => option.value !== ''),
    };
  });
}

/**
 * WooCommerce's `update_variation_values`: each select offers only the values that some
 * variation allows given the other choices (classes `attached`, `enabled`; others disabled).
 * Values whose every allowed variation is out of stock also get `out-of-stock`, which the
 * swatches read. A chosen value that is no longer offered is cleared.
 *
 * @returns the selects whose value was cleared (their `change` is the caller's to send)
 * @example
 * const cleared = updateOptionValues(snapshots, variations, chosen);
 */
export function updateOptionValues(
  snapshots: readonly SelectOptions[],
  variations: readonly VariationData[],
  chosen: Chosen,
): HTMLSelectElement[] {
  const cleared: HTMLSelectElement[] = [];
  for (const { select, field, placeholder, options } of snapshots) {
    const values = options.map((option) => option.value);
    const availability = optionAvailability(variations, chosen, field, values);
    const current = select.value;
    const kept: HTMLOptionElement[] = [];
    for (const option of options) {
      if (!availability.attached.has(option.value)) continue;
      const enabled = availability.enabled.has(option.value);
      option.disabled = !enabled;
      option.classList.add('attached');
      option.classList.toggle('enabled', enabled);
      option.classList.toggle('out-of-stock', availability.outOfStock.has(option.value));
      kept.push(option);
    }
    select.replaceChildren(...(placeholder ? [placeholder] : []), ...kept);
    const stillOffered = kept.some((option) => option.value === current && !option.disabled);
    if (current !== '' && !stillOffered) {
      select.value = '';
      cleared.push(select);
    } else {
      select.value = current;
    }
  }
  return cleared;
}

/** Puts every printed option back (ajax mode and unmount). */
export function restoreOptions(snapshots: readonly SelectOptions[]): void {
  for (const { select, placeholder, options } of snapshots) {
    const current = select.value;
    for (const option of options) option.disabled = false;
    select.replaceChildren(...(placeholder ? [placeholder] : []), ...options);
    select.value = current;
  }
}
