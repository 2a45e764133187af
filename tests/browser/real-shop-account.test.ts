import { describe, expect, it } from 'vitest';
import { waitForIsland, waitForLantern } from './support/lantern';
import { registerRealShop } from './support/real-shop';

describe('the My Account page of a real WooCommerce shop, with Lantern in place of woocommerce.js', () => {
  const shop = registerRealShop(['woocommerce']);

  it('draws the show-password control as the shop’s stylesheet draws WooCommerce’s, an icon over the field, not one of the theme’s buttons', async () => {
    const { page } = await shop.newLanternPage();
    await page.goto(`${shop.origin()}/my-account/`);
    await waitForLantern(page);
    await waitForIsland(page, '.woocommerce-form-login #password');
    const toggle = page.locator('.woocommerce-form-login .password-input').getByRole('button');
    expect(await toggle.getAttribute('aria-label')).toBe('Show password');
    const look = () => toggle.evaluate((control) => {
      const style = getComputedStyle(control);
      const box = control.getBoundingClientRect();
      return { width: Math.round(box.width), height: Math.round(box.height), background: style.backgroundColor, padding: style.padding };
    });
    // What WooCommerce 8.8's script draws under Astra 4.6.5 and this stylesheet, measured beside it:
    // the eye is a glyph of WooCommerce's icon font, 16 px wide until that font has arrived.
    await expect.poll(look).toEqual({ width: 26, height: 26, background: 'rgba(0, 0, 0, 0)', padding: '0px' });
    await toggle.click();
    expect(await page.locator('.woocommerce-form-login #password').getAttribute('type')).toBe('text');
    expect(await toggle.getAttribute('aria-label')).toBe('Hide password');
  });
});
