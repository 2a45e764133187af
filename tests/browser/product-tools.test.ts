import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { expectNothingLoading } from './support/busy';
import { expectReloadAfter, pauseClockSoon } from './support/clock';
import { formFields, wcAjax } from './support/contracts';
import { answerWithFault } from './support/faults';
import { registerBrowserHarness, type ShopPage } from './support/harness';
import { holdRequests } from './support/hold';
import { waitForLantern } from './support/lantern';
import { fillWishlist, waitForWishlist } from './support/wishlist';

const shop = registerBrowserHarness();

const LIGHT_BAR = '/product/32-inch-led-light-bar-180w/';
const PDF_LINK = '.pgfw-single-pdf-download-a';
const PDF_DIALOG = '#single-pdf-download .wps-pdf_email-content';
const PDF_MESSAGE = '#pgfw-user-email-submittion-message';
const SUBMIT = '#pgfw-submit-email-user';
const isAdminAjax = (url: URL) => url.pathname === '/wp-admin/admin-ajax.php';

/**
 * The product page as a shopper meets it: Lantern has booted; the PDF modal's code comes when
 * the shopper reaches for its link, and a click that beats it is held.
 */
async function openProduct(shopPage: ShopPage): Promise<Page> {
  await waitForLantern(shopPage.page);
  return shopPage.page;
}

const focusInDialog = (page: Page) => page.evaluate((dialog) => document.querySelector(dialog)?.contains(document.activeElement) ?? false, PDF_DIALOG);

describe('PDF e-mail modal', () => {
  it('moves focus in 100 ms after it opens, and closes on its close control back to the link', async () => {
    const page = await openProduct(await shop.open(LIGHT_BAR));
    await page.clock.install();
    await page.locator(PDF_LINK).focus();
    await pauseClockSoon(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(PDF_DIALOG).isVisible()).toBe(true);
    await page.clock.runFor(99);
    expect(await focusInDialog(page)).toBe(false);
    await page.clock.runFor(1);
    await expect.poll(() => focusInDialog(page)).toBe(true);
    await page.clock.resume();
    await page.locator('.wps-pdf_email--close').click();
    expect(await page.locator(PDF_DIALOG).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('pgfw-single-pdf-download-a'))).toBe(true);
  });

  it("sends a guest's typed address unchecked, shows the plugin's processing text, then its reply as-is, and reloads 5 s later", async () => {
    const { newPage } = await shop.newContext();
    const shopPage = await newPage();
    const { page } = shopPage;
    // A guest's page: the plugin prints no 'use account e-mail' box.
    await page.route(
      (url) => url.pathname === LIGHT_BAR,
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/<label for="pgfw-user-email-from-account">.*?<\/label>/s, '');
        await route.fulfill({ response, body });
      },
    );
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(isAdminAjax, async (route) => {
      await answered;
      await route.continue();
    });
    await shopPage.goto(LIGHT_BAR);
    await openProduct(shopPage);
    await page.locator(PDF_LINK).click();
    // The 5 s are the page's own timer: its clock is ours once the modal's code is in, so they
    // take no real time.
    await page.locator(PDF_DIALOG).waitFor({ state: 'visible' });
    await page.clock.install();
    await pauseClockSoon(page);
    expect(await page.locator('#pgfw-user-email-from-account').count()).toBe(0);
    await page.locator('#pgfw-user-email-input').fill('not an address');
    await page.locator(SUBMIT).click();
    await expect.poll(() => page.locator(PDF_MESSAGE).innerText()).toBe('Please wait....');
    expect(await page.locator(`${PDF_MESSAGE} span`).getAttribute('style')).toBe('color:#1e73be;');
    // No check in the browser: the address goes to the server as typed (spec 5.2).
    expect(formFields(shopPage.requests.matching(isAdminAjax)[0]?.body ?? null)).toEqual({
      action: 'wps_pgfw_ajax_for_single_pdf_mail', nonce: 'pgfwnonce42', name: 'single_pdf_mail', email: 'not an address', post_id: '120',
    });
    answer();
    await expect.poll(() => page.locator(PDF_MESSAGE).innerText()).toBe('Please Enter Valid Email Address to Receive Attachment.');
    expect(await page.locator(`${PDF_MESSAGE} span`).getAttribute('style')).toBe('color:#8e4b86;');
    await expectNothingLoading(page);
    await expectReloadAfter(page, 5000);
  });

  it('shows the configured error, not the page, when an error page comes back with status 200', async () => {
    const shopPage = await shop.open(LIGHT_BAR);
    const page = await openProduct(shopPage);
    await page.route(isAdminAjax, (route) => answerWithFault(route, 'html-error-page'));
    await page.locator(PDF_LINK).click();
    await page.locator('#pgfw-user-email-input').fill('shopper@example.com');
    await page.locator(SUBMIT).click();
    await expect.poll(() => page.locator(PDF_MESSAGE).innerText()).toBe('Some unexpected error occurred. Kindly Resubmit again');
    expect(await page.locator(PDF_MESSAGE).innerText()).not.toContain('Fatal error');
    await expectNothingLoading(page);
  });

  it('gives up on a server that never answers after a minute, with the configured error', async () => {
    const shopPage = await shop.open(LIGHT_BAR);
    const page = await openProduct(shopPage);
    shopPage.problems.allowFailedRequests(isAdminAjax);
    await page.route(isAdminAjax, () => undefined);
    await page.locator(PDF_LINK).click();
    await page.clock.install();
    await page.locator('#pgfw-user-email-input').fill('shopper@example.com');
    await pauseClockSoon(page);
    await page.locator(SUBMIT).click();
    await expect.poll(() => page.locator(PDF_MESSAGE).innerText()).toBe('Please wait....');
    await page.clock.runFor(59_000);
    expect(await page.locator(PDF_MESSAGE).innerText()).toBe('Please wait....');
    await page.clock.runFor(1_000);
    await expect.poll(() => page.locator(PDF_MESSAGE).innerText()).toBe('Some unexpected error occurred. Kindly Resubmit again');
    await expectNothingLoading(page);
    await page.clock.resume();
  });
});

describe('tooltips on quick-view buttons', () => {
  it("names WPC Smart Quick View's icon-only button on hover and on keyboard focus, dismissed by Escape", async () => {
    // A shopper with a wishlist: its code, which draws these tooltips too, comes when the page
    // is idle. (Without one, nothing fetches it for a hover on a quick-view button alone.)
    const context = await shop.newContext();
    await fillWishlist(context.context, shop.origin, 'QUICKV', [141]);
    const shopPage = await context.newPage();
    await shopPage.goto('/product/magnetic-base-led-work-light/');
    const { page } = shopPage;
    await waitForWishlist(page);
    // The quick-view plugin's button beside the wishlist one on a related product's card.
    await page.locator('.related .woosw-btn').first().evaluate((wishlist) => {
      wishlist.insertAdjacentHTML(
        'afterend',
        '<button class="woosq-btn woosq-btn-104 woosq-btn-has-icon woosq-btn-icon-only" data-id="104" data-effect="mfp-3d-unfold" data-context="default"><span class="woosq-btn-icon woosq-icon-1"></span><span class="woosq-btn-text">Quick view</span></button>',
      );
    });
    const button = page.locator('.related .woosq-btn');
    const tooltip = page.locator('[role="tooltip"]:visible');
    await button.hover();
    await expect.poll(() => tooltip.count()).toBe(1);
    expect((await tooltip.innerText()).trim()).toBe('Quick view');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await tooltip.count()).toBe(0);
    await page.mouse.move(0, 0);
    await button.focus();
    await expect.poll(() => tooltip.count()).toBe(1);
    expect((await tooltip.innerText()).trim()).toBe('Quick view');
    await page.keyboard.press('Escape');
    expect(await tooltip.count()).toBe(0);
  });
});

describe('print button that names a print document', () => {
  it('prints it in a hidden frame, and in a new window when the frame cannot print or has not loaded within 750 ms', async () => {
    const { context, newPage } = await shop.newContext();
    // Every window and frame of the page records its print call in the top page's list.
    await context.addInitScript(() => {
      type Recorded = { printedIn?: string[]; refuseFramePrint?: boolean };
      if (window === window.top && !window.opener) (window as Recorded).printedIn = [];
      else if (window !== window.top) {
        window.print = () => {
          const top = window.top as unknown as Recorded;
          if (top.refuseFramePrint) throw new Error('printing from frames is blocked');
          top.printedIn?.push(`frame ${location.pathname}`);
        };
      } else {
        window.print = () => (window.opener as Recorded).printedIn?.push(`window ${location.pathname}`);
      }
    });
    const shopPage = await newPage();
    const { page } = shopPage;
    await shopPage.goto('/2024/05/choosing-a-beam-pattern/');
    await waitForLantern(page);
    // A theme's print link to the post's print version.
    await page.locator('#pgfw_print_button').evaluate((button) => button.setAttribute('href', '/demo-assets/beam-guide.html'));
    const printed = () => page.evaluate(() => (window as unknown as { printedIn: string[] }).printedIn.splice(0));
    let popups = 0;
    page.on('popup', () => (popups += 1));

    await page.locator('#pgfw_print_button').click();
    await expect.poll(printed).toEqual(['frame /demo-assets/beam-guide.html']);
    expect(popups).toBe(0);

    await page.evaluate(() => ((window as unknown as { refuseFramePrint: boolean }).refuseFramePrint = true));
    await page.locator('#pgfw_print_button').click();
    await expect.poll(printed).toEqual(['window /demo-assets/beam-guide.html']);
    expect(popups).toBe(1);

    // The frame's document hangs; the window's comes.
    let held = false;
    await page.route('**/demo-assets/beam-guide.html', (route) => {
      if (held) return route.continue();
      held = true;
      return undefined;
    });
    shopPage.problems.allowFailedRequests((url) => url.pathname === '/demo-assets/beam-guide.html');
    const clickedAt = Date.now();
    const popup = page.waitForEvent('popup');
    await page.locator('#pgfw_print_button').click();
    await popup;
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(700);
    await expect.poll(printed).toEqual(['window /demo-assets/beam-guide.html']);
  });
});

describe('a click before the product tools have arrived', () => {
  const isToolsChunk = (url: URL) => /\/chunks\/product-tools-[^/]+\.js$/.test(url.pathname);

  it("is held: the print button's inline handler does not print early, and the replayed click prints once", async () => {
    const { context, newPage } = await shop.newContext();
    await context.addInitScript(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    const shopPage = await newPage();
    const { page } = shopPage;
    const chunk = await holdRequests(page, isToolsChunk);
    await shopPage.goto(LIGHT_BAR);
    await waitForLantern(page);
    await page.locator('#pgfw_print_button').click();
    await chunk.waitFor(1);
    // The inline handler would have run during the click itself.
    const printed = () => page.evaluate(() => (window as unknown as { printed: number }).printed);
    expect(await printed()).toBe(0);
    await chunk.releaseAll();
    await expect.poll(printed).toBe(1);
    // One more click, one more print: the replayed click printed once, not twice.
    await page.locator('#pgfw_print_button').click();
    expect(await printed()).toBe(2);
  });

  it("is held on the 'Download PDF' link, then opens the modal", async () => {
    const shopPage = await shop.newContext().then(({ newPage }) => newPage());
    const { page } = shopPage;
    const chunk = await holdRequests(page, isToolsChunk);
    await shopPage.goto(LIGHT_BAR);
    await waitForLantern(page);
    await page.locator(PDF_LINK).click();
    await chunk.waitFor(1);
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.locator(PDF_DIALOG).isVisible()).toBe(false);
    await chunk.releaseAll();
    await expect.poll(() => page.locator(PDF_DIALOG).isVisible()).toBe(true);
    await expect.poll(() => focusInDialog(page)).toBe(true);
  });
});

describe("a simple product's add to cart", () => {
  it('stays a normal form post when the theme has not marked it for AJAX', async () => {
    const path = '/product/magnetic-base-led-work-light/';
    const shopPage = await shop.open(path);
    const { page } = shopPage;
    await waitForLantern(page);
    await page.locator('form.cart input.qty').fill('2');
    await Promise.all([page.waitForEvent('load'), page.locator('form.cart .single_add_to_cart_button').click()]);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.locator('.woocommerce-message').first().innerText()).toContain('added to your cart');
    const posted = shopPage.requests.matching((url) => url.pathname === path).filter((entry) => entry.method === 'POST');
    // The form's own multipart post, with the button's product id and the quantity.
    expect(posted[0]?.body).toMatch(/name="add-to-cart"\r?\n\r?\n104\r?\n/);
    expect(posted[0]?.body).toMatch(/name="quantity"\r?\n\r?\n2\r?\n/);
    expect(shopPage.requests.matching(wcAjax('add_to_cart'))).toHaveLength(0);
  });
});
