import type { MountContext } from '../../src/runtime/types';
import { pushToCheckoutStore, whenCheckoutStoreLoads } from './block-checkout';
import { INPUTS_TAG, defineInputsElement, type AttributionInputsElement } from './inputs-element';
import type { TrackingData } from './sbjs-format';
import { readAttributionSettings, type AttributionSettings } from './settings';
import { forgetVisits, trackVisit } from './source-tracking';

/** Each field's value from the tracking data by its `container.key` path; '' when missing or refused. */
export function attributionValues(fields: Record<string, string>, data: TrackingData | null): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [field, path] of Object.entries(fields)) {
    const [container = '', key = ''] = path.split('.');
    values[field] = (data && (data as Record<string, Record<string, string> | undefined>)[container]?.[key]) ?? '';
  }
  return values;
}

/** The first inputs element per form (elements outside any form count as one group); the rest go. */
function dedupedInputs(): AttributionInputsElement[] {
  const seen = new Set<Element | null>();
  const kept: AttributionInputsElement[] = [];
  for (const element of Array.from(document.querySelectorAll<AttributionInputsElement>(INPUTS_TAG))) {
    const form = element.closest('form');
    if (seen.has(form)) element.remove();
    else {
      seen.add(form);
      kept.push(element);
    }
  }
  return kept;
}

/** Older WooCommerce printed plain hidden inputs instead of the element. */
function writePlainInputs(settings: AttributionSettings, values: Record<string, string>): void {
  for (const [field, value] of Object.entries(values)) {
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement>(`input[name="${CSS.escape(settings.prefix + field)}"]`))) {
      if (!input.closest(INPUTS_TAG)) input.value = value;
    }
  }
}

/**
 * WooCommerce's order attribution without jQuery or sourcebuster (spec 3.9, 4.8): records the
 * visit in the `sbjs_*` cookies on every page that prints `wc_order_attribution`, fills the
 * `<wc-order-attribution-inputs>` elements (and older plain inputs) on checkout and
 * registration, and the block checkout's store. `wc_order_attribution.setOrderTracking(allow)`
 * switches tracking at run time: refusing deletes the cookies and empties every value. The WP
 * Consent API's events call it for the configured category.
 *
 * @example
 * window.wc_order_attribution.setOrderTracking(false); // cookies deleted, inputs emptied
 */
export function mount({ signal }: MountContext): void {
  const settings = readAttributionSettings(window);
  const { params, fields } = settings;
  defineInputsElement(Object.keys(fields), settings.prefix);
  let values = attributionValues(fields, null);

  const setOrderTracking = (allow: unknown): void => {
    const allowed = Boolean(allow);
    params.allowTracking = allowed;
    if (!allowed) forgetVisits();
    const data = allowed ? trackVisit({ lifetime: params.lifetime, sessionLength: params.session, timezoneOffset: '0' }) : null;
    values = attributionValues(fields, data);
    for (const element of dedupedInputs()) element.values = values;
    writePlainInputs(settings, values);
    pushToCheckoutStore(window, values);
  };

  settings.global.setOrderTracking = setOrderTracking;
  // Older WooCommerce could only switch tracking on.
  settings.global.setAllowTrackingConsent = (allow: unknown) => {
    if (allow === true) setOrderTracking(true);
  };
  setOrderTracking(params.allowTracking);
  whenCheckoutStoreLoads(window, () => pushToCheckoutStore(window, values), signal);
  listenForConsent(settings, setOrderTracking, signal);
}

/** The WP Consent API integration: a changed choice for the category, and the consent type once defined. */
function listenForConsent(settings: AttributionSettings, setOrderTracking: (allow: boolean) => void, signal: AbortSignal): void {
  const category = settings.consentCategory;
  document.addEventListener(
    'wp_listen_for_consent_change',
    (event) => {
      const changed = (event as CustomEvent<unknown>).detail;
      if (changed && typeof changed === 'object' && category in changed) {
        setOrderTracking((changed as Record<string, unknown>)[category] === 'allow');
      }
    },
    { signal },
  );
  document.addEventListener(
    'wp_consent_type_defined',
    () => {
      const hasConsent = (window as unknown as { wp_has_consent?: (category: string) => boolean }).wp_has_consent;
      if (typeof hasConsent === 'function') setOrderTracking(hasConsent(category) === true);
    },
    { signal },
  );
}
