import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitOwn } from '../../src/bridge/own-events';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './analytics';
import { readProduct } from './item';
import { toMajorUnits } from './price';

type Globals = Record<string, unknown>;
const globals = window as unknown as Globals;

/** The demo catalogue's prices (20, 20, 50 and a free product) in both shapes the data uses. */
const CATALOGUE = [
  { id: 104, name: 'Magnetic Base LED Work Light', major: 20, minor: '2000' },
  { id: 105, name: 'Rechargeable LED Inspection Torch', major: 20, minor: '2000' },
  { id: 106, name: 'LED Amber Beacon Light Magnetic', major: 50, minor: '5000' },
  { id: 161, name: 'Free Catalogue – 2025 Lighting Range', major: 0, minor: '0' },
];

describe('the price-unit rule', () => {
  it.each(CATALOGUE)('gives $name in major units whichever shape carries it', ({ id, name, major, minor }) => {
    expect(toMajorUnits(minor, 2)).toBe(major);
    expect(toMajorUnits(major)).toBe(major);
    expect(readProduct({ id, name, categories: [{ name: 'Worklights' }], prices: { price: minor, currency_minor_unit: 2 } })?.price).toBe(major);
    expect(readProduct({ id, name, categories: ['Worklights'], price: major })?.price).toBe(major);
  });

  it('reads other minor units and unreadable prices', () => {
    expect(toMajorUnits('2000', 0)).toBe(2000);
    expect(toMajorUnits('12345', 3)).toBe(12.345);
    expect(toMajorUnits('n/a', 2)).toBe(0);
    expect(toMajorUnits(undefined)).toBe(0);
  });
});

describe('analytics events in gtag form', () => {
  let controller: AbortController;
  const button = () => document.querySelector<HTMLElement>('.add_to_cart_button')!;
  beforeEach(() => {
    controller = new AbortController();
    document.body.innerHTML = `<a href="?add-to-cart=106" data-quantity="2" data-product_id="106" class="button add_to_cart_button ajax_add_to_cart">Add</a>`;
    globals.ga4w = {
      data: {
        cart: { items: [], totals: { currency_code: 'AUD', total_price: 0, currency_minor_unit: 2 } },
        products: CATALOGUE.map(({ id, name, minor }) => ({ id, name, sku: `SKU-${id}`, categories: [{ name: 'Worklights' }, { name: 'Beacons' }], prices: { price: minor, currency_minor_unit: 2 } })),
      },
      settings: { tracker_function_name: 'gtag', events: ['purchase', 'add_to_cart'], identifier: null },
    };
  });
  afterEach(() => {
    controller.abort();
    for (const name of ['ga4w', 'gtag', 'dataLayer']) Reflect.deleteProperty(globals, name);
  });

  const added = () => emitOwn('added-to-cart', { fragments: {}, cartHash: 'h', productId: '106', button: button() });
  /** The event code is fetched on the first add: wait for it and for its callbacks. */
  const settled = async () => {
    await import('./gtag-events');
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it('sends add_to_cart once per add, with the product fields and major-unit prices', async () => {
    const gtag = vi.fn();
    globals.gtag = gtag;
    mount(createMountContext(document.body, controller.signal));
    added();
    await settled();
    expect(gtag).toHaveBeenCalledTimes(1);
    expect(gtag).toHaveBeenCalledWith('event', 'add_to_cart', {
      currency: 'AUD',
      value: 100,
      items: [{ item_id: 106, item_name: 'LED Amber Beacon Light Magnetic', item_category: 'Worklights', item_category2: 'Beacons', quantity: 2, price: 50 }],
    });
  });

  it('queues the event on dataLayer when gtag itself is not there yet', async () => {
    const dataLayer: unknown[] = [];
    globals.dataLayer = dataLayer;
    mount(createMountContext(document.body, controller.signal));
    added();
    await settled();
    expect(dataLayer).toHaveLength(1);
    expect(Array.from(dataLayer[0] as ArrayLike<unknown>)).toEqual(['event', 'add_to_cart', expect.objectContaining({ value: 100 })]);
  });

  it('changes nothing when the tag is absent or throws', async () => {
    mount(createMountContext(document.body, controller.signal));
    expect(added).not.toThrow();
    await settled();
    const blocked = vi.fn(() => {
      throw new Error('blocked');
    });
    globals.gtag = blocked;
    expect(added).not.toThrow();
    await settled();
    expect(blocked).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for an event the shop turned off', async () => {
    const gtag = vi.fn();
    globals.gtag = gtag;
    (globals.ga4w as { settings: { events: string[] } }).settings.events = ['purchase'];
    mount(createMountContext(document.body, controller.signal));
    added();
    await settled();
    expect(gtag).not.toHaveBeenCalled();
  });

  it('sends the purchase of the order-received page once per order', async () => {
    const gtag = vi.fn();
    globals.gtag = gtag;
    (globals.ga4w as { data: Record<string, unknown> }).data.order = {
      id: 1234,
      totals: { currency_code: 'AUD', currency_minor_unit: 2, total_price: '9000', total_tax: '818', total_shipping: '0' },
      items: [
        { id: 104, name: 'Magnetic Base LED Work Light', quantity: 2, categories: [{ name: 'Worklights' }], prices: { price: '2000', currency_minor_unit: 2 } },
        { id: 106, name: 'LED Amber Beacon Light Magnetic', quantity: 1, categories: [], prices: { price: '5000', currency_minor_unit: 2 } },
        { id: 161, name: 'Free Catalogue', quantity: 1, categories: [], prices: { price: '0', currency_minor_unit: 2 } },
      ],
    };
    mount(createMountContext(document.body, controller.signal));
    await settled();
    expect(gtag).toHaveBeenCalledWith('event', 'purchase', {
      transaction_id: '1234',
      affiliation: undefined,
      currency: 'AUD',
      value: 90,
      tax: 8.18,
      shipping: 0,
      items: [
        { item_id: 104, item_name: 'Magnetic Base LED Work Light', item_category: 'Worklights', quantity: 2, price: 20 },
        { item_id: 106, item_name: 'LED Amber Beacon Light Magnetic', quantity: 1, price: 50 },
        { item_id: 161, item_name: 'Free Catalogue', quantity: 1, price: 0 },
      ],
    });
    controller.abort();
    controller = new AbortController();
    mount(createMountContext(document.body, controller.signal));
    await settled();
    expect(gtag).toHaveBeenCalledTimes(1);
  });

  it("sends one add_to_cart per variation added from its product's form: the variation's id and price, the product's name, in major units", async () => {
    const variations = [
      { variation_id: 17301, attributes: { attribute_pa_beam: 'combo' }, display_price: 119 },
      { variation_id: 17303, attributes: { attribute_pa_beam: 'flood' }, display_price: 129.5 },
    ];
    document.body.innerHTML = `<form class="variations_form cart" data-product_id="173" data-product_variations='${JSON.stringify(variations)}'>
      <div class="quantity"><input class="qty" name="quantity" value="2"></div><button class="single_add_to_cart_button">Add</button></form>`;
    (globals.ga4w as { data: { products: unknown[] } }).data.products.push({
      id: 173, name: '7" LED Driving Light Pair', categories: [{ name: 'Online Sales' }], prices: { price: '11900', currency_minor_unit: 2 },
    });
    const gtag = vi.fn();
    globals.gtag = gtag;
    mount(createMountContext(document.body, controller.signal));
    const addButton = document.querySelector<HTMLElement>('button.single_add_to_cart_button')!;
    for (const productId of ['17303', '17303', '17301']) emitOwn('added-to-cart', { fragments: {}, cartHash: 'h', productId, button: addButton });
    await settled();
    expect(gtag.mock.calls.map(([, name, params]) => [name, params])).toEqual([
      ...[129.5, 129.5].map((price) => ['add_to_cart', { currency: 'AUD', value: price * 2, items: [{ item_id: 17303, item_name: '7" LED Driving Light Pair', item_category: 'Online Sales', quantity: 2, price }] }]),
      ['add_to_cart', { currency: 'AUD', value: 238, items: [{ item_id: 17301, item_name: '7" LED Driving Light Pair', item_category: 'Online Sales', quantity: 2, price: 119 }] }],
    ]);
  });

  it('sends nothing on a page with nothing to report until the shopper adds', async () => {
    const gtag = vi.fn();
    globals.gtag = gtag;
    mount(createMountContext(document.body, controller.signal));
    await settled();
    expect(gtag).not.toHaveBeenCalled();
  });
});
