import { setText } from '../../src/dom/html';

/** The price filter widget's own elements that the slider drives. */
export interface WidgetParts {
  minInput: HTMLInputElement;
  maxInput: HTMLInputElement;
  /** `div.price_slider`, empty and hidden as printed: the slider is drawn in it. */
  track: HTMLElement;
  amount: HTMLElement | null;
  label: HTMLElement | null;
  minLabel: string;
  maxLabel: string;
}

function labelText(input: HTMLInputElement, fallback: string): string {
  const label = input.labels?.[0]?.textContent?.trim();
  return label || input.placeholder || fallback;
}

/**
 * Finds the widget's inputs, slider box and label inside `.price_slider_wrapper`.
 * @example widgetParts(wrapper)?.minInput.dataset.min; // '0'
 */
export function widgetParts(wrapper: HTMLElement): WidgetParts | null {
  const minInput = wrapper.querySelector<HTMLInputElement>('input#min_price, input[name="min_price"]');
  const maxInput = wrapper.querySelector<HTMLInputElement>('input#max_price, input[name="max_price"]');
  const track = wrapper.querySelector<HTMLElement>('.price_slider');
  if (!minInput || !maxInput || !track) return null;
  return {
    minInput,
    maxInput,
    track,
    amount: wrapper.querySelector<HTMLElement>('.price_slider_amount'),
    label: wrapper.querySelector<HTMLElement>('.price_label'),
    minLabel: labelText(minInput, 'Min price'),
    maxLabel: labelText(maxInput, 'Max price'),
  };
}

/** jQuery UI's classes on the slider box, which themes style. */
export const TRACK_CLASSES = ['ui-slider', 'ui-slider-horizontal', 'ui-widget', 'ui-widget-content', 'ui-corner-all'];

/**
 * Shows the slider and label in place of the inputs (as WooCommerce's script does), or puts
 * the widget back as printed.
 * @example showSlider(parts, true);
 */
export function showSlider(parts: WidgetParts, on: boolean): void {
  parts.minInput.style.display = on ? 'none' : '';
  parts.maxInput.style.display = on ? 'none' : '';
  parts.track.style.display = on ? '' : 'none';
  if (parts.label) parts.label.style.display = on ? '' : 'none';
  for (const name of TRACK_CLASSES) parts.track.classList.toggle(name, on);
}

/**
 * Writes the chosen range into the widget's inputs (what the form submits) and its label.
 * @example writeInterval(parts, [20, 80], (value) => `$${value}`);
 */
export function writeInterval(parts: WidgetParts, interval: readonly [number, number], format: (value: number) => string): void {
  parts.minInput.value = String(interval[0]);
  parts.maxInput.value = String(interval[1]);
  const from = parts.label?.querySelector('.from');
  const to = parts.label?.querySelector('.to');
  if (from) setText(from, format(interval[0]));
  if (to) setText(to, format(interval[1]));
}
