// @vitest-environment jsdom
// DOMPurify needs a DOM that parses like a browser (see src/dom/html.test.ts).
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/dom';
import { createMountContext } from '../../src/runtime/context';
import { startAutocomplete } from './autocomplete';
import { BLUR_HIDE_MS, SEARCH_DEBOUNCE_MS } from './combobox-view';
import type { AddressAutocompleteApi, Suggestion } from './types';

type Globals = Record<string, unknown>;
const globals = window as unknown as Globals;

function form(type: 'billing' | 'shipping'): string {
  return `
  <p class="form-row" id="${type}_country_field"><label for="${type}_country">Country</label><span class="woocommerce-input-wrapper">
    <select id="${type}_country" name="${type}_country" class="country_to_state"><option value="AU" selected>Australia</option><option value="NZ">New Zealand</option><option value="US">United States</option></select></span></p>
  <p class="form-row" id="${type}_address_1_field"><label for="${type}_address_1">Street address</label><span class="woocommerce-input-wrapper">
    <input type="text" class="input-text" id="${type}_address_1" name="${type}_address_1" autocomplete="address-line1"></span></p>
  <p class="form-row"><label for="${type}_address_2">Apartment</label><span class="woocommerce-input-wrapper"><input id="${type}_address_2" value="Unit 9"></span></p>
  <p class="form-row"><label for="${type}_city">Suburb</label><span class="woocommerce-input-wrapper"><input id="${type}_city"></span></p>
  <p class="form-row"><label for="${type}_state">State</label><span class="woocommerce-input-wrapper"><select id="${type}_state"><option value="">Select</option><option value="VIC">Victoria</option><option value="NSW">New South Wales</option></select></span></p>
  <p class="form-row"><label for="${type}_postcode">Postcode</label><span class="woocommerce-input-wrapper"><input id="${type}_postcode"></span></p>`;
}

const SUGGESTIONS: Suggestion[] = [
  { id: 'a1', label: '12 Smith Street, Fitzroy VIC', matchedSubstrings: [{ offset: 3, length: 5 }] },
  { id: 'a2', label: '14 Smith Street, Collingwood VIC', matchedSubstrings: [{ offset: 3, length: 5 }] },
  { id: 'a3', label: '1 Smithfield Road, Kenmore QLD' },
];

function api(): AddressAutocompleteApi {
  return (globals.wc as { addressAutocomplete: AddressAutocompleteApi }).addressAutocomplete;
}

// The list's code (React) is imported on the first focus; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 15_000 });

describe('address autocomplete on the classic checkout', { timeout: 30_000 }, () => {
  let controller: AbortController;
  const search = vi.fn<(query: string, country: string, type: string) => Promise<unknown>>();
  const select = vi.fn<(id: string) => Promise<unknown>>();

  beforeEach(() => {
    controller = new AbortController();
    document.body.innerHTML = `<form class="checkout">${form('billing')}${form('shipping')}</form><button>elsewhere</button>`;
    globals.wc_address_autocomplete_common_params = {
      address_providers: JSON.stringify([{ id: 'au', name: 'AU book', branding_html: 'Powered by <img src="/maps.svg" alt="Maps" onerror="alert(1)" data-track="x"><script>bad()</script>' }]),
    };
    search.mockImplementation(() => Promise.resolve(SUGGESTIONS));
    select.mockImplementation(() => Promise.resolve({ country: 'AU', address_1: '12 Smith Street', city: 'Fitzroy', state: 'VIC', postcode: '3065', address_2: '' }));
    startAutocomplete(createMountContext(input(), controller.signal));
    api().registerAddressAutocompleteProvider({ id: 'au', canSearch: (country: string) => country === 'AU', search, select });
  });
  afterEach(() => {
    controller.abort();
    vi.restoreAllMocks();
    search.mockReset();
    select.mockReset();
    for (const name of ['wc', 'wc_address_autocomplete_common_params']) Reflect.deleteProperty(globals, name);
  });

  const input = () => document.getElementById('billing_address_1') as HTMLInputElement;
  async function typeAndWait(text: string): Promise<HTMLElement> {
    input().focus();
    fireEvent.input(input(), { target: { value: text } });
    const list = await screen.findByRole('listbox', { name: 'Address suggestions' });
    await waitFor(() => expect(within(list).getAllByRole('option').length).toBeGreaterThan(0));
    return list;
  }

  it('marks the field once a provider can search the selected country', () => {
    expect(input().closest('.woocommerce-input-wrapper')?.classList.contains('autocomplete-available')).toBe(true);
    expect(input().getAttribute('role')).toBe('combobox');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(api().getActiveProvider('billing')?.id).toBe('au');
  });

  it('drops the provider and hides the list when the country changes to one it cannot search', async () => {
    await typeAndWait('12 Smi');
    const country = document.getElementById('billing_country') as HTMLSelectElement;
    country.value = 'US';
    fireEvent.change(country);
    expect(input().hasAttribute('role')).toBe(false);
    expect(input().closest('.woocommerce-input-wrapper')?.classList.contains('autocomplete-available')).toBe(false);
    await waitFor(() => expect(document.getElementById('address_suggestions_billing')?.style.display).toBe('none'));
  });

  it('searches the sanitized text from three characters and bolds the matched parts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const list = await typeAndWait('<b>12 Smi</b>');
    expect(warn).toHaveBeenCalledWith('Input was sanitized for security');
    expect(search).toHaveBeenLastCalledWith('12 Smi', 'AU', 'billing');
    const first = within(list).getAllByRole('option')[0]!;
    expect(first.querySelector('strong')?.textContent).toBe('Smith');
    expect(first.textContent).toBe('12 Smith Street, Fitzroy VIC');
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-controls')).toBe('address_suggestions_billing_list');
    expect(input().getAttribute('autocomplete')).toBe('none');
    expect(input().getAttribute('data-1p-ignore')).toBe('true');
  });

  it('does not search under three characters', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    input().focus();
    await waitFor(() => expect(document.getElementById('address_suggestions_billing')).not.toBeNull());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.input(input(), { target: { value: '12' } });
      await vi.advanceTimersByTimeAsync(1000);
      expect(search).not.toHaveBeenCalled();
      fireEvent.input(input(), { target: { value: '<i>12</i>' } });
      await vi.advanceTimersByTimeAsync(1000);
      expect(search).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith('Input was sanitized for security');
      fireEvent.input(input(), { target: { value: '123' } });
      await vi.advanceTimersByTimeAsync(1000);
      expect(search).toHaveBeenCalledWith('123', 'AU', 'billing');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows at most five suggestions', async () => {
    search.mockResolvedValue(Array.from({ length: 8 }, (_, index) => ({ id: `s${index}`, label: `${index} Smith St` })));
    const list = await typeAndWait('Smith');
    expect(within(list).getAllByRole('option')).toHaveLength(5);
  });

  it('cycles with the arrow keys and fills the form on Enter: country and street at once, the rest 50 ms later', async () => {
    const list = await typeAndWait('12 Smi');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input().getAttribute('aria-activedescendant')).toBe('suggestion-item-billing-2');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-activedescendant')).toBe('suggestion-item-billing-0');
    expect(within(list).getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true');
    const changed: string[] = [];
    document.body.addEventListener('change', (event) => changed.push((event.target as Element).id));
    const enter = fireEvent.keyDown(input(), { key: 'Enter' });
    expect(enter).toBe(false);
    await waitFor(() => expect(input().value).toBe('12 Smith Street'));
    expect(select).toHaveBeenCalledWith('a1');
    expect(changed).toEqual(['billing_country', 'billing_address_1']);
    await waitFor(() => expect((document.getElementById('billing_postcode') as HTMLInputElement).value).toBe('3065'));
    expect((document.getElementById('billing_city') as HTMLInputElement).value).toBe('Fitzroy');
    expect((document.getElementById('billing_state') as HTMLSelectElement).value).toBe('VIC');
    expect((document.getElementById('billing_address_2') as HTMLInputElement).value).toBe('');
    expect(changed).toEqual(['billing_country', 'billing_address_1', 'billing_address_2', 'billing_city', 'billing_postcode', 'billing_state']);
    expect(input().getAttribute('autocomplete')).toBe('address-line1');
    expect(document.activeElement).toBe(input());
  });

  it('hides on Escape, and on a click outside', async () => {
    await typeAndWait('12 Smi');
    fireEvent.keyDown(input(), { key: 'Escape' });
    await waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('false'));
    await typeAndWait('12 Smit');
    fireEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    await waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('false'));
  });

  it('hides 200 ms after the field loses focus, so a click on a suggestion still lands', async () => {
    await typeAndWait('12 Smi');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    // act() draws what each step of the clock changed before the assertion reads it.
    const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    try {
      input().blur();
      await later(BLUR_HIDE_MS - 20);
      expect(input().getAttribute('aria-expanded')).toBe('true');
      await later(20);
      expect(input().getAttribute('aria-expanded')).toBe('false');
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('searches once for a query typed quickly, after the typing settles', async () => {
    input().focus();
    await waitFor(() => expect(document.getElementById('address_suggestions_billing')).not.toBeNull());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      for (const text of ['Smi', 'Smit', 'Smith']) {
        fireEvent.input(input(), { target: { value: text } });
        await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50);
      }
      expect(search).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(50);
      expect(search.mock.calls).toEqual([['Smith', 'AU', 'billing']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hides an invalid reply and a failed search with WooCommerce\'s messages', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    search.mockResolvedValueOnce({ not: 'a list' });
    input().focus();
    fireEvent.input(input(), { target: { value: '12 Smi' } });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Invalid suggestions response - not an array'));
    search.mockRejectedValueOnce(new Error('offline'));
    fireEvent.input(input(), { target: { value: '12 Smit' } });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Address search error:', expect.any(Error)));
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('logs a failed selection and leaves the form as it was', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    select.mockRejectedValueOnce(new Error('gone'));
    const list = await typeAndWait('12 Smi');
    fireEvent.click(within(list).getAllByRole('option')[1]!);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error selecting address from provider', 'au', expect.any(Error)));
    expect(input().value).toBe('12 Smi');
  });

  it('drops a reply that arrives after a newer search', async () => {
    let answerOld: (value: unknown) => void = () => undefined;
    search.mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)));
    input().focus();
    fireEvent.input(input(), { target: { value: '99 Old' } });
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    fireEvent.input(input(), { target: { value: '12 Smi' } });
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    answerOld([{ id: 'old', label: '99 Old Road' }]);
    // Lets the old reply's handlers run (a task, not a wait for time).
    await new Promise((resolve) => window.setTimeout(resolve, 0));
    expect(within(list).getAllByRole('option')).toHaveLength(3);
  });

  it('serves a provider that registers while the shopper is already in the field', async () => {
    controller.abort();
    Reflect.deleteProperty(globals, 'wc');
    document.body.innerHTML = `<form class="checkout">${form('billing')}</form>`;
    controller = new AbortController();
    startAutocomplete(createMountContext(input(), controller.signal));
    input().focus();
    fireEvent.input(input(), { target: { value: '12 Smi' } });
    expect(input().hasAttribute('role')).toBe(false);
    api().registerAddressAutocompleteProvider({ id: 'au', canSearch: () => true, search, select });
    const list = await screen.findByRole('listbox', { name: 'Address suggestions' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    expect(search).toHaveBeenCalledWith('12 Smi', 'AU', 'billing');
  });

  it('leaves an open list open when another provider registers', async () => {
    globals.wc_address_autocomplete_common_params = { address_providers: JSON.stringify([{ id: 'au', name: 'AU' }, { id: 'nz', name: 'NZ' }]) };
    Reflect.deleteProperty(globals, 'wc');
    controller.abort();
    controller = new AbortController();
    startAutocomplete(createMountContext(input(), controller.signal));
    api().registerAddressAutocompleteProvider({ id: 'au', canSearch: (country: string) => country === 'AU', search, select });
    await typeAndWait('12 Smi');
    api().registerAddressAutocompleteProvider({ id: 'nz', canSearch: (country: string) => country === 'NZ', search, select });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBe('suggestion-item-billing-0');
  });

  it('shows the provider\'s branding sanitized to the allowed tags and attributes', async () => {
    await typeAndWait('12 Smi');
    const branding = await waitFor(() => {
      const element = document.querySelector('.woocommerce-address-autocomplete-branding');
      expect(element?.querySelector('img')).not.toBeNull();
      return element!;
    });
    const image = branding.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('Maps');
    expect(image.hasAttribute('onerror')).toBe(false);
    expect(image.hasAttribute('data-track')).toBe(false);
    expect(branding.querySelector('script')).toBeNull();
    expect(branding.textContent).toBe('Powered by ');
  });
});
