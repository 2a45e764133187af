import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSettings } from '../config/settings';
import { currentStore } from '../store/store';
import { createMountContext, readProps, setMountSettings } from './context';

afterEach(() => setMountSettings(undefined));

function marker(html: string): HTMLElement {
  document.body.innerHTML = `<div data-island="panel">${html}</div>`;
  return document.querySelector<HTMLElement>('[data-island]')!;
}

describe('island props', () => {
  it('come from the marker’s own JSON script', () => {
    expect(readProps(marker('<p>text</p><script type="application/json" data-island-props>{"limit":4}</script>'))).toEqual({ limit: 4 });
  });

  it('never come from a nested island, another script or an element that is no script', () => {
    const element = marker(
      '<script type="application/ld+json">{"@type":"Product"}</script>' +
        '<div data-island-props>{"fake":true}</div>' +
        '<div data-island="inner"><script type="application/json" data-island-props>{"inner":true}</script></div>',
    );
    expect(readProps(element)).toEqual({});
  });

  it('are empty when the script is missing, empty or not a JSON object', () => {
    expect(readProps(marker(''))).toEqual({});
    expect(readProps(marker('<script type="application/json" data-island-props></script>'))).toEqual({});
    expect(readProps(marker('<script type="application/json" data-island-props>{"limit":</script>'))).toEqual({});
    expect(readProps(marker('<script type="application/json" data-island-props>[1,2]</script>'))).toEqual({});
  });
});

describe('what a mount receives', () => {
  it('hands the element, its props, the page settings, the store and the signal', () => {
    const element = marker('<script type="application/json" data-island-props>{"limit":4}</script>');
    const { signal } = new AbortController();
    expect(createMountContext(element, signal)).toEqual({
      element,
      props: { limit: 4 },
      settings: readSettings(document),
      store: currentStore(),
      signal,
    });
  });

  it('reads the page settings once, on the first mount', () => {
    const element = marker('');
    const first = createMountContext(element, new AbortController().signal).settings;
    vi.stubGlobal('wc_add_to_cart_params', { cart_url: '/basket/' });
    expect(createMountContext(element, new AbortController().signal).settings).toBe(first);
  });

  it('takes the settings a test hands it over the page’s', () => {
    const element = marker('');
    const own = { ...readSettings(document), cartUrl: '/own/' };
    expect(createMountContext(element, new AbortController().signal, own).settings).toBe(own);
    setMountSettings(own);
    expect(createMountContext(element, new AbortController().signal).settings).toBe(own);
  });
});
