import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNothingLoading } from './support/busy';
import { ALL_FAULTS, answerWithFault, readyForFault, type Fault } from './support/faults';
import { registerBrowserHarness, type ShopPage } from './support/harness';
import { fillWishlist, injectWishlistFault, isShown, MANAGE, POPUP, setWishlistSettings, shopperWithList, waitForWishlist } from './support/wishlist';

/**
 * Every wishlist call the issue names, answered badly in each of the five ways (HTTP 500, an
 * HTML error page, broken JSON, a time-out, no network): each ends in a clear message (or, for
 * the page's own background calls, the page as the server printed it), nothing left loading,
 * nothing the shopper typed lost, and no uncaught error (the harness fails a test on one).
 */
const shop = registerBrowserHarness();

const FAILED = 'Sorry, the wishlist could not be updated. Please try again.';
const NOTICE = `${POPUP} .woosw-notice`;

/** Removes the messages of the last attempt, so each attempt's own message is the one seen. */
async function clearMessages(page: Page): Promise<void> {
  await page.evaluate((notice) => {
    document.querySelectorAll('.lantern-toast').forEach((toast) => toast.remove());
    const seen = window as unknown as { noticesShown: string[] };
    seen.noticesShown = [];
    document.querySelectorAll(notice).forEach((area) => {
      area.textContent = '';
      area.classList.remove('woosw-notice-show');
      // What the area showed, recorded as it happens: the notice hides itself after 3 s,
      // which a busy machine can outlast between two reads of the test.
      new MutationObserver(() => {
        if (area.classList.contains('woosw-notice-show')) seen.noticesShown.push(area.textContent ?? '');
      }).observe(area, { attributes: true, attributeFilter: ['class'] });
    });
  }, NOTICE);
}

/** The failure shown in the open wishlist popup's notice area. */
async function expectPopupFailure(page: Page, fault: Fault): Promise<void> {
  const shown = () => page.evaluate(() => (window as unknown as { noticesShown: string[] }).noticesShown);
  await expect.poll(shown, { timeout: 10_000, message: fault }).toContain(FAILED);
  expect(await page.locator(NOTICE).textContent(), fault).toBe(FAILED);
}

/** The failure shown as an error toast (no popup with a notice area is open). */
async function expectToastFailure(page: Page, fault: Fault): Promise<void> {
  await expect.poll(() => page.locator('.lantern-toast-error').count(), { timeout: 10_000, message: fault }).toBe(1);
  expect(await page.locator('.lantern-toast-error').textContent(), fault).toContain(FAILED);
}

/**
 * Counts the page's requests that `matches`, and those that ended (answered or failed), so a
 * test moves on only once the page has given up on a held one: lifting the fault earlier
 * would let that request through to the shop.
 */
function watchRequests(page: Page, matches: (url: URL) => boolean): { reset(): void; allEnded(): Promise<void> } {
  let started = 0;
  let ended = 0;
  page.on('request', (request) => void (matches(new URL(request.url())) && (started += 1)));
  const end = (request: { url(): string }) => void (matches(new URL(request.url())) && (ended += 1));
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    reset: () => {
      started = 0;
      ended = 0;
    },
    allEnded: () => expect.poll(() => started > 0 && ended === started, { timeout: 15_000 }).toBe(true),
  };
}

/** Runs `attempt` once per fault of `endpoint`, then checks nothing is left loading. */
async function eachFault(
  shopPage: ShopPage,
  endpoint: string,
  attempt: (fault: Fault) => Promise<void>,
  afterEnd: (fault: Fault) => Promise<void> = async () => undefined,
): Promise<void> {
  const { page } = shopPage;
  const requests = watchRequests(page, (url) => url.searchParams.get('wc-ajax') === endpoint);
  for (const fault of ALL_FAULTS) {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await injectWishlistFault(shopPage, endpoint, fault);
    await clearMessages(page);
    requests.reset();
    await attempt(fault);
    await requests.allEnded();
    await afterEnd(fault);
    await expectNothingLoading(page);
    expect(await page.locator('.woosw-popup.woosw-loading').count(), `${endpoint} ${fault}`).toBe(0);
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

/** Every fault of every call of a test, five-second time-outs included. */
const LONG = 150_000;

/** Accepts every confirm the page asks. */
function acceptConfirms(page: Page): void {
  page.on('dialog', (dialog) => void dialog.accept());
}

/** A signed-in shopper with two products listed, on the shop page with the popup open. */
async function openSignedInPopup(): Promise<ShopPage> {
  const shopPage = await shopperWithList(shop, 'USER01', [141, 142], { settings: { signed_in: true } });
  const { page } = shopPage;
  await page.locator('.woosw-btn-141').first().click();
  await expect.poll(() => isShown(page)).toBe(true);
  acceptConfirms(page);
  return shopPage;
}

describe('the wishlist popup when the shop answers badly', () => {
  it("keeps the row, the note typed, the suggestion and the list on a failed remove, note, add, empty or manage, with the failure in the popup's notice area", { timeout: LONG }, async () => {
    const shopPage = await openSignedInPopup();
    const { page } = shopPage;
    const rows = page.locator(`${POPUP} .woosw-items:not(.woosw-suggested-items) .woosw-item`);

    await eachFault(shopPage, 'woosw_remove', async (fault) => {
      await page.locator(`${POPUP} .woosw-item-142 .woosw-item--remove span`).click();
      await expectPopupFailure(page, fault);
      expect(await rows.count(), fault).toBe(2);
    });
    expect(await page.locator('.woosw-btn-142').first().getAttribute('class')).toContain('woosw-added');

    const note = page.locator(`${POPUP} .woosw-item-141 .woosw-item--note`);
    const input = page.locator(`${POPUP} .woosw-item-141 .woosw-item--note-add input[type="text"]`);
    await eachFault(shopPage, 'woosw_add_note', async (fault) => {
      if (await note.isVisible()) await note.click();
      await input.fill(`kept after ${fault}`);
      await page.locator(`${POPUP} .woosw-item-141 .woosw_add_note`).click();
      await expectPopupFailure(page, fault);
      expect(await input.isVisible(), fault).toBe(true);
      expect(await input.inputValue(), fault).toBe(`kept after ${fault}`);
      // The note's text is not replaced by anything the bad reply held.
      expect(await note.textContent(), fault).toBe('Add note');
    });

    const suggestion = page.locator(`${POPUP} .woosw-suggested-items .woosw-item`).first();
    const suggestedId = (await suggestion.getAttribute('data-id')) ?? '';
    await eachFault(shopPage, 'woosw_add', async (fault) => {
      await suggestion.locator('.woosw-item--add span').click();
      await expectPopupFailure(page, fault);
      expect(await page.locator(`${POPUP} .woosw-items:not(.woosw-suggested-items) .woosw-item-${suggestedId}`).count(), fault).toBe(0);
      expect(await suggestion.isVisible(), fault).toBe(true);
    });

    await eachFault(shopPage, 'woosw_empty', async (fault) => {
      await page.locator(`${POPUP} .woosw-empty`).click();
      await expectPopupFailure(page, fault);
      expect(await rows.count(), fault).toBe(2);
      expect(await page.locator(`${POPUP} .woosw-empty`).isVisible(), fault).toBe(true);
    });

    await eachFault(shopPage, 'woosw_manage_wishlists', async (fault) => {
      await page.locator(`${POPUP} .woosw-manage`).click();
      await expectPopupFailure(page, fault);
      expect(await isShown(page, MANAGE), fault).toBe(false);
      expect(await isShown(page), fault).toBe(true);
    });
    expect(await page.locator(`${POPUP} .woosw-count`).textContent()).toBe('2');
  });

  it('keeps the typed list name and every list on a failed create, set default, view or delete, with an error message', { timeout: LONG }, async () => {
    const shopPage = await openSignedInPopup();
    const { page } = shopPage;
    await page.locator(`${POPUP} .woosw-manage`).click();
    await expect.poll(() => isShown(page, MANAGE)).toBe(true);
    await page.locator('#woosw_wishlist_name').fill('Boat');
    await page.locator('#woosw_add_wishlist').click();
    const lists = page.locator(`${MANAGE} .woosw-view-wishlist`);
    await expect.poll(() => lists.count()).toBe(2);
    const boat = (await lists.nth(1).getAttribute('data-key')) ?? '';

    const name = page.locator('#woosw_wishlist_name');
    await eachFault(shopPage, 'woosw_add_wishlist', async (fault) => {
      await name.fill(`Garage <b>${fault}</b>`);
      await page.locator('#woosw_add_wishlist').click();
      await expectToastFailure(page, fault);
      expect(await name.inputValue(), fault).toBe(`Garage <b>${fault}</b>`);
      expect(await lists.count(), fault).toBe(2);
    });

    await eachFault(shopPage, 'woosw_set_default', async (fault) => {
      await page.locator(`${MANAGE} .woosw-set-default[data-key="${boat}"]`).click();
      await expectToastFailure(page, fault);
      expect(await page.locator(`${MANAGE} .woosw-set-default[data-key="${boat}"]`).count(), fault).toBe(1);
    });
    // The default list is still the one with the products: their buttons still show them added.
    expect(await page.locator('.woosw-btn-141').first().getAttribute('class')).toContain('woosw-added');

    await eachFault(shopPage, 'woosw_view_wishlist', async (fault) => {
      await page.locator(`${MANAGE} .woosw-view-wishlist[data-key="${boat}"]`).click();
      await expectToastFailure(page, fault);
      expect(await isShown(page, MANAGE), fault).toBe(true);
      expect(await isShown(page), fault).toBe(false);
    });

    await eachFault(shopPage, 'woosw_delete_wishlist', async (fault) => {
      await page.locator(`${MANAGE} .woosw-delete-wishlist[data-key="${boat}"]`).click();
      await expectToastFailure(page, fault);
      expect(await lists.count(), fault).toBe(2);
    });
    // Still usable afterwards: the manage popup answers the keyboard.
    await page.keyboard.press('Escape');
    await expect.poll(() => isShown(page, MANAGE)).toBe(false);
  });
});

describe('the wishlist buttons when the shop answers badly', () => {
  it('leaves an added product added, with an error message, when opening the popup or removing it fails', { timeout: LONG }, async () => {
    const shopPage = await shopperWithList(shop, 'BTNERR', [141], { settings: {} });
    const { page } = shopPage;
    const button = page.locator('.woosw-btn-141').first();
    await eachFault(shopPage, 'woosw_load', async (fault) => {
      await button.click();
      await expectToastFailure(page, fault);
      expect(await isShown(page), fault).toBe(false);
      expect(await button.getAttribute('class'), fault).toContain('woosw-added');
    });

    // With button_action_added=remove, a click on an added button removes it: a shopper of its
    // own (the time-outs above moved this one's pages onto Playwright's clock).
    const removing = await shopperWithList(shop, 'BTNRMV', [141], { settings: { button_action_added: 'remove' } });
    const added = removing.page.locator('.woosw-btn-141').first();
    await eachFault(removing, 'woosw_remove', async (fault) => {
      await added.click();
      await expectToastFailure(removing.page, fault);
      const classes = (await added.getAttribute('class')) ?? '';
      expect(classes, fault).toContain('woosw-added');
      expect(classes, fault).not.toContain('woosw-adding');
    });
  });
});

describe("the page's own wishlist calls when the shop answers badly", () => {
  it('keeps the marks the server printed when the data cannot be fetched, and the buttons still work', { timeout: LONG }, async () => {
    const context = await shop.newContext();
    await setWishlistSettings(context.context, shop.origin, {});
    await fillWishlist(context.context, shop.origin, 'DATERR', [141]);
    for (const fault of ALL_FAULTS) {
      // A new tab has no session cache: its load asks for the data.
      const shopPage = await context.newPage();
      const { page } = shopPage;
      const dataRequests = watchRequests(page, (url) => url.searchParams.get('wc-ajax') === 'woosw_get_data');
      await injectWishlistFault(shopPage, 'woosw_get_data', fault);
      // The data is asked for while the page loads, before Playwright's clock could take over
      // the page's timers (it would also hide the mount marks waited on): the time-out case
      // loads with the demo's short request time-out, and the page gives up on its own timer.
      await shopPage.goto(fault === 'timeout' ? '/shop/?timeout=short' : '/shop/');
      await waitForWishlist(page);
      await dataRequests.allEnded();
      expect(shopPage.requests.matching((url) => url.searchParams.get('wc-ajax') === 'woosw_get_data').length, fault).toBe(1);
      expect(await page.locator('.woosw-btn-141').first().getAttribute('class'), fault).toContain('woosw-added');
      expect(await page.locator('.lantern-toast').count(), fault).toBe(0);
      // The page stays usable: the next add works.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      const other = page.locator('ul.products .woosw-btn:not(.woosw-added)').first();
      const otherId = (await other.getAttribute('data-id')) ?? '';
      await other.click();
      await expect.poll(() => page.locator(`ul.products .woosw-btn-${otherId}`).first().getAttribute('class')).toContain('woosw-added');
      await page.keyboard.press('Escape');
      await expectNothingLoading(page);
      await page.close();
    }
  });

  it('leaves the counts as they were when the count calls fail, without a message', { timeout: LONG }, async () => {
    const context = await shop.newContext();
    await setWishlistSettings(context.context, shop.origin, { button_action: 'no' });
    await fillWishlist(context.context, shop.origin, 'CNTERR', [141]);
    const shopPage = await context.newPage();
    await shopPage.goto('/shop/?jquery=1');
    const { page } = shopPage;
    await waitForWishlist(page);
    const menuCount = page.locator('.woosw-menu-item .woosw-menu-item-inner');
    const badge = page.locator('.header-wishlist .yith-wcwl-items-count');

    // Another tab adds a product: the shop's count is now 2, the page still shows 1. Then
    // `woosw_refresh_count` (another script asks for the count) and the count call fails.
    await fillWishlist(context.context, shop.origin, 'CNTERR', [142]);
    await eachFault(
      shopPage,
      'woosw_load_count',
      () => page.evaluate(() => (window as unknown as { jQuery: (target: unknown) => { trigger(name: string): void } }).jQuery(document).trigger('woosw_refresh_count')),
      async (fault) => {
        expect(await menuCount.getAttribute('data-count'), fault).toBe('1');
        expect(await page.locator('.lantern-toast').count(), fault).toBe(0);
      },
    );

    // The theme's badge call after an add fails: the badge keeps its number, the add stands.
    const isCountCall = (url: URL) => url.searchParams.get('action') === 'yith_wcwl_update_wishlist_count';
    shopPage.problems.allowFailedRequests(isCountCall);
    const countRequests = watchRequests(page, isCountCall);
    const ids = await page.locator('ul.products .woosw-btn:not(.woosw-added)').evaluateAll((buttons, count) => buttons.slice(0, count).map((button) => button.getAttribute('data-id') ?? ''), ALL_FAULTS.length);
    for (const [index, fault] of ALL_FAULTS.entries()) {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await readyForFault(page, fault);
      await page.route(isCountCall, (route) => answerWithFault(route, fault));
      countRequests.reset();
      const button = page.locator(`ul.products .woosw-btn-${ids[index]}`).first();
      await button.click();
      await expect.poll(() => button.getAttribute('class')).toContain('woosw-added');
      await expect.poll(() => menuCount.getAttribute('data-count')).toBe(String(index + 3));
      await countRequests.allEnded();
      expect(await badge.textContent(), fault).toBe('1');
      expect(await page.locator('.lantern-toast-error').count(), fault).toBe(0);
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await expectNothingLoading(page);
  });
});
