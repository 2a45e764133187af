import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { pauseClockSoon } from './support/clock';
import { expectNothingLoading } from './support/busy';
import { formFields } from './support/contracts';
import { ALL_FAULTS } from './support/faults';
import { PHONE, registerBrowserHarness } from './support/harness';
import { waitForLantern } from './support/lantern';
import {
  cachedIds,
  fillWishlist,
  focusInside,
  injectWishlistFault,
  isShown,
  KEY_COOKIE,
  MANAGE,
  POPUP,
  setWishlistSettings,
  waitForWishlist,
  wishlistCalls,
} from './support/wishlist';

const shop = registerBrowserHarness();

/** The first product card's wishlist button on the shop page. */
const FIRST_BUTTON = 'ul.products li.product:first-child .woosw-btn';

describe('wishlist buttons', () => {
  it('adds a product: the button goes adding then added, the popup shows the notice, key, cache and badges follow', async () => {
    const shopPage = await shop.open('/shop/');
    const { page } = shopPage;
    await waitForWishlist(page);
    const button = page.locator(FIRST_BUTTON);
    const name = (await button.getAttribute('data-product_name')) ?? '';
    await page.route((url) => url.searchParams.get('wc-ajax') === 'woosw_add', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('class')).toContain('woosw-adding');
    expect(await button.locator('.woosw-btn-icon').getAttribute('class')).toContain('woosw-icon-4');
    await expect.poll(() => button.getAttribute('class')).toContain('woosw-added');
    expect(await button.getAttribute('class')).not.toContain('woosw-adding');
    expect(await button.locator('.woosw-btn-text').textContent()).toBe('Browse wishlist');

    await expect.poll(() => isShown(page)).toBe(true);
    await expect.poll(() => focusInside(page)).toBe(true);
    expect(await page.locator(`${POPUP} .woosw-notice strong`).textContent()).toBe(name);
    expect(await page.locator(`${POPUP} .woosw-items:not(.woosw-suggested-items) .woosw-item`).count()).toBe(1);
    expect(await page.locator(`${POPUP}[role="dialog"][aria-modal="true"]`).count()).toBe(1);

    const cookies = await page.context().cookies();
    const key = cookies.find((cookie) => cookie.name === KEY_COOKIE);
    expect(key?.value).toMatch(/^[A-Z0-9]{6}$/);
    expect(key?.path).toBe('/');
    const days = ((key?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const cached = await page.evaluate((value) => sessionStorage.getItem(`woosw_data_${value}`), key?.value ?? '');
    expect(Object.keys((JSON.parse(cached ?? '{}') as { ids: object }).ids)).toEqual([await button.getAttribute('data-id')]);
    await expect.poll(() => page.locator('.header-wishlist .yith-wcwl-items-count').textContent()).toBe('1');
    expect(await page.locator('.footer-wishlist .yith-wcwl-items-count').textContent()).toBe('1');
    expect(await page.locator('.woosw-menu-item .woosw-menu-item-inner').getAttribute('data-count')).toBe('1');
    expect(await page.locator('.woosw-link .woosw-link-inner').getAttribute('data-count')).toBe('1');

    for (let press = 0; press < 30; press += 1) await page.keyboard.press('Tab');
    expect(await focusInside(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => isShown(page)).toBe(false);
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('marks buttons from the session cache without asking the server again; a new tab asks once', async () => {
    const context = await shop.newContext();
    await fillWishlist(context.context, shop.origin, 'CACHE1', [141]);
    const first = await context.newPage();
    await first.goto('/shop/');
    await waitForWishlist(first.page);
    await expect.poll(() => first.page.locator('.woosw-btn-141').first().getAttribute('class')).toContain('woosw-added');
    await expect.poll(() => wishlistCalls(first, 'woosw_get_data')).toBe(1);
    first.requests.clear();
    await first.page.reload();
    await waitForWishlist(first.page);
    expect(await first.page.locator('.woosw-btn-141').first().getAttribute('class')).toContain('woosw-added');
    expect(first.requests.matching((url) => url.searchParams.has('wc-ajax') && url.searchParams.get('wc-ajax')!.startsWith('woosw')).length).toBe(0);

    // The server's key wins: a stale cookie is rewritten from the reply.
    await context.context.addCookies([{ name: KEY_COOKIE, value: 'STALE1', url: shop.origin }]);
    await setWishlistSettings(context.context, shop.origin, { signed_in: true });
    const second = await context.newPage();
    await second.goto('/shop/');
    await waitForWishlist(second.page);
    await expect.poll(async () => (await context.context.cookies()).find((cookie) => cookie.name === KEY_COOKIE)?.value).toBe('USER01');
    expect(wishlistCalls(second, 'woosw_get_data')).toBe(1);
  });

  it('makes at most one wishlist call on a warm page load, and none while the session cache is valid and gives the count', async () => {
    const context = await shop.newContext();
    // reload_count asks for the count on every page: Lantern reads it from the list it holds.
    await setWishlistSettings(context.context, shop.origin, { reload_count: true });
    await fillWishlist(context.context, shop.origin, 'WARM01', [141, 142]);
    const tab = await context.newPage();
    const everyWishlistCall = () =>
      tab.requests.matching((url) => (url.searchParams.get('wc-ajax') ?? '').startsWith('woosw') || (url.searchParams.get('action') ?? '').includes('wishlist')).map(
        (entry) => entry.url.searchParams.get('wc-ajax') ?? entry.url.searchParams.get('action'),
      );
    const countShown = () => tab.page.locator('.woosw-menu-item .woosw-menu-item-inner').getAttribute('data-count');

    // A new tab has no session cache: one call brings the list, its count and the marks.
    await tab.goto('/shop/');
    await waitForWishlist(tab.page);
    await expect.poll(() => tab.page.locator('.woosw-btn-141').first().getAttribute('class')).toContain('woosw-added');
    await expect.poll(countShown).toBe('2');
    expect(everyWishlistCall()).toEqual(['woosw_get_data']);

    // Warm: the cache is valid and holds the count. A mount issues its calls in its own task, so
    // none has started once it is mounted: none is coming.
    for (const path of ['/shop/', '/product/marine-underwater-led-27w/', '/wishlist/']) {
      tab.requests.clear();
      await tab.goto(path);
      await waitForWishlist(tab.page);
      await expect.poll(countShown).toBe('2');
      expect(everyWishlistCall(), path).toEqual([]);
    }
  });

  it('marks buttons the page gains later from the list it holds, without asking the server', async () => {
    const shopPage = await shop.open('/shop/');
    const { page } = shopPage;
    await waitForWishlist(page);
    // The next page of a listing as a page cache serves it to everyone: without this shopper's marks.
    const id = await page.evaluate(async () => {
      const text = await (await fetch('/product-category/marine/')).text();
      (window as unknown as { stale: string }).stale = text;
      const buttons = new DOMParser().parseFromString(text, 'text/html').querySelectorAll('ul.products .woosw-btn');
      return Array.from(buttons).some((button) => button.classList.contains('woosw-added')) ? '' : (buttons[2]?.getAttribute('data-id') ?? '');
    });
    expect(id).toMatch(/^\d+$/);
    await page.locator(`ul.products .woosw-btn-${id}`).first().click();
    await expect.poll(() => isShown(page)).toBe(true);
    await page.keyboard.press('Escape');
    shopPage.requests.clear();

    // An infinite scroll appends those cards.
    await page.evaluate(() => {
      const doc = new DOMParser().parseFromString((window as unknown as { stale: string }).stale, 'text/html');
      const list = doc.querySelector('ul.products')!;
      list.classList.add('appended');
      document.querySelector('ul.products')!.after(document.adoptNode(list));
    });
    const appended = page.locator(`ul.products.appended .woosw-btn-${id}`);
    await expect.poll(() => appended.getAttribute('class')).toContain('woosw-added');
    expect(await appended.locator('.woosw-btn-text').textContent()).toBe('Browse wishlist');
    expect(await page.locator('ul.products.appended .woosw-btn').count()).toBeGreaterThan(1);
    expect(await page.locator('ul.products.appended .woosw-added').count()).toBe(1);
    expect(shopPage.requests.matching((url) => (url.searchParams.get('wc-ajax') ?? '').startsWith('woosw'))).toEqual([]);
  });

  it('follows button_action message and no, and button_action_added remove and page', async () => {
    const context = await shop.newContext();
    await setWishlistSettings(context.context, shop.origin, { button_action: 'message', button_action_added: 'remove' });
    const shopPage = await context.newPage();
    await shopPage.goto('/shop/');
    const { page } = shopPage;
    await waitForWishlist(page);
    const button = page.locator(FIRST_BUTTON);
    await button.click();
    await expect.poll(() => page.locator('.lantern-toast').first().textContent()).toContain('has been added to Wishlist.');
    expect(await isShown(page)).toBe(false);
    await expect.poll(() => button.getAttribute('class')).toContain('woosw-added');
    await button.click();
    await expect.poll(() => button.getAttribute('class')).not.toContain('woosw-added');
    expect(formFields(shopPage.requests.matching((url) => url.searchParams.get('wc-ajax') === 'woosw_remove')[0]?.body ?? null).key).toMatch(/^[A-Z0-9]{6}$/);
    await expect.poll(() => page.locator('.header-wishlist .yith-wcwl-items-count').textContent()).toBe('0');

    await setWishlistSettings(context.context, shop.origin, { button_action: 'no', button_action_added: 'page' });
    await page.reload();
    await waitForWishlist(page);
    await button.click();
    await expect.poll(() => button.getAttribute('class')).toContain('woosw-added');
    expect(await isShown(page)).toBe(false);
    await button.click();
    await page.waitForURL((url) => url.pathname === '/wishlist/');
  });

  it('leaves the button usable with a clear message whatever goes wrong', async () => {
    const shopPage = await shop.open('/shop/');
    const { page } = shopPage;
    await waitForWishlist(page);
    const button = page.locator(FIRST_BUTTON);
    for (const fault of ALL_FAULTS) {
      await page.unrouteAll();
      await injectWishlistFault(shopPage, 'woosw_add', fault);
      await page.evaluate(() => document.querySelectorAll('.lantern-toast').forEach((toast) => toast.remove()));
      await button.click();
      await expect.poll(() => page.locator('.lantern-toast-error').count(), { timeout: 10_000 }).toBe(1);
      const classes = (await button.getAttribute('class')) ?? '';
      expect(classes, fault).not.toContain('woosw-adding');
      expect(classes, fault).not.toContain('woosw-added');
    }
  });

  it('ends a failed popup load or removal in a clear message, the row kept and nothing loading', async () => {
    const context = await shop.newContext();
    await fillWishlist(context.context, shop.origin, 'FAIL01', [141, 142]);
    const shopPage = await context.newPage();
    await shopPage.goto('/shop/');
    const { page } = shopPage;
    await waitForWishlist(page);
    const button = page.locator('.woosw-btn-141').first();
    await expect.poll(() => button.getAttribute('class')).toContain('woosw-added');
    await injectWishlistFault(shopPage, 'woosw_load', 'http-500');
    await button.click();
    await expect.poll(() => page.locator('.lantern-toast-error').count()).toBe(1);
    expect(await isShown(page)).toBe(false);
    await expectNothingLoading(page);

    await page.unrouteAll();
    await page.evaluate(() => document.querySelectorAll('.lantern-toast').forEach((toast) => toast.remove()));
    await button.click();
    await expect.poll(() => isShown(page)).toBe(true);
    await injectWishlistFault(shopPage, 'woosw_remove', 'offline');
    await page.locator(`${POPUP} .woosw-item-142 .woosw-item--remove span`).click();
    await expect.poll(() => page.locator(`${POPUP} .woosw-notice`).textContent()).toBe('Sorry, the wishlist could not be updated. Please try again.');
    await expectNothingLoading(page);
    expect(await page.locator(`${POPUP} .woosw-item-142`).count()).toBe(1);
    expect(await page.locator('.woosw-btn-142').first().getAttribute('class')).toContain('woosw-added');
  });

  it("shows the server's 'Please log in' reply and leaves the button as it was", async () => {
    const context = await shop.newContext();
    await setWishlistSettings(context.context, shop.origin, { disable_unauthenticated: true });
    const shopPage = await context.newPage();
    await shopPage.goto('/shop/');
    await waitForWishlist(shopPage.page);
    await shopPage.page.locator(FIRST_BUTTON).click();
    await expect.poll(() => shopPage.page.locator('.lantern-toast-error .notiny-text').textContent()).toBe('Please log in to use the Wishlist!');
    expect(await shopPage.page.locator(FIRST_BUTTON).getAttribute('class')).not.toContain('woosw-added');
  });
});

/** Opens the popup from an added product's button (button_action_added = popup). */
async function openPopupFromButton(page: Page, productId: number): Promise<void> {
  await waitForWishlist(page);
  const button = page.locator(`.woosw-btn-${productId}`).first();
  await expect.poll(() => button.getAttribute('class')).toContain('woosw-added');
  await button.click();
  await expect.poll(() => isShown(page)).toBe(true);
}

const XSS = ['<img src=x onerror="window.__xss=1">', '"><script>window.__xss=2</script>', "<svg onload=window.__xss=3> & 'q'"];

describe('the wishlist popup', () => {
  it('removes an item, empties the list after the confirmation and keeps focus inside', async () => {
    const context = await shop.newContext();
    await fillWishlist(context.context, shop.origin, 'POPUP1', [141, 142, 143]);
    const shopPage = await context.newPage();
    await shopPage.goto('/shop/');
    const { page } = shopPage;
    await openPopupFromButton(page, 141);
    const rows = page.locator(`${POPUP} .woosw-items:not(.woosw-suggested-items) .woosw-item`);
    expect(await rows.count()).toBe(3);
    await expect.poll(() => focusInside(page)).toBe(true);

    const remove = page.locator(`${POPUP} .woosw-item-142 .woosw-item--remove span`);
    expect(await remove.getAttribute('role')).toBe('button');
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => page.locator(`${POPUP} .woosw-count`).textContent()).toBe('2');
    await expect.poll(() => page.locator(`${POPUP} .woosw-notice`).textContent()).toBe('Product has been removed from the Wishlist.');
    expect(await focusInside(page)).toBe(true);
    expect(await page.locator('.woosw-btn-142').first().getAttribute('class')).not.toContain('woosw-added');

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });
    await page.locator(`${POPUP} .woosw-empty`).click();
    await expect.poll(() => page.locator(`${POPUP} .woosw-popup-content-mid-message`).count()).toBe(1);
    expect(dialogs).toEqual(['This action cannot be undone. Are you sure?']);
    expect(await page.locator(`${POPUP} .woosw-empty`).isVisible()).toBe(false);
    await expect.poll(() => page.locator('.header-wishlist .yith-wcwl-items-count').textContent()).toBe('0');

    await page.locator(`${POPUP} .woosw-continue`).click();
    await expect.poll(() => isShown(page)).toBe(false);
  });

  it('saves notes as typed text (escaped on the wire, never markup) and keeps a failed note in its input', async () => {
    const context = await shop.newContext();
    await fillWishlist(context.context, shop.origin, 'NOTES1', [141]);
    const shopPage = await context.newPage();
    await shopPage.goto('/shop/');
    const { page } = shopPage;
    await openPopupFromButton(page, 141);
    const note = page.locator(`${POPUP} .woosw-item-141 .woosw-item--note`);
    const input = page.locator(`${POPUP} .woosw-item-141 .woosw-item--note-add input[type="text"]`);
    for (const text of XSS) {
      await note.click();
      await expect.poll(() => input.isVisible(), { timeout: 3000 }).toBe(true);
      await input.fill(text);
      await input.press('Enter');
      await expect.poll(() => note.textContent(), { timeout: 3000 }).toBe(text);
      expect(await input.isVisible()).toBe(false);
      expect(await note.locator('img, script, svg').count()).toBe(0);
    }
    const sent = shopPage.requests.matching((url) => url.searchParams.get('wc-ajax') === 'woosw_add_note').map((entry) => formFields(entry.body).note);
    expect(sent[0]).toBe('&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    await injectWishlistFault(shopPage, 'woosw_add_note', 'http-500');
    await note.click();
    await input.fill('kept when the save fails');
    await page.locator(`${POPUP} .woosw-item-141 .woosw_add_note`).click();
    await expect.poll(() => page.locator(`${POPUP} .woosw-notice`).textContent()).toContain('could not be updated');
    expect(await input.isVisible()).toBe(true);
    expect(await input.inputValue()).toBe('kept when the save fails');
    expect(await page.locator('.woosw-popup.woosw-loading').count()).toBe(0);
  });

  it('filters by name or note as the shopper types, and an XSS query stays text', async () => {
    const context = await shop.newContext();
    await fillWishlist(context.context, shop.origin, 'SEARCH', [141, 142]);
    const shopPage = await context.newPage();
    await shopPage.goto('/shop/');
    const { page } = shopPage;
    await openPopupFromButton(page, 141);
    const visible = () => page.locator(`${POPUP} .woosw-items:not(.woosw-suggested-items) .woosw-item:not([hidden])`).count();
    const name = (await page.locator(`${POPUP} .woosw-item-142`).getAttribute('data-name')) ?? '';
    await page.locator(`${POPUP} .woosw-search-input`).fill(name);
    await expect.poll(visible).toBe(1);
    expect(await page.locator(`${POPUP} .woosw-suggested-items`).isVisible()).toBe(false);
    const markupBefore = await page.locator(POPUP).evaluate((popup) => popup.querySelectorAll('img, script, svg').length);
    for (const text of XSS) {
      await page.locator(`${POPUP} .woosw-search-input`).fill(text);
      await expect.poll(visible).toBe(0);
      expect(await page.locator(`${POPUP} .woosw-search-input`).inputValue()).toBe(text);
      expect(await page.locator(POPUP).evaluate((popup) => popup.querySelectorAll('img, script, svg').length)).toBe(markupBefore);
    }
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.keyboard.press('Escape');
    await expect.poll(() => isShown(page)).toBe(false);
    expect(await page.locator(`${POPUP} .woosw-search-input`).inputValue()).toBe('');
  });

  it('adds a suggested product from the popup', async () => {
    const context = await shop.newContext();
    await fillWishlist(context.context, shop.origin, 'SUGGES', [141]);
    const shopPage = await context.newPage();
    await shopPage.goto('/shop/');
    const { page } = shopPage;
    await openPopupFromButton(page, 141);
    const suggestion = page.locator(`${POPUP} .woosw-suggested-items .woosw-item`).first();
    const id = (await suggestion.getAttribute('data-id')) ?? '';
    await suggestion.locator('.woosw-item--add span').click();
    await expect.poll(() => page.locator(`${POPUP} .woosw-items:not(.woosw-suggested-items) .woosw-item-${id}`).count()).toBe(1);
    expect(formFields(shopPage.requests.matching((url) => url.searchParams.get('wc-ajax') === 'woosw_add')[0]?.body ?? null).key).toBe('SUGGES');
  });

  it('fits a phone screen, closes by its close control and has no serious axe violations while open', async () => {
    const context = await shop.newContext({ viewport: PHONE });
    await fillWishlist(context.context, shop.origin, 'PHONE1', [141]);
    const shopPage = await context.newPage();
    await shopPage.goto('/shop/');
    const { page } = shopPage;
    await openPopupFromButton(page, 141);
    const box = await page.locator(`${POPUP} .woosw-popup-content`).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator(`${POPUP} .woosw-popup-close`).click();
    await expect.poll(() => isShown(page)).toBe(false);
    // A tap on the backdrop, outside the content, closes it too.
    await page.locator('.woosw-btn-141').first().click();
    await expect.poll(() => isShown(page)).toBe(true);
    await page.locator(POPUP).click({ position: { x: 5, y: 5 } });
    await expect.poll(() => isShown(page)).toBe(false);
  });
});

describe('several named wishlists', () => {
  it('creates a list (its name stays text), sets it as default (buttons and counts follow), views it and deletes it', async () => {
    const context = await shop.newContext();
    await setWishlistSettings(context.context, shop.origin, { signed_in: true });
    await fillWishlist(context.context, shop.origin, 'USER01', [141]);
    const shopPage = await context.newPage();
    await shopPage.goto('/shop/');
    const { page } = shopPage;
    await openPopupFromButton(page, 141);
    await page.locator(`${POPUP} .woosw-manage`).click();
    await expect.poll(() => isShown(page, MANAGE)).toBe(true);
    expect(await isShown(page)).toBe(false);
    await expect.poll(() => focusInside(page, MANAGE)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Every name of the corpus is kept as typed, as text: nothing runs, no markup appears.
    for (const [index, name] of XSS.entries()) {
      await page.locator('#woosw_wishlist_name').fill(name);
      await page.locator('#woosw_wishlist_name').press('Enter');
      await expect.poll(() => page.locator(`${MANAGE} .woosw-view-wishlist`).nth(index + 1).textContent()).toBe(name);
    }
    expect(await page.locator(`${MANAGE} script, ${MANAGE} img, ${MANAGE} svg`).count()).toBe(0);
    const newList = page.locator(`${MANAGE} .woosw-view-wishlist`).nth(2);
    const key = (await newList.getAttribute('data-key')) ?? '';

    await page.locator(`${MANAGE} .woosw-set-default[data-key="${key}"]`).click();
    await expect.poll(() => page.locator(`${MANAGE} .woosw-set-default[data-key="${key}"]`).count()).toBe(0);
    await expect.poll(() => page.locator('.woosw-btn-141').first().getAttribute('class')).not.toContain('woosw-added');
    expect(await page.locator('.woosw-menu-item .woosw-menu-item-inner').getAttribute('data-count')).toBe('0');
    expect(await page.evaluate((value) => sessionStorage.getItem(`woosw_data_${value}`) !== null, key)).toBe(true);

    await page.locator(`${MANAGE} .woosw-view-wishlist[data-key="USER01"]`).click();
    await expect.poll(() => isShown(page)).toBe(true);
    expect(await isShown(page, MANAGE)).toBe(false);
    expect(await page.locator(`${POPUP} .woosw-item-141`).count()).toBe(1);
    await page.keyboard.press('Escape');

    await page.locator('.woosw-btn').first().click();
    await page.locator(`${POPUP} .woosw-manage`).click();
    await expect.poll(() => isShown(page, MANAGE)).toBe(true);
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.locator(`${MANAGE} .woosw-delete-wishlist[data-key="${key}"]`).click();
    await expect.poll(() => page.locator(`${MANAGE} .woosw-view-wishlist`).count()).toBe(XSS.length);
    expect(messages).toEqual(['This action cannot be undone. Are you sure?']);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    // The manage popup keeps Tab inside and closes on Escape.
    for (let press = 0; press < 20; press += 1) await page.keyboard.press('Tab');
    expect(await focusInside(page, MANAGE)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => isShown(page, MANAGE)).toBe(false);
  });

  it('switches lists on the wishlist page and opens the popup from the my-account link with yes_popup', async () => {
    const context = await shop.newContext();
    await setWishlistSettings(context.context, shop.origin, { signed_in: true, page_myaccount: 'yes_popup' });
    const nonce = await (async () => {
      const text = await (await context.context.request.get(new URL('/cart/', shop.origin).href)).text();
      return (JSON.parse(/var woosw_vars = (\{.*?\});/.exec(text)?.[1] ?? '{}') as { nonce: string }).nonce;
    })();
    await context.context.request.post(new URL('/?wc-ajax=woosw_add_wishlist', shop.origin).href, { form: { action: 'woosw_add_wishlist', name: 'Boat', nonce } });
    const shopPage = await context.newPage();
    await shopPage.goto('/wishlist/');
    const { page } = shopPage;
    await waitForWishlist(page);
    const options = page.locator('.woosw-switcher-dropdown option');
    expect(await options.count()).toBe(2);
    const target = (await options.nth(1).getAttribute('value')) ?? '';
    await page.locator('.woosw-switcher-dropdown').selectOption(target);
    await page.waitForURL((url) => url.pathname === target);
    expect(await page.locator('.woosw-list-name').textContent()).toBe('Boat');

    // The account page has no wishlist buttons: its code comes with the first interaction, and
    // a click that arrives first is held and replayed.
    await shopPage.goto('/my-account/');
    await waitForLantern(page);
    await page.locator('.woocommerce-MyAccount-navigation-link--wishlist a').click();
    await expect.poll(() => isShown(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/my-account/');
  });
});

describe('menu links and the popup notice', () => {
  it('opens the popup from the menu item and the link with menu_action open_popup, shows a notice for 3 s, moves focus in after 250 ms, and continues to its own URL', async () => {
    const context = await shop.newContext();
    await setWishlistSettings(context.context, shop.origin, { menu_action: 'open_popup', continue_url: '/shop/' });
    await fillWishlist(context.context, shop.origin, 'MENU01', [141, 142]);
    const shopPage = await context.newPage();
    await shopPage.goto('/cart/');
    const { page } = shopPage;
    await waitForLantern(page);
    // The page has no wishlist button: the code comes with this click, which is held and replayed.
    await page.locator('.woosw-menu-item a').click();
    await expect.poll(() => isShown(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/cart/');
    await expect.poll(() => focusInside(page)).toBe(true);

    // The 3 s are the behaviour: the page's clock is ours from here (installed after the mount,
    // whose wait reads performance marks the stand-in clock does not keep).
    const notice = page.locator(`${POPUP} .woosw-notice`);
    await page.clock.install();
    await page.locator(`${POPUP} .woosw-item-142 .woosw-item--remove span`).focus();
    await pauseClockSoon(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => notice.getAttribute('class')).toContain('woosw-notice-show');
    expect(await notice.textContent()).toBe('Product has been removed from the Wishlist.');
    await page.clock.runFor(2_999);
    expect(await notice.getAttribute('class')).toContain('woosw-notice-show');
    await page.clock.runFor(1);
    await expect.poll(() => notice.getAttribute('class')).not.toContain('woosw-notice-show');

    // Opened again from the link (already loaded): focus moves in after 250 ms.
    await page.keyboard.press('Escape');
    await expect.poll(() => isShown(page)).toBe(false);
    await page.clock.resume();
    await page.locator('.woosw-link a').first().focus();
    await pauseClockSoon(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => isShown(page)).toBe(true);
    await page.clock.runFor(249);
    expect(await focusInside(page)).toBe(false);
    await page.clock.runFor(1);
    await expect.poll(() => focusInside(page)).toBe(true);
    await page.clock.resume();
    await Promise.all([page.waitForURL((url) => url.pathname === '/shop/'), page.locator(`${POPUP} .woosw-continue`).click()]);

    // With open_page (the plugin's default) the menu item is a plain link again. (Settings are
    // site-wide; a new context leaves the stopped clock behind.)
    await setWishlistSettings(context.context, shop.origin, { menu_action: 'open_page' });
    const other = await shop.open('/cart/');
    await waitForLantern(other.page);
    await Promise.all([other.page.waitForURL((url) => url.pathname === '/wishlist/'), other.page.locator('.woosw-menu-item a').click()]);
  });
});

describe('the wishlist page', () => {
  it('removes a row, saves a note, copies the link, reloads after adding a suggestion and after remove all', async () => {
    const context = await shop.newContext();
    await context.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.origin });
    await fillWishlist(context.context, shop.origin, 'PAGE01', [141, 142]);
    const shopPage = await context.newPage();
    await shopPage.goto('/wishlist/');
    const { page } = shopPage;
    await waitForWishlist(page);
    const rows = page.locator('.woosw-list table.woosw-items .woosw-item');
    expect(await rows.count()).toBe(2);
    const remove = page.locator('.woosw-list .woosw-item-142 .woosw-item--remove span');
    await expect.poll(() => remove.getAttribute('role')).toBe('button');
    await remove.click();
    await expect.poll(() => rows.count()).toBe(1);

    // A note on the page, as in the popup.
    await page.locator('.woosw-list .woosw-item-141 .woosw-item--note').click();
    const noteInput = page.locator('.woosw-list .woosw-item-141 .woosw-item--note-add input[type="text"]');
    await noteInput.fill('For the boat <b>trailer</b>');
    await noteInput.press('Enter');
    await expect.poll(() => page.locator('.woosw-list .woosw-item-141 .woosw-item--note').textContent()).toBe('For the boat <b>trailer</b>');
    expect(await noteInput.isVisible()).toBe(false);

    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.locator('#woosw_copy_btn').click();
    const link = await page.locator('#woosw_copy_url').inputValue();
    await expect.poll(() => alerts).toEqual([`Copied the wishlist link: ${link}`]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const suggestion = page.locator('.woosw-list .woosw-suggested-items .woosw-item').first();
    const id = (await suggestion.getAttribute('data-id')) ?? '';
    await Promise.all([page.waitForEvent('load'), suggestion.locator('.woosw-item--add span').click()]);
    await expect.poll(() => page.locator(`.woosw-list table.woosw-items .woosw-item-${id}`).count()).toBe(1);
    // The reply's data was cached before the reload, as the plugin does: the page reads it.
    expect(await cachedIds(page, 'PAGE01')).toEqual(['141', id].sort());

    // Remove all, after the confirm: the page is printed again, empty.
    await waitForWishlist(page);
    alerts.length = 0;
    await Promise.all([page.waitForEvent('load'), page.locator('.woosw-list .woosw-empty').click()]);
    expect(alerts).toEqual(['This action cannot be undone. Are you sure?']);
    expect(await rows.count()).toBe(0);
    expect(await cachedIds(page, 'PAGE01')).toEqual([]);
    await expect.poll(() => page.locator('.woosw-menu-item .woosw-menu-item-inner').getAttribute('data-count')).toBe('0');
  });
});

describe('variations, auto-remove and the classic events', () => {
  it("switches a variable product's button to the chosen variation and back", async () => {
    const context = await shop.newContext();
    const shopPage = await context.newPage();
    // A variable product whose variations are printed with the form (not asked of the server).
    await shopPage.goto('/product/32-inch-led-light-bar-180w/?jquery=1');
    const { page } = shopPage;
    await waitForWishlist(page);
    const variableId = await page.locator('form.variations_form').getAttribute('data-product_id');
    // The variation form resets the button when it mounts with nothing chosen: let it mount first.
    await expect.poll(() => page.locator('form.variations_form').getAttribute('data-island-state')).toBe('ready');
    const variationId = await page.locator('form.variations_form').evaluate((form) => {
      const variations = JSON.parse(form.getAttribute('data-product_variations') ?? '[]') as { variation_id: number }[];
      return variations[0]?.variation_id ?? 0;
    });
    const button = page.locator(`.summary ~ .woosw-btn, .woosw-btn-${variableId}`).first();
    const choose = () =>
      page.locator('form.variations_form').evaluate((form, id) => form.dispatchEvent(new CustomEvent('lantern:found-variation', { bubbles: true, detail: { variation: { variation_id: id } } })), variationId);
    await choose();
    expect(await button.getAttribute('data-id')).toBe(String(variationId));
    await button.click();
    await expect.poll(() => button.getAttribute('class')).toContain('woosw-added');
    expect(formFields(shopPage.requests.matching((url) => url.searchParams.get('wc-ajax') === 'woosw_add')[0]?.body ?? null).product_id).toBe(String(variationId));
    await page.keyboard.press('Escape');
    // WooCommerce's own script (jQuery) triggers reset_data on the form.
    await page.evaluate(() => (window as unknown as { jQuery: (target: string) => { trigger(name: string): void } }).jQuery('form.variations_form').trigger('reset_data'));
    expect(await button.getAttribute('data-id')).toBe(variableId);
    // The parent's button shows added while one of its variations is listed, as the plugin marks it.
    await choose();
    expect(await button.getAttribute('class')).toContain('woosw-added');
  });

  it('with auto_remove, an add to cart takes the product out of the wishlist view and refreshes count and data', async () => {
    const context = await shop.newContext();
    await setWishlistSettings(context.context, shop.origin, { auto_remove: true });
    await fillWishlist(context.context, shop.origin, 'AUTORM', [141, 142]);
    const shopPage = await context.newPage();
    await shopPage.goto('/wishlist/');
    const { page } = shopPage;
    await waitForWishlist(page);
    await page.locator('.woosw-list .woosw-item-141 .woosw-item--atc a').click();
    await expect.poll(() => page.locator('.woosw-list .woosw-item-141').count()).toBe(0);
    await expect.poll(() => wishlistCalls(shopPage, 'woosw_load_count')).toBe(1);
    await expect.poll(() => page.locator('.woosw-menu-item .woosw-menu-item-inner').getAttribute('data-count')).toBe('1');

    shopPage.requests.clear();
    await shopPage.goto('/shop/?add-to-cart=142');
    await waitForWishlist(page);
    await expect.poll(() => wishlistCalls(shopPage, 'woosw_get_data')).toBe(1);
    expect(wishlistCalls(shopPage, 'woosw_load_count')).toBe(1);
    await expect.poll(() => page.locator('.woosw-menu-item .woosw-menu-item-inner').getAttribute('data-count')).toBe('0');
  });

  it('triggers the plugin events on body with their arguments when jQuery is on the page', async () => {
    const { page } = await shop.open('/shop/?jquery=1');
    await waitForWishlist(page);
    await page.evaluate(() => {
      const heard: unknown[][] = [];
      (window as unknown as { heard: unknown[][] }).heard = heard;
      const $ = (window as unknown as { jQuery: (target: unknown) => { on(names: string, handler: (event: { type: string }, ...args: unknown[]) => void): void } }).jQuery;
      $(document.body).on('woosw_add woosw_change_count woosw_buttons_refreshed woosw_data_refreshed woosw_wishlist_show', (event, ...args) => heard.push([event.type, ...args]));
    });
    const id = (await page.locator(FIRST_BUTTON).getAttribute('data-id')) ?? '';
    await page.locator(FIRST_BUTTON).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { heard: unknown[][] }).heard.map((entry) => entry[0]))).toContain('woosw_add');
    const heard = await page.evaluate(() => (window as unknown as { heard: unknown[][] }).heard);
    expect(heard).toContainEqual(['woosw_add', id]);
    expect(heard).toContainEqual(['woosw_change_count', 1]);
    expect(heard.map((entry) => entry[0])).toEqual(expect.arrayContaining(['woosw_buttons_refreshed', 'woosw_data_refreshed', 'woosw_wishlist_show']));
  });
});
