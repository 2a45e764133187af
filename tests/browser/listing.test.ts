import { describe, expect, it } from 'vitest';
import { registerBrowserHarness } from './support/harness';
import { waitForIsland, waitForLantern } from './support/lantern';

const shop = registerBrowserHarness();

describe('product listing', () => {
  it('submits the sort order as soon as it changes', async () => {
    const { page } = await shop.open('/shop/');
    await waitForLantern(page);
    await waitForIsland(page, 'form.woocommerce-ordering');
    await page.locator('select.orderby').selectOption('price');
    await page.waitForURL((url) => url.searchParams.get('orderby') === 'price');
    expect(await page.locator('select.orderby').inputValue()).toBe('price');
  });

  it('re-announces the result count two seconds after load', async () => {
    const { page } = await shop.open('/shop/?orderby=price');
    await waitForLantern(page);
    const count = page.locator('.woocommerce-result-count').first();
    await waitForIsland(page, '.woocommerce-result-count');
    const text = await count.innerText();
    expect(await count.getAttribute('aria-hidden')).toBe('true');
    const hiddenAt = Date.now();
    await page.waitForFunction(
      () => document.querySelector('.woocommerce-result-count')?.getAttribute('aria-hidden') === 'false',
      undefined,
      { timeout: 5000 },
    );
    expect(Date.now() - hiddenAt).toBeGreaterThan(1200);
    expect(await count.innerText()).toBe(text);
    expect(await count.getAttribute('role')).toMatch(/^(status|alert)$/);
  });
});
