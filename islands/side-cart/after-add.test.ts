import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitOwn } from '../../src/bridge/own-events';
import { readSettings } from '../../src/config/settings';
import { setMountSettings } from '../../src/runtime/context';
import { hydrate, unmountAll } from '../../src/runtime/lifecycle';
import { clearRegistry, registerIslands } from '../../src/runtime/registry';
import { islandFor } from '../../src/runtime/testing';
import { sideCart, sideCartAfterAdd } from './index';
import * as afterAddModule from './after-add';
import * as sideCartModule from './side-cart';

const PAGE = `
  <header><a class="cart-contents" href="/cart/">Cart</a><a class="add" href="?add-to-cart=12">Add</a></header>
  <div class="site-header-cart-side"><span class="cart-side-title">Shopping cart</span><a href="#" class="close-cart-side">close</a></div>
  <div class="cart-side-overlay"></div>`;

const panel = () => document.querySelector<HTMLElement>('.site-header-cart-side')!;
const button = () => document.querySelector<HTMLElement>('.add')!;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 30));

/** The page as it loads: the panel waits for intent on the cart link; the add watcher is mounted. */
async function loadPage(bodyClass = ''): Promise<void> {
  document.body.className = bodyClass;
  document.body.innerHTML = PAGE;
  setMountSettings(readSettings(document));
  registerIslands([islandFor(sideCart, sideCartModule), islandFor({ ...sideCartAfterAdd, hydrate: 'load' }, afterAddModule)]);
  hydrate(document);
  await vi.waitFor(() => expect(performance.getEntriesByName('lantern:mount:side-cart-after-add').length).toBeGreaterThan(0));
  expect(panel().dataset.islandState).toBeUndefined();
}

afterEach(() => {
  unmountAll();
  clearRegistry();
  setMountSettings(undefined);
  performance.clearMeasures();
});

describe('the side cart after an add', () => {
  it('is mounted when an add starts, so it opens itself when the add lands', async () => {
    await loadPage();
    emitOwn('adding-to-cart', { button: button(), data: { product_id: '12' } });
    await vi.waitFor(() => expect(panel().dataset.islandState).toBe('ready'));
    expect(panel().classList.contains('active')).toBe(false);
  });

  it('opens as it mounts when an add lands before it is there (another script added)', async () => {
    await loadPage();
    button().focus();
    emitOwn('added-to-cart', { fragments: {}, cartHash: 'abc', productId: '12', button: button() });
    await vi.waitFor(() => expect(panel().classList.contains('active')).toBe(true));
    await vi.waitFor(() => expect(panel().contains(document.activeElement)).toBe(true));
    // Closed, focus goes back to what had it when the panel opened: the add button.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(button()));
  });

  it('stays closed and unmounted after an add in the page editor', async () => {
    await loadPage('elementor-editor-active');
    emitOwn('adding-to-cart', { button: button(), data: { product_id: '12' } });
    emitOwn('added-to-cart', { fragments: {}, cartHash: 'abc', productId: '12', button: button() });
    await nextTask();
    expect(panel().dataset.islandState).toBeUndefined();
    expect(panel().classList.contains('active')).toBe(false);
  });
});
