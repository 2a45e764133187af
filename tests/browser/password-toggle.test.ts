import { describe, expect, it } from 'vitest';
import { registerBrowserHarness } from './support/harness';
import { waitForLantern } from './support/lantern';

const shop = registerBrowserHarness();

describe('password show/hide on the account page', () => {
  it('swaps the label and the field type, and returns focus to the field', async () => {
    const { page } = await shop.open('/my-account/');
    await waitForLantern(page);
    await page.locator('.woocommerce form span.password-input button.show-password-input').first().waitFor();
    const wrapper = page.locator('.woocommerce form span.password-input').first();
    const button = wrapper.locator('button.show-password-input');
    const field = wrapper.locator('input');
    expect(await field.getAttribute('type')).toBe('password');
    const params = await page.evaluate(
      () => (window as unknown as { woocommerce_params: { i18n_password_show: string; i18n_password_hide: string } }).woocommerce_params,
    );
    expect(await button.getAttribute('aria-label')).toBe(params.i18n_password_show);
    expect(await button.getAttribute('aria-describedby')).toBe(await field.getAttribute('id'));

    await button.click();
    expect(await field.getAttribute('type')).toBe('text');
    expect(await button.getAttribute('aria-label')).toBe(params.i18n_password_hide);
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);

    await button.click();
    expect(await field.getAttribute('type')).toBe('password');
    expect(await button.getAttribute('aria-label')).toBe(params.i18n_password_show);
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});
