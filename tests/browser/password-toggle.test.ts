import { describe, expect, it } from 'vitest';
import { registerBrowserHarness } from './support/harness';
import { waitForLantern } from './support/lantern';

const shop = registerBrowserHarness();

describe('password show/hide on the account page', () => {
  it('swaps the label and the field type, and returns focus to the field', async () => {
    const { page } = await shop.open('/my-account/');
    await waitForLantern(page);
    await page.locator('.woocommerce form span.password-input .show-password-input').first().waitFor();
    const wrapper = page.locator('.woocommerce form span.password-input').first();
    const button = wrapper.getByRole('button');
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

  it('is reached by Tab from the field and shows the password with Enter, then hides it with Space', async () => {
    const { page } = await shop.open('/my-account/');
    await waitForLantern(page);
    const field = page.locator('.woocommerce form span.password-input input').first();
    await page.locator('.woocommerce form span.password-input .show-password-input').first().waitFor();
    await field.focus();
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(label).toBe('Show password');
    await page.keyboard.press('Enter');
    expect(await field.getAttribute('type')).toBe('text');
    await page.keyboard.press('Tab');
    await page.keyboard.press(' ');
    expect(await field.getAttribute('type')).toBe('password');
  });
});
