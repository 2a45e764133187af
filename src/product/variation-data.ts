import { onClassic } from '../bridge/events';
import { toBool } from '../config/coerce';
import { onOwn } from '../bridge/on-own';
import { readVariation, type VariationData } from '../net/variation';
import { RELOAD_PRODUCT_VARIATIONS } from '../bridge/variation-names';
import { parseJson } from '../config/records';

/** Where the form's variations come from: the page, or the server one choice at a time. */
export type VariationSource = { mode: 'local'; variations: VariationData[] } | { mode: 'ajax' };

/**
 * Reads `data-product_variations`: a JSON list of variations, or the literal `false` that
 * WooCommerce prints above its ajax threshold (ajax variation mode). Records that are not
 * variations are left out; text that is not JSON at all is treated as ajax mode, so the
 * server can still answer.
 *
 * @example
 * readVariationSource(form).mode; // 'local'
 */
export function readVariationSource(form: HTMLElement): VariationSource {
  const text = form.getAttribute('data-product_variations');
  if (text === null) return { mode: 'ajax' };
  const parsed = parseJson(text);
  if (!Array.isArray(parsed)) return { mode: 'ajax' };
  const variations = parsed.map(readVariation).filter((variation): variation is VariationData => variation !== null);
  return { mode: 'local', variations };
}

/** Reads a yes/no field of a variation record, as {@link toBool} reads every flag; a missing field counts as `fallback`. */
export function flag(variation: VariationData, field: string, fallback = true): boolean {
  return toBool(variation[field], fallback);
}

/** The field name of an attribute select: `data-attribute_name`, else `name`. */
export function fieldOf(select: HTMLSelectElement): string {
  return select.getAttribute('data-attribute_name') || select.name;
}


/** Reads a text field of a variation record (HTML from the server, or plain text). */
export function text(variation: VariationData, field: string): string {
  const value = variation[field];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** `purchasable` as WooCommerce decides it: purchasable, in stock and visible. */
export function isPurchasable(variation: VariationData): boolean {
  return flag(variation, 'is_purchasable') && flag(variation, 'is_in_stock') && flag(variation, 'variation_is_visible');
}

/**
 * Calls `reload` when a script asks the form to read its variations again, as WooCommerce's form
 * does on `reload_product_variations` (a theme or plugin changed `data-product_variations`):
 * triggered with jQuery, dispatched as a native event under that name, or as our own
 * `lantern:reload-product-variations`.
 *
 * @example onReloadVariations(form, () => { source = readVariationSource(form); check(); }, signal);
 */
export function onReloadVariations(form: HTMLElement, reload: () => void, signal: AbortSignal): void {
  onClassic(RELOAD_PRODUCT_VARIATIONS, reload, signal, form);
  // Heard only, from other scripts: not one of the events Lantern raises, so typed here.
  onOwn<Record<(typeof RELOAD_PRODUCT_VARIATIONS)[1], unknown>>(RELOAD_PRODUCT_VARIATIONS[1], reload, signal, form);
}
