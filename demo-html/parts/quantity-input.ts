import { html, type SafeHtml } from '../../fixtures/html/html';
import { md5 } from '../../fixtures/html/md5';

export interface QuantityInputOptions {
  /** Whose quantity: the label reads "<name> quantity". */
  productName: string;
  /** Seeds the id, which WooCommerce makes unique per input (`quantity_<uniqid>`). */
  idSeed: string;
  name?: string;
  value?: number;
  min?: number;
  /** `null` for no limit (printed as an empty max). */
  max?: number | null;
}

/**
 * `woocommerce_quantity_input()` (`global/quantity-input.php`). A fixed quantity (min equals
 * max) is a hidden input, as in WooCommerce.
 *
 * @example
 * quantityInput({ productName: 'Worklight', idSeed: '104', max: 60 });
 */
export function quantityInput(options: QuantityInputOptions): SafeHtml {
  const id = `quantity_${md5(options.idSeed).slice(0, 13)}`;
  const min = options.min ?? 1;
  const max = options.max ?? null;
  const type = max !== null && max === min ? 'hidden' : 'number';
  return html`<div class="quantity">
<label class="screen-reader-text" for="${id}">${options.productName} quantity</label>
<input type="${type}" id="${id}" class="input-text qty text" name="${options.name ?? 'quantity'}" value="${options.value ?? min}" aria-label="Product quantity" size="4" min="${min}" max="${max ?? ''}" step="1" placeholder="" inputmode="numeric" autocomplete="off">
</div>`;
}
