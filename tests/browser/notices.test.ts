import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../fixtures/catalogue/index';
import { registerBrowserHarness } from './support/harness';
import { waitForBehaviour, waitForLantern } from './support/lantern';

const shop = registerBrowserHarness();

/** Records, in the page, when focus first lands on a notice (page clock, ms). */
async function recordNoticeFocus(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener(
      'focusin',
      (event) => {
        const target = event.target as Element;
        if (target.matches('.woocommerce-message, .woocommerce-error')) {
          (window as unknown as { noticeFocusedAt?: number }).noticeFocusedAt ??= performance.now();
        }
      },
      true,
    );
  });
}

async function expectFocusedAfterHalfASecond(page: Page, selector: string): Promise<void> {
  await waitForLantern(page);
  await waitForBehaviour(page, 'notices');
  await page.waitForFunction((target) => document.activeElement?.matches(target) === true, selector, { timeout: 5000 });
  const { focusedAt, mountedAt } = await page.evaluate(() => {
    const mount = performance.getEntriesByName('lantern:mount:notices')[0];
    return {
      focusedAt: (window as unknown as { noticeFocusedAt?: number }).noticeFocusedAt ?? NaN,
      mountedAt: mount ? mount.startTime + mount.duration : NaN,
    };
  });
  expect(focusedAt - mountedAt).toBeGreaterThanOrEqual(450);
  expect(await page.locator(selector).first().getAttribute('tabindex')).toBe('-1');
}

describe('notice focus', () => {
  it('focuses the success notice half a second after load', async () => {
    const product = catalogue.find((candidate) => candidate.type === 'simple' && candidate.stock !== 0);
    if (!product) throw new Error('no simple product in stock');
    const { page, goto } = await shop.newContext().then(({ newPage }) => newPage());
    await recordNoticeFocus(page);
    await goto(`/shop/?add-to-cart=${product.id}`);
    await expectFocusedAfterHalfASecond(page, '.woocommerce-message[role="alert"]');
  });

  it('focuses the error notice when the add is refused', async () => {
    const product = catalogue.find((candidate) => candidate.type === 'simple' && candidate.stock === 0);
    if (!product) throw new Error('no out-of-stock simple product');
    const { page, goto } = await shop.newContext().then(({ newPage }) => newPage());
    await recordNoticeFocus(page);
    await goto(`/shop/?add-to-cart=${product.id}`);
    await expectFocusedAfterHalfASecond(page, '.woocommerce-error[role="alert"]');
  });
});
