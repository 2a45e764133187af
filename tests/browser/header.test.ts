import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../islands/live-search/use-live-search';
import { seriousAxeViolations } from './support/axe';
import { pauseClockSoon } from './support/clock';
import { PHONE, registerBrowserHarness } from './support/harness';
import { holdRequests } from './support/hold';
import { waitForIsland, waitForLantern } from './support/lantern';
import { settled } from './support/settled';

const shop = registerBrowserHarness();

const SEARCH_FIELD = '#masthead .search-field';
const RESULTS = '#masthead .ajax-search-result';

const searchRequests = (requests: { matching(p: (url: URL) => boolean): { body: string | null }[] }) =>
  requests.matching((url) => url.pathname === '/wp-admin/admin-ajax.php').filter((entry) => entry.body?.includes('ajax_search_products'));

/** A click on the page's content area, away from any link or control. */
function clickOutsideLinks(page: Page): Promise<void> {
  return page.locator('#main').click({ position: { x: 2, y: 2 } });
}

function resultsOpen(page: Page, results = RESULTS): Promise<boolean> {
  return page.locator(results).evaluate((box) => getComputedStyle(box).display !== 'none' && box.querySelector('[role="option"]') !== null);
}

describe('header live search', () => {
  it('fetches no header code until the shopper uses the search, then lists results for a settled query', async () => {
    const shopPage = await shop.open('/');
    const { page, requests } = shopPage;
    await settled(shopPage);
    expect(requests.matching((url) => /\/chunks\/header-/.test(url.pathname))).toEqual([]);

    await page.locator(SEARCH_FIELD).click();
    await page.waitForFunction((box) => document.querySelector(box)?.getAttribute('data-island-state') === 'ready', RESULTS);
    // The search waits for typing to settle on the page's clock, held while the shopper types:
    // the keys land within one settle time however busy the machine is, then the clock moves on.
    await page.clock.install();
    await pauseClockSoon(page);
    await page.keyboard.type('li');
    await page.keyboard.type('ght', { delay: 30 });
    await page.clock.runFor(SEARCH_DEBOUNCE_MS);
    await page.clock.resume();
    await expect.poll(() => resultsOpen(page)).toBe(true);
    expect(searchRequests(requests).map((entry) => new URLSearchParams(entry.body ?? '').get('query'))).toEqual(['light']);
    const first = page.locator(`${RESULTS} [role="option"]`).first();
    expect(await first.getAttribute('href')).toMatch(/^\/product\//);
    expect(await first.locator('img').count()).toBe(1);
    expect(await first.locator('.price').textContent()).toMatch(/\$/);
    expect(await page.locator(SEARCH_FIELD).getAttribute('aria-expanded')).toBe('true');
  });

  it('fetches the search code for a pointer that already rests on the search field when Lantern arrives', async () => {
    const { page, requests } = await (await shop.newContext()).newPage();
    const entry = await holdRequests(page, (url) => url.pathname.endsWith('/lantern.js'));
    // The held entry holds back the load event, so the page is opened without waiting for it.
    await page.goto(new URL('/', shop.origin).href, { waitUntil: 'commit' });
    await entry.waitFor(1);
    // The shopper points at the search box and keeps still while Lantern is on its way.
    await page.locator(SEARCH_FIELD).hover();
    await entry.releaseAll();
    await expect.poll(() => requests.matching((url) => /\/chunks\/header-/.test(url.pathname)).length).toBeGreaterThan(0);
  });
  it('is a collapsed combobox controlling its listbox before the shopper uses it, then one option per result (a title with an HTML entity decoded), collapsed again after Escape', async () => {
    const { page, requests } = await shop.open('/');
    const field = page.locator(SEARCH_FIELD);
    await expect.poll(() => field.getAttribute('role')).toBe('combobox');
    expect(requests.matching((url) => /\/chunks\/header-/.test(url.pathname))).toEqual([]);
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    const listId = await field.getAttribute('aria-controls');
    const list = page.locator(`${RESULTS} [role="listbox"]`);
    expect(await list.getAttribute('id')).toBe(listId);

    const reply = page.waitForResponse((response) => response.request().postData()?.includes('ajax_search_products') === true);
    await field.click();
    await page.keyboard.type('led light');
    const found = (await (await reply).json()) as unknown[];
    await expect.poll(() => field.getAttribute('aria-expanded')).toBe('true');
    expect(await field.getAttribute('aria-controls')).toBe(listId);
    expect(await list.getAttribute('id')).toBe(listId);
    expect(await list.locator('[role="option"]').count()).toBe(found.length);
    await page.keyboard.press('Escape');
    await expect.poll(() => field.getAttribute('aria-expanded')).toBe('false');
    expect(await resultsOpen(page)).toBe(false);

    // A title holding an HTML entity shows decoded, as the theme prints it (the next query on
    // the same page: the decoding needs no page of its own).
    await field.fill('starboard');
    await expect.poll(() => page.locator(`${RESULTS} .product-title`).allInnerTexts()).toEqual(['LED Navigation Light Port & Starboard Pair']);
    expect(await resultsOpen(page)).toBe(true);
  });

  it('is a combobox for the keyboard: arrows highlight, Escape closes, Enter opens the highlighted product', async () => {
    const { page } = await shop.open('/');
    await page.locator(SEARCH_FIELD).focus();
    await page.keyboard.type('marine');
    await expect.poll(() => resultsOpen(page)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = page.locator(`${RESULTS} [role="option"]`).nth(1);
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
    expect(await page.locator(SEARCH_FIELD).getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect.poll(() => resultsOpen(page)).toBe(false);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => resultsOpen(page)).toBe(true);
    const href = await page.locator(`${RESULTS} [role="option"]`).first().getAttribute('href');
    await Promise.all([page.waitForURL((url) => url.pathname === href), page.keyboard.press('Enter')]);
  });

  it('hides the results on a click elsewhere and when the query gets shorter', async () => {
    const { page, requests } = await shop.open('/');
    await page.locator(SEARCH_FIELD).fill('work');
    await expect.poll(() => resultsOpen(page, RESULTS)).toBe(true);
    await clickOutsideLinks(page);
    await expect.poll(() => resultsOpen(page, RESULTS)).toBe(false);
    await page.locator(SEARCH_FIELD).click();
    await expect.poll(() => resultsOpen(page, RESULTS)).toBe(true);
    // Two letters selected and deleted at once: one edit, so no pause between two key presses
    // (longer than the search's debounce on a loaded machine) sends a query in between.
    await page.locator(SEARCH_FIELD).press('Shift+ArrowLeft');
    await page.locator(SEARCH_FIELD).press('Shift+ArrowLeft');
    await page.locator(SEARCH_FIELD).press('Backspace');
    expect(await page.locator(SEARCH_FIELD).inputValue()).toBe('wo');
    await expect.poll(() => resultsOpen(page, RESULTS)).toBe(false);
    expect(searchRequests(requests).map((entry) => new URLSearchParams(entry.body ?? '').get('query'))).toEqual(['work']);
  });

  it("searches within the category chosen from the theme's dropdown, by keyboard, and closes when Tab leaves the search box", async () => {
    const { page, requests } = await shop.open('/');
    const categoriesSent = () => searchRequests(requests).map((entry) => new URLSearchParams(entry.body ?? '').get('product_cat'));
    await page.locator(SEARCH_FIELD).fill('light');
    await expect.poll(() => resultsOpen(page)).toBe(true);
    // The category dropdown: its link opens the list (Enter), a category is chosen (Enter).
    const toggle = page.locator('#masthead .input-dropdown-inner > a');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const marine = page.locator('#masthead .list-wrapper a[data-val="marine"]');
    await expect.poll(() => marine.isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await marine.focus();
    await page.keyboard.press('Enter');
    await expect.poll(categoriesSent).toEqual(['', 'marine']);
    expect(await toggle.innerText()).toBe('Marine');
    expect(await marine.isVisible()).toBe(false);
    await expect.poll(() => page.locator('#masthead form.woocommerce-product-search').evaluate((form) => form.classList.contains('loading'))).toBe(false);
    await page.locator(SEARCH_FIELD).focus();
    await expect.poll(() => resultsOpen(page)).toBe(true);
    const titles = await page.locator(`${RESULTS} .product-title`).allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);

    // Tab through the search button (and the list's scroll box, which Chromium makes a tab stop) and out: the list closes.
    const focusInSearchBox = () => page.evaluate(() => document.querySelector('#masthead .site-search')?.contains(document.activeElement) === true);
    for (let press = 0; press < 4 && (await focusInSearchBox()); press += 1) {
      expect(await resultsOpen(page)).toBe(true);
      await page.keyboard.press('Tab');
    }
    expect(await focusInSearchBox()).toBe(false);
    await expect.poll(() => resultsOpen(page)).toBe(false);

    // The shop's own search page agrees with the list: the same products, in the category only.
    await page.locator(SEARCH_FIELD).focus();
    await page.keyboard.press('Escape');
    await Promise.all([page.waitForURL((url) => url.searchParams.get('product_cat') === 'marine'), page.keyboard.press('Enter')]);
    const found = await page.locator('ul.products .woocommerce-loop-product__title').allInnerTexts();
    expect(found).toEqual(expect.arrayContaining(titles));
    expect(found.length).toBeLessThan(48);
    expect(categoriesSent()).toEqual(['', 'marine']);
  });

  it("searches from the handheld bar's search box at phone width, results above the bar", async () => {
    const { page } = await shop.open('/', { viewport: PHONE });
    // The bar's own behaviour (issue 2) does not hold an early click on its search link.
    await waitForIsland(page, '.storefront-handheld-footer-bar');
    await page.locator('.storefront-handheld-footer-bar .search > a').click();
    const field = page.locator('.storefront-handheld-footer-bar .search-field');
    expect(await field.getAttribute('role')).toBe('combobox');
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    const listId = await field.getAttribute('aria-controls');
    await field.fill('light');
    const results = '.storefront-handheld-footer-bar .ajax-search-result';
    await expect.poll(() => resultsOpen(page, results)).toBe(true);
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(`${results} [role="listbox"]`).getAttribute('id')).toBe(listId);
    const box = await page.locator(results).boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
  });
});

const DRAWER = '.beacon-mobile-nav';
const MENU_BUTTON = '.menu-mobile-nav-button';

function drawerOpen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.classList.contains('mobile-nav-active'));
}

function focusInDrawer(page: Page): Promise<boolean> {
  return page.evaluate((drawer) => document.querySelector(drawer)?.contains(document.activeElement) === true, DRAWER);
}

describe('mobile navigation drawer', () => {
  it('opens from the menu button at phone width, keeps focus inside, switches menus from its tabs, gives focus back on Escape, and closes on its close button and on the overlay', async () => {
    const { page } = await shop.open('/', { viewport: PHONE });
    await page.locator(MENU_BUTTON).click();
    await expect.poll(() => drawerOpen(page)).toBe(true);
    await expect.poll(() => focusInDrawer(page)).toBe(true);
    expect(await page.locator(MENU_BUTTON).getAttribute('aria-expanded')).toBe('true');
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInDrawer(page), `after Tab #${press + 1}`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDrawer(page)).toBe(true);

    // The theme's menu tabs: arrow keys move between them and show the chosen menu.
    await page.locator(`${DRAWER} [role="tab"][aria-selected="true"]`).focus();
    await page.keyboard.press('ArrowRight');
    const categories = page.locator(`${DRAWER} [role="tab"]`, { hasText: 'Categories' });
    await expect.poll(() => categories.getAttribute('aria-selected')).toBe('true');
    expect(await categories.evaluate((tab) => tab === document.activeElement)).toBe(true);
    expect(await page.locator(`${DRAWER} .mobile-categories-menu`).isVisible()).toBe(true);
    expect(await page.locator(`${DRAWER} .mobile-pages-menu`).isVisible()).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawerOpen(page)).toBe(false);
    expect(await page.locator(MENU_BUTTON).evaluate((button) => button === document.activeElement)).toBe(true);

    // Its close button and the overlay close it too.
    await page.locator(MENU_BUTTON).click();
    await expect.poll(() => drawerOpen(page)).toBe(true);
    await page.locator(`${DRAWER} .mobile-nav-close`).click();
    await expect.poll(() => drawerOpen(page)).toBe(false);
    await page.locator(MENU_BUTTON).click();
    await expect.poll(() => drawerOpen(page)).toBe(true);
    await page.locator('.beacon-overlay').click({ position: { x: PHONE.width - 10, y: PHONE.height / 2 } });
    await expect.poll(() => drawerOpen(page)).toBe(false);
  });

  it('slides a submenu open in 400 ms from its dropdown toggle, by keyboard', async () => {
    const { page } = await shop.open('/', { viewport: PHONE });
    await page.locator(MENU_BUTTON).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => drawerOpen(page)).toBe(true);
    const toggle = page.locator(`${DRAWER} .mobile-pages-menu .menu-item-has-children > .dropdown-toggle`);
    const submenu = page.locator(`${DRAWER} .mobile-pages-menu .menu-item-has-children > .sub-menu`);
    expect(await submenu.isVisible()).toBe(false);
    await expect.poll(() => focusInDrawer(page)).toBe(true);
    await toggle.focus();
    // The slide is over in 400 ms, which a busy machine can take before a test reads it: its
    // length is recorded as it starts.
    await submenu.evaluate((list) => {
      const animate = list.animate.bind(list);
      list.animate = (keyframes, options) => {
        const animation = animate(keyframes, options);
        list.dataset.slideMs = String(animation.effect?.getTiming().duration);
        return animation;
      };
    });
    await page.keyboard.press('Enter');
    await expect.poll(() => submenu.getAttribute('data-slide-ms')).toBe('400');
    await expect.poll(() => submenu.evaluate((list) => list.getAnimations().length)).toBe(0);
    expect(await submenu.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await submenu.locator('a').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/product-category/'));
  });
});

describe('mega menu', () => {
  it('opens its panel from the down-arrow button by mouse and keyboard, and closes on Escape', async () => {
    const { page } = await shop.open('/');
    const arrow = page.locator('#site-navigation .e-n-menu-dropdown-icon').first();
    const panel = page.locator('#site-navigation .e-n-menu-content .e-con').first();
    expect(await arrow.getAttribute('aria-expanded')).toBe('false');
    await arrow.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await arrow.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(() => panel.isVisible()).toBe(true);
    await clickOutsideLinks(page);
    await expect.poll(() => panel.isVisible()).toBe(false);
  });
});

describe('header account login', () => {
  const FORM = '#masthead form.beacon-login-form-ajax';

  it('shows the server message once above the form, with the inputs disabled only while the request is out', async () => {
    const { page } = await shop.open('/');
    const held = await holdRequests(page, (url) => url.pathname === '/wp-admin/admin-ajax.php');
    await page.locator('#masthead .site-header-account > a').hover();
    await page.locator(`${FORM} [name="username"]`).fill('demo');
    await page.locator(`${FORM} [name="password"]`).fill('wrong');
    await expect.poll(() => page.locator(FORM).getAttribute('data-island-state')).toBe('ready');
    await page.locator(`${FORM} [name="password"]`).press('Enter');
    await held.waitFor(1);
    expect(await page.locator(`${FORM} input:not([type="hidden"]):disabled`).count()).toBe(2);
    await held.releaseAll();
    const banner = page.locator(`${FORM} > .result-error`);
    await expect.poll(() => banner.textContent()).toBe('Wrong username or password. Please try again!!!');
    expect(await page.locator(`${FORM} input:disabled, ${FORM} button:disabled`).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator(`${FORM} button[type="submit"]`).click();
    await expect.poll(() => page.locator(`${FORM} button:disabled`).count()).toBe(0);
    expect(await page.locator(`${FORM} .result-error`).count()).toBe(1);
  });

  it('reloads the page when the login succeeds', async () => {
    const { page, requests } = await shop.open('/');
    await page.evaluate(() => Object.assign(window, { beforeLogin: true }));
    // By keyboard: Enter on the account link opens the dropdown, Tab reaches its fields.
    await page.locator('#masthead .site-header-account > a').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#masthead .account-dropdown').isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
    await page.keyboard.type('demo');
    await page.keyboard.press('Tab');
    await page.keyboard.type('demo');
    // Focus in the form brought its code: submit once it is mounted, as a shopper's typing gives it time to.
    await expect.poll(() => page.locator(FORM).getAttribute('data-island-state')).toBe('ready');
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    expect(await page.evaluate(() => 'beforeLogin' in window)).toBe(false);
    const login = requests.matching((url) => url.pathname === '/wp-admin/admin-ajax.php').find((entry) => entry.body?.includes('beacon_login'));
    expect(login?.method).toBe('POST');
    expect(new URLSearchParams(login?.body ?? '').get('security-login')).toBeTruthy();
  });
});

describe('header account login before its code has loaded', () => {
  const FORM = '#masthead form.beacon-login-form-ajax';
  const PASSWORD = 'never-in-a-url-5120';
  const isHeaderChunk = (url: URL) => /^\/lantern\/chunks\/header-[^/]+\.js$/.test(url.pathname);
  const isLogin = (entry: { url: URL; body: string | null }) => entry.url.pathname === '/wp-admin/admin-ajax.php' && entry.body?.includes('beacon_login') === true;

  /**
   * The home page with the header code held back, its login form printed `as: 'theme'` (no
   * method: the browser's own submission would be a GET) or as the demo prints it (POST).
   * The shopper reaches the form as on a desktop, by pointing at the account link.
   */
  async function openWithHeaderHeld(as: 'theme' | 'demo', code: 'held' | 'failing' = 'held') {
    const shopPage = await shop.newContext().then(({ newPage }) => newPage());
    const { page } = shopPage;
    if (as === 'theme') {
      await page.route(
        (url) => url.pathname === '/',
        async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace('<form class="beacon-login-form-ajax" method="post"', '<form class="beacon-login-form-ajax"');
          await route.fulfill({ response, body });
        },
      );
    }
    if (code === 'failing') {
      shopPage.problems.allowFailedRequests(isHeaderChunk);
      shopPage.problems.allowConsole(/\[lantern\] island "[a-z-]+" failed to mount/);
      await page.route(isHeaderChunk, (route) => route.abort('failed'));
    }
    const header = await holdRequests(page, (url) => code === 'held' && isHeaderChunk(url));
    await shopPage.goto('/');
    expect(await page.locator(FORM).getAttribute('method')).toBe(as === 'theme' ? null : 'post');
    const history = await page.evaluate(() => window.history.length);
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.locator('#masthead .site-header-account > a').hover();
    await page.locator(`${FORM} [name="username"]`).fill('demo');
    await page.locator(`${FORM} [name="password"]`).fill(PASSWORD);
    return { ...shopPage, header, history, loads: () => loads };
  }

  /** Every address the page has asked for or shown, none of which may carry the password. */
  function addressesWithPassword(shopPage: { page: Page; requests: { entries: { url: URL }[] } }): string[] {
    return [shopPage.page.url(), ...shopPage.requests.entries.map((entry) => entry.url.href)].filter((href) => href.includes(PASSWORD));
  }

  it('holds Enter in the password field and a click on the button, then signs in through admin-ajax once the code is here', async () => {
    const shopPage = await openWithHeaderHeld('theme');
    const { page, header } = shopPage;
    await page.locator(`${FORM} [name="password"]`).press('Enter');
    await page.locator(`${FORM} button[type="submit"]`).click();
    await header.waitFor(1);
    expect(addressesWithPassword(shopPage)).toEqual([]);
    expect(shopPage.requests.entries.filter(isLogin)).toEqual([]);

    await header.releaseAll();
    await expect.poll(() => page.locator(`${FORM} > .result-error`).textContent()).toBe('Wrong username or password. Please try again!!!');
    const logins = shopPage.requests.entries.filter(isLogin);
    expect(logins.map((entry) => entry.method)).toEqual(['POST']);
    expect(new URLSearchParams(logins[0]?.body ?? '').get('password')).toBe(PASSWORD);
    expect(shopPage.loads()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(addressesWithPassword(shopPage)).toEqual([]);
    expect(await page.evaluate(() => window.history.length)).toBe(shopPage.history);
  });

  it('holds the demo form that posts the same way: the page is not sent, the code signs in', async () => {
    const shopPage = await openWithHeaderHeld('demo');
    const { page, header } = shopPage;
    await page.locator(`${FORM} [name="password"]`).press('Enter');
    await header.waitFor(1);
    const pagePosts = () => shopPage.requests.entries.filter((entry) => entry.method === 'POST' && entry.url.pathname === '/' && !entry.url.searchParams.has('wc-ajax'));
    expect(pagePosts()).toEqual([]);
    await header.releaseAll();
    await expect.poll(() => page.locator(`${FORM} > .result-error`).count()).toBe(1);
    expect(shopPage.requests.entries.filter(isLogin)).toHaveLength(1);
    expect(pagePosts()).toEqual([]);
    expect(shopPage.loads()).toBe(0);
  });

  it('never sends a form the browser would send by GET when the code cannot load', async () => {
    const shopPage = await openWithHeaderHeld('theme', 'failing');
    const { page } = shopPage;
    await page.locator(`${FORM} [name="password"]`).press('Enter');
    await expect.poll(() => page.locator(FORM).getAttribute('data-island-state')).toBe('error');
    expect(addressesWithPassword(shopPage)).toEqual([]);
    expect(shopPage.loads()).toBe(0);
    expect(await page.locator(`${FORM} [name="password"]`).inputValue()).toBe(PASSWORD);
  });
});

describe('header account dropdown', () => {
  const LINK = '#masthead .site-header-account > a';
  const DROPDOWN = '#masthead .account-dropdown';

  it('opens on a tap at phone width without leaving the page, and closes on a tap outside', async () => {
    const { page } = await shop.open('/', { viewport: PHONE, hasTouch: true, isMobile: true });
    await waitForLantern(page);
    await page.locator(LINK).tap();
    // The tap is held until the code is here, then opens the dropdown.
    await expect.poll(() => page.locator(LINK).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(DROPDOWN).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    const box = await page.locator(`${DROPDOWN} [name="username"]`).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator(`${DROPDOWN} [name="username"]`).tap();
    await expect.poll(() => page.locator(DROPDOWN).isVisible()).toBe(true);
    await page.locator('#masthead .site-description').tap();
    await expect.poll(() => page.locator(DROPDOWN).isVisible()).toBe(false);
    expect(await page.locator(LINK).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens by keyboard from the link, closes on Escape with focus back on the link', async () => {
    const { page } = await shop.open('/');
    await page.locator(LINK).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(DROPDOWN).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('username');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator(DROPDOWN).isVisible()).toBe(false);
    expect(await page.locator(LINK).evaluate((link) => link === document.activeElement)).toBe(true);
  });
});

describe('search popup', () => {
  it('opens from the search button with focus in its field, searches live, and closes on Escape and its close button', async () => {
    const { page } = await shop.open('/');
    const popup = page.locator('.site-search-popup');
    await page.locator('.button-search-popup').click();
    await expect.poll(() => popup.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.site-search-popup') !== null)).toBe(true);
    await page.keyboard.type('light');
    await expect.poll(() => resultsOpen(page, '.site-search-popup .ajax-search-result')).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => resultsOpen(page, '.site-search-popup .ajax-search-result')).toBe(false);
    expect(await popup.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.isVisible()).toBe(false);
    expect(await page.locator('.button-search-popup').evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => popup.isVisible()).toBe(true);
    await page.locator('.site-search-popup-close').click();
    await expect.poll(() => popup.isVisible()).toBe(false);
  });
});

describe("the theme's own menu at the window's edge", () => {
  const NAV = '.primary-navigation';
  const item = (page: Page, label: string) => page.locator(`${NAV} li.menu-item-has-children`, { has: page.locator(`> a:text-is("${label}")`) });
  const submenuBox = async (page: Page, label: string) => (await item(page, label).locator('> .sub-menu').boundingBox())!;
  const sides = (page: Page, label: string) =>
    item(page, label).locator('> .sub-menu').evaluate((submenu: HTMLElement) => [submenu.style.left, submenu.style.right]);

  it('opens the right-hand submenus towards the left, nested ones too, by mouse and by keyboard', async () => {
    const { page } = await shop.open('/shop/?menu=classic');
    const width = page.viewportSize()!.width;
    await waitForLantern(page);
    await item(page, 'Help').locator('> a').hover();
    await expect.poll(() => sides(page, 'Help')).toEqual(['auto', '0px']);
    expect((await submenuBox(page, 'Help')).x + (await submenuBox(page, 'Help')).width).toBeLessThanOrEqual(width);

    await item(page, 'Fitting guides').locator('> a').hover();
    await expect.poll(() => sides(page, 'Fitting guides')).toEqual(['auto', '100%']);
    const nested = await submenuBox(page, 'Fitting guides');
    expect(nested.x).toBeGreaterThanOrEqual(0);
    expect(nested.x + nested.width).toBeLessThanOrEqual((await submenuBox(page, 'Help')).x + 1);

    // A submenu with room keeps the stylesheet's side.
    await item(page, 'Shop').locator('> a').hover();
    expect(await sides(page, 'Shop')).toEqual(['', '']);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Keyboard: focus reaching the item opens (`:focus-within`) and places its submenu.
    await page.mouse.move(width / 2, 600);
    await item(page, 'Help').locator('> .sub-menu').evaluate((submenu: HTMLElement) => submenu.style.removeProperty('right'));
    await item(page, 'Help').locator('> a').focus();
    await expect.poll(() => sides(page, 'Help')).toEqual(['auto', '0px']);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Fitting guides');
    expect((await submenuBox(page, 'Help')).x + (await submenuBox(page, 'Help')).width).toBeLessThanOrEqual(width);
  });
  it('places the submenu the pointer already rests on when the page code arrives after the pointer', async () => {
    const { page, goto } = await (await shop.newContext()).newPage();
    const held = await holdRequests(page, (url) => /\/chunks\/page-/.test(url.pathname));
    await goto('/shop/?menu=classic');
    await held.waitFor(1);
    // The shopper points at Help and keeps still while the page's code is on its way.
    await item(page, 'Help').locator('> a').hover();
    await held.releaseAll();
    await expect.poll(() => sides(page, 'Help')).toEqual(['auto', '0px']);
  });
});
