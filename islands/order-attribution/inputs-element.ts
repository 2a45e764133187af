/** The element WooCommerce prints where the attribution inputs go (several copies allowed). */
export const INPUTS_TAG = 'wc-order-attribution-inputs';

export type AttributionValues = Record<string, string | null | undefined>;

/** The custom element's instance API (`values` set from `setOrderTracking`). */
export interface AttributionInputsElement extends HTMLElement {
  values: AttributionValues;
}

/**
 * Defines `<wc-order-attribution-inputs>` as WooCommerce does: its field names are fixed when
 * it is built; once connected it holds one hidden input per field (`prefix + field`), and
 * setting `values` writes them as strings (null and undefined as ''). Values set before the
 * element upgraded are kept. A missing input logs WooCommerce's warning.
 *
 * @example
 * defineInputsElement(['source_type', 'utm_source'], 'wc_order_attribution_');
 * document.querySelector('wc-order-attribution-inputs').values = { source_type: 'utm' };
 */
export function defineInputsElement(fieldNames: readonly string[], prefix: string): void {
  if (customElements.get(INPUTS_TAG)) return;
  customElements.define(
    INPUTS_TAG,
    class extends HTMLElement implements AttributionInputsElement {
      private readonly fields = [...fieldNames];
      private pending: AttributionValues = {};

      constructor() {
        super();
        // A value set on the plain element before the upgrade shadows the accessor: keep it.
        if (Object.prototype.hasOwnProperty.call(this, 'values')) {
          const early = (this as unknown as { values: AttributionValues }).values;
          delete (this as unknown as { values?: AttributionValues }).values;
          this.pending = early;
        }
      }

      connectedCallback(): void {
        const inputs = this.fields.map((field) => {
          const input = document.createElement('input');
          input.type = 'hidden';
          input.name = prefix + field;
          input.value = text(this.pending[field]);
          return input;
        });
        this.replaceChildren(...inputs);
      }

      set values(values: AttributionValues) {
        this.pending = values;
        if (!this.isConnected) return;
        for (const field of this.fields) {
          const input = this.querySelector<HTMLInputElement>(`input[name="${CSS.escape(prefix + field)}"]`);
          if (!input) {
            console.warn(`Field "${field}" not found. Most likely, the '<wc-order-attribution-inputs>' element was manipulated.`);
            continue;
          }
          input.value = text(values[field]);
        }
      }

      get values(): AttributionValues {
        return this.pending;
      }
    },
  );
}

function text(value: string | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
