import { describe, expect, it } from 'vitest';
import { wcAjax } from './support/contracts';
import { ALL_FAULTS, injectFault } from './support/faults';
import { registerBrowserHarness } from './support/harness';
import { expectNothingLoading } from './support/busy';
import { waitForCartReady } from './support/lantern';
import { hasClass, miniCartItems, simpleButton } from './support/shop';

const shop = registerBrowserHarness();

describe('add to cart when the shop answers badly', () => {
  it.each(ALL_FAULTS)('%s: the button stops loading, is not added, and an error is shown beside it', async (fault) => {
    const shopPage = await shop.open('/shop/');
    const { page } = shopPage;
    await waitForCartReady(page);
    await injectFault(shopPage, 'add_to_cart', fault);
    const button = simpleButton(page);
    const alert = button.locator('xpath=..').locator('[role="alert"]');
    await button.click();
    await alert.first().waitFor({ state: 'visible', timeout: 15_000 });
    expect((await alert.first().innerText()).trim()).not.toBe('');
    expect(await hasClass(button, 'loading')).toBe(false);
    expect(await hasClass(button, 'added')).toBe(false);
    expect(await miniCartItems(page).count()).toBe(0);
    expect(shopPage.requests.matching(wcAjax('add_to_cart'))).toHaveLength(1);
    await expectNothingLoading(page);
  });

  it('clears the error when the next add succeeds', async () => {
    const shopPage = await shop.open('/shop/');
    const { page } = shopPage;
    await waitForCartReady(page);
    await injectFault(shopPage, 'add_to_cart', 'http-500');
    const button = simpleButton(page);
    const alert = button.locator('xpath=..').locator('[role="alert"]');
    await button.click();
    await alert.first().waitFor();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await button.click();
    await expect.poll(() => hasClass(button, 'added')).toBe(true);
    expect(await alert.count()).toBe(0);
  });
});
