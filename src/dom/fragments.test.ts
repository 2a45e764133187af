import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrate, unmount, unmountAll } from '../runtime/lifecycle';
import { clearRegistry, registerIslands } from '../runtime/registry';
import { islandFor } from '../runtime/testing';
import { isBlocked } from './block';
import { applyFragments, replaceServerHtml } from './fragments';

const islands = { hydrate, unmount };

afterEach(() => {
  document.body.innerHTML = '';
  unmountAll();
  clearRegistry();
});

describe('applying fragments', () => {
  it('replaces every region a selector names', () => {
    document.body.innerHTML =
      '<div class="widget_shopping_cart_content">old</div><div class="widget_shopping_cart_content">old</div>';
    applyFragments({ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">new</div>' }, islands);
    const regions = document.querySelectorAll('.widget_shopping_cart_content');
    expect(Array.from(regions, (region) => region.textContent)).toEqual(['new', 'new']);
    expect(regions[0]).not.toBe(regions[1]);
  });

  it('blocks each region before replacing it and leaves the new one unblocked', () => {
    document.body.innerHTML = '<a class="cart-contents">0 items</a>';
    const old = document.querySelector('.cart-contents')!;
    const seen: boolean[] = [];
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.body, { subtree: true, childList: true });
    const replaceWith = old.replaceWith.bind(old);
    vi.spyOn(old, 'replaceWith').mockImplementation((...nodes) => {
      seen.push(isBlocked(old));
      replaceWith(...nodes);
    });
    applyFragments({ 'a.cart-contents': '<a class="cart-contents">1 item</a>' }, islands);
    observer.disconnect();
    expect(seen).toEqual([true]);
    const fresh = document.querySelector('.cart-contents')!;
    expect(isBlocked(fresh)).toBe(false);
    expect(fresh.textContent).toBe('1 item');
  });

  it('ignores selectors the browser cannot parse and regions absent from the page', () => {
    document.body.innerHTML = '<p class="kept">kept</p>';
    expect(() => applyFragments({ 'div[': '<div></div>', '.missing': '<div></div>' }, islands)).not.toThrow();
    expect(document.body.innerHTML).toBe('<p class="kept">kept</p>');
  });

  it('unmounts islands inside a replaced region and mounts the ones the new HTML brings', async () => {
    const cleanup = vi.fn();
    const mounted: Element[] = [];
    registerIslands([
      islandFor(
        { name: 'badge', kind: 'behaviour', adopt: '.badge', hydrate: 'load' },
        {
          mount: ({ element }) => {
            mounted.push(element);
            return cleanup;
          },
        },
      ),
    ]);
    document.body.innerHTML = '<div class="region"><span class="badge">1</span></div>';
    hydrate(document);
    await vi.waitFor(() => expect(mounted).toHaveLength(1));
    applyFragments({ '.region': '<div class="region"><span class="badge">2</span></div>' }, islands);
    expect(cleanup).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(mounted).toHaveLength(2));
    expect(mounted[1]?.textContent).toBe('2');
  });

  it('records a User Timing measure for the benchmark', () => {
    document.body.innerHTML = '<div class="a"></div>';
    applyFragments({ '.a': '<div class="a">x</div>' }, islands);
    expect(performance.getEntriesByName('lantern:fragments').length).toBeGreaterThan(0);
  });
});

describe('replacing a region with server HTML', () => {
  /** Records, in order, what the islands were asked and what was in the page at the time. */
  function watchingLifecycle() {
    const steps: string[] = [];
    const lifecycle = {
      unmount: (root: Node) => steps.push(`unmount ${(root as Element).className}: ${root.textContent ?? ''}`),
      hydrate: (root: ParentNode) => steps.push(`scan ${(root as Element).className}: ${root.textContent ?? ''}`),
    };
    return { steps, lifecycle };
  }

  it('unmounts the old region, puts the new elements in its place and scans each of them', () => {
    document.body.innerHTML = '<div class="woosw-list-ajax">loading</div>';
    const { steps, lifecycle } = watchingLifecycle();
    const roots = replaceServerHtml(document.querySelector('.woosw-list-ajax')!, '<p class="a">one</p><p class="b">two</p>', lifecycle);
    expect(document.body.innerHTML).toBe('<p class="a">one</p><p class="b">two</p>');
    expect(roots.map((root) => root.className)).toEqual(['a', 'b']);
    expect(steps).toEqual(['unmount woosw-list-ajax: loading', 'scan a: one', 'scan b: two']);
  });

  it('keeps the region with `inside`, prepares it before the scan, and takes a fragment already made', () => {
    document.body.innerHTML = '<div class="woosc-table-items"><span>old</span></div>';
    const region = document.querySelector('.woosc-table-items')!;
    const { steps, lifecycle } = watchingLifecycle();
    replaceServerHtml(region, '<table><tbody><tr><td>new</td></tr></tbody></table>', lifecycle, true, (root) => steps.push(`prepare ${root.className}`));
    expect(document.querySelector('.woosc-table-items td')?.textContent).toBe('new');
    expect(steps).toEqual(['unmount woosc-table-items: old', 'prepare woosc-table-items', 'scan woosc-table-items: new']);
    const fresh = document.createElement('section');
    const made = document.createDocumentFragment();
    made.append(fresh);
    expect(replaceServerHtml(region, made, lifecycle)).toEqual([fresh]);
    expect(document.body.firstElementChild).toBe(fresh);
  });
});
