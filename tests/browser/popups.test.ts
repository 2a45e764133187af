import type { BrowserContextOptions, Page, ViewportSize } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations, seriousAxeViolationsIn } from './support/axe';
import { pauseClockSoon } from './support/clock';
import { DESKTOP, PHONE, registerBrowserHarness, type ShopPage } from './support/harness';
import { holdRequests } from './support/hold';
import { waitForIsland, waitForLantern } from './support/lantern';

const shop = registerBrowserHarness();

const START = new Date('2026-03-10T09:00:00Z').getTime();
const dialog = (id: number) => `#elementor-popup-modal-${id}`;
/** A point of the page's heading left of a centred dialog, as a click position on the heading. */
const BESIDE_THE_DIALOG = { x: 5, y: 5 };
const popupMarkup = (id: number) => `[data-elementor-type="popup"][data-elementor-id="${id}"]`;

/**
 * Opens a demo page under a controlled clock: time flows while the page loads and its popups
 * mount, then stands still so each step of the test moves it on by hand.
 */
async function openPaused(path: string, options: BrowserContextOptions = {}): Promise<ShopPage> {
  return (await freshLoads(options))(path);
}

/** How one page load comes: from a referring page, in a window of another size. */
interface LoadAs {
  referer?: string;
  viewport?: ViewportSize;
}

/**
 * One tab for a test's page loads that each start as a first visit: before every load after
 * the first it forgets what the last one left (cookies, local and session storage) and puts the
 * page's clock back to START, so only the address (and the viewport or referrer passed) differs.
 * A context per load would cost a new context and its cold first page load each time, about
 * twice a load in a warm tab (decision 0126).
 *
 * @example
 * const open = await freshLoads();
 * const { page } = await open('/popups/?popups=801&page_load_delay=0');
 */
async function freshLoads(options: BrowserContextOptions = {}): Promise<(path: string, load?: LoadAs) => Promise<ShopPage>> {
  const context = await shop.newContext(options);
  const shopPage = await context.newPage();
  const { page } = shopPage;
  await page.clock.install({ time: START });
  let loaded = false;
  return async (path, { referer, viewport } = {}) => {
    if (loaded) {
      await forgetVisit(shopPage);
      await page.clock.setSystemTime(START);
      await page.clock.resume();
    }
    loaded = true;
    if (viewport) await page.setViewportSize(viewport);
    await page.goto(new URL(path, shop.origin).href, referer ? { referer } : {});
    await waitForPopups(page);
    await pauseClockSoon(page, 5000);
    return shopPage;
  };
}

/** Forgets what the tab's visits left in this browser: cookies, local and session storage. */
async function forgetVisit({ page }: ShopPage): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
}

/** Every popup printed on the page has mounted (visit counted, conditions checked, triggers on). */
async function waitForPopups(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const popups = Array.from(document.querySelectorAll('[data-elementor-type="popup"]'));
    return popups.every((popup) => popup.getAttribute('data-island-state') === 'ready');
  });
}

function isShown(page: Page, id: number): Promise<boolean> {
  return page.evaluate((selector) => {
    const widget = document.querySelector<HTMLElement>(selector);
    return Boolean(widget && getComputedStyle(widget).display !== 'none');
  }, dialog(id));
}

/** How the popup's last asking to open ended (`data-popup-check`, decision 0072); null: none yet. */
const check = (page: Page, id: number) => page.locator(popupMarkup(id)).getAttribute('data-popup-check');

/**
 * How the popup's last asking to open ended, once its conditions and dialog code have been
 * through it: `shown`, `declined` or `failed`. A popup that stays closed says so, so a test
 * knows at once instead of waiting to see that nothing happens.
 */
async function checked(page: Page, id: number): Promise<string> {
  let state: string | null = null;
  await expect.poll(async () => (state = await check(page, id))).toMatch(/^(shown|declined|failed)$/);
  return state ?? '';
}

/** Whether the popup opened from its last asking, which its code says it has decided. */
async function openedOnceChecked(page: Page, id: number): Promise<boolean> {
  const state = await checked(page, id);
  expect(state, `popup ${id}: its code came`).not.toBe('failed');
  expect(await isShown(page, id), `popup ${id} shown as its check says`).toBe(state === 'shown');
  return state === 'shown';
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName.toLowerCase()}.${active.className || active.id}`.trim() : '';
  });

describe('page popups: loading and opening', () => {
  it('loads only the small watcher while no popup shows, then opens the page-load popup after its delay', async () => {
    const { page, requests } = await openPaused('/popups/?popups=801&page_load_delay=30&entrance_animation=none&times=');
    const chunks = () => requests.matching((url) => url.pathname.startsWith('/lantern/chunks/')).map((entry) => new URL(entry.url).pathname);
    expect(chunks().some((path) => /\/popups-/.test(path))).toBe(true);
    expect(chunks().filter((path) => /\/(modal|react|conditions)-/.test(path))).toEqual([]);
    expect(await isShown(page, 801)).toBe(false);
    // The delay started when the popup mounted, up to the 5 s the clock was paused ahead.
    await page.clock.runFor(20_000);
    expect(await isShown(page, 801)).toBe(false);
    await page.clock.runFor(10_000);
    await expect.poll(() => isShown(page, 801)).toBe(true);
    expect(chunks().some((path) => /\/modal-/.test(path))).toBe(true);
    expect(chunks().some((path) => /\/react-/.test(path))).toBe(false);
    expect(await page.locator(`${dialog(801)} .dialog-message ${popupMarkup(801)}`).count()).toBe(1);
    expect(await page.getAttribute(dialog(801), 'role')).toBe('dialog');
    await page.clock.resume();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('stays closed when its dialog code cannot be fetched, and opens on the next try once it can', async () => {
    const { page, problems } = await openPaused('/popups/?popups=809');
    let refused = 0;
    await page.route(/\/lantern\/chunks\/modal-[^/]+\.js/, (route) => (refused++ === 0 ? route.abort('internetdisconnected') : route.continue()));
    problems.allowFailedRequests((url) => /\/chunks\/modal-/.test(url.pathname));
    await page.locator('.open-newsletter').click();
    await expect.poll(() => refused).toBe(1);
    expect(await checked(page, 809)).toBe('failed');
    expect(await isShown(page, 809)).toBe(false);
    await page.locator('.open-newsletter').click();
    await expect.poll(() => isShown(page, 809)).toBe(true);
    expect(refused).toBe(2);
  });

  it("on a phone, opens from a tap with the phone's entrance animation, fits the screen, and closes from its button", async () => {
    const { page } = await openPaused('/popups/?popups=809&entrance_animation=fadeIn&entrance_animation_mobile=zoomIn&entrance_animation_duration=0.3', { viewport: PHONE, hasTouch: true });
    await page.locator('.open-newsletter').tap();
    await expect.poll(() => isShown(page, 809)).toBe(true);
    const animation = await page.locator(`${dialog(809)} .dialog-widget-content`).getAttribute('class');
    expect(animation).toContain('zoomIn');
    expect(animation).not.toContain('fadeIn');
    const box = await page.locator(`${dialog(809)} .dialog-widget-content`).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    await page.locator(`${dialog(809)} .dialog-close-button`).tap();
    expect(await isShown(page, 809)).toBe(false);
  });

  it('is a dialog for the keyboard: focus in after 250 ms, Tab kept inside both ways, Escape closes and focus goes back', async () => {
    const { page } = await openPaused('/popups/?popups=809');
    await page.locator('.popup-demo-sticky .open-newsletter').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isShown(page, 809)).toBe(true);
    expect(await focusedName(page)).toBe('button.button open-newsletter');
    await page.clock.runFor(250);
    await expect.poll(() => focusedName(page)).toBe('a.dialog-close-button dialog-lightbox-close-button');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe('a.popup-demo-never');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('a.dialog-close-button dialog-lightbox-close-button');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('input.popup-demo-email');
    expect(await page.evaluate(() => document.body.classList.contains('dialog-prevent-scroll'))).toBe(true);
    // axe waits on timers of its own.
    await page.clock.resume();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await isShown(page, 809)).toBe(false);
    expect(await focusedName(page)).toBe('button.button open-newsletter');
    expect(await page.evaluate(() => document.body.classList.contains('dialog-prevent-scroll'))).toBe(false);
  });

  it('every demo popup, opened from an action link, is a modal dialog named by its heading, takes focus, keeps Tab inside, passes axe, and closes by its link or Escape back to the link', async () => {
    // Every popup printed; their own triggers pushed out of reach so only the links open them.
    const { page } = await openPaused('/popups/?entrance_animation=none&exit_animation=none&page_load_delay=900&inactivity_time=900&adblock_detection_delay=900&click_times=999');
    const ids = [801, 802, 803, 804, 805, 806, 807, 808, 809];
    // Raw (not URI-encoded) action links, as a theme may print them by hand.
    await page.evaluate((all) => {
      const list = document.createElement('p');
      for (const id of all) {
        const link = document.createElement('a');
        link.href = `#elementor-action:action=popup:open&settings=${btoa(JSON.stringify({ id: String(id) }))}`;
        link.className = `popup-demo-open-${id}`;
        link.textContent = `Open popup ${id}`;
        list.append(link, ' ');
      }
      document.querySelector('h1')!.after(list);
    }, ids);
    const insideDialog = (id: number) => page.evaluate((selector) => Boolean(document.activeElement?.closest(selector)), dialog(id));
    for (const id of ids) {
      await page.locator(`.popup-demo-open-${id}`).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => isShown(page, id)).toBe(true);
      await page.clock.runFor(250);
      await expect.poll(() => insideDialog(id)).toBe(true);
      expect(await focusedName(page)).toBe('a.dialog-close-button dialog-lightbox-close-button');
      // A screen reader hears a modal dialog named by the popup's heading.
      const heading = (await page.locator(`${dialog(id)} h2`).first().textContent()) ?? '';
      expect(await page.getByRole('dialog', { name: heading, exact: true }).getAttribute('aria-modal')).toBe('true');
      for (let step = 0; step < 6; step += 1) {
        await page.keyboard.press(step % 2 ? 'Shift+Tab' : 'Tab');
        expect(await insideDialog(id), `popup ${id}, Tab ${step}`).toBe(true);
      }
      await page.clock.resume();
      // The page around an open popup once, then each popup's own dialog (see seriousAxeViolationsIn).
      expect(await (id === ids[0] ? seriousAxeViolations(page) : seriousAxeViolationsIn(page, dialog(id))), `popup ${id}`).toEqual([]);
      await pauseClockSoon(page);
      if (id === 809) await page.keyboard.press('Escape');
      // The others close from their own popup:close link, pressed from the keyboard.
      else {
        await page.locator(`${dialog(id)} .popup-demo-close`).focus();
        await page.keyboard.press('Enter');
      }
      await expect.poll(() => isShown(page, id)).toBe(false);
      expect(await focusedName(page)).toBe(`a.popup-demo-open-${id}`);
    }
  }, 90_000);

  it('shows the close button after its delay, closes by itself, and closes on a background click', async () => {
    const { page } = await openPaused('/popups/?popups=809&close_button_delay=3&close_automatically=10');
    await page.locator('.open-newsletter').click();
    await expect.poll(() => isShown(page, 809)).toBe(true);
    const close = page.locator(`${dialog(809)} .dialog-close-button`);
    expect(await close.isVisible()).toBe(false);
    await page.clock.runFor(2900);
    expect(await close.isVisible()).toBe(false);
    await page.clock.runFor(100);
    expect(await close.isVisible()).toBe(true);
    await page.clock.runFor(7000);
    expect(await isShown(page, 809)).toBe(false);
    await page.locator('.open-newsletter').click();
    await expect.poll(() => isShown(page, 809)).toBe(true);
    await page.locator(dialog(809)).click({ position: { x: 5, y: 5 } });
    expect(await isShown(page, 809)).toBe(false);
  });

  it('without an overlay, lets the page take clicks and closes on one, unless background clicks are turned off', async () => {
    const open = await freshLoads();
    const { page } = await open('/popups/?popups=809&overlay=no');
    await page.locator('.open-newsletter').click();
    await expect.poll(() => isShown(page, 809)).toBe(true);
    await page.locator(`${dialog(809)} #popup-demo-email`).click();
    expect(await isShown(page, 809)).toBe(true);
    // The heading behind the dialog takes the click (Playwright checks nothing covers it). Its
    // left end: the dialog covers its middle, and scrolled to the top of the window the heading
    // sits under the sticky bar.
    await page.locator('h1').click({ position: BESIDE_THE_DIALOG });
    expect(await isShown(page, 809)).toBe(false);

    const kept = await open('/popups/?popups=809&overlay=no&prevent_close_on_background_click=yes');
    await kept.page.locator('.open-newsletter').click();
    await expect.poll(() => isShown(kept.page, 809)).toBe(true);
    await kept.page.locator('h1').click({ position: BESIDE_THE_DIALOG });
    expect(await isShown(kept.page, 809)).toBe(true);
  });

  it('stays open on a background click and Escape when both are turned off; the close button still closes it', async () => {
    const { page } = await openPaused('/popups/?popups=809&prevent_close_on_background_click=yes&prevent_close_on_esc_key=yes&close_button_position=outside');
    await page.locator('.open-newsletter').click();
    await expect.poll(() => isShown(page, 809)).toBe(true);
    await page.locator(dialog(809)).click({ position: { x: 5, y: 400 } });
    await page.keyboard.press('Escape');
    expect(await isShown(page, 809)).toBe(true);
    await page.locator(`${dialog(809)} > .dialog-close-button`).click();
    expect(await isShown(page, 809)).toBe(false);
  });

  it('plays its entrance and exit animations, focus moving in after the entrance, but neither for a visitor who asked for reduced motion', async () => {
    const open = await freshLoads();
    const moving = await open('/popups/?popups=801&page_load_delay=0&entrance_animation_duration=60');
    await moving.page.clock.runFor(100);
    await expect.poll(() => isShown(moving.page, 801)).toBe(true);
    expect(await moving.page.locator(`${dialog(801)} .dialog-widget-content`).getAttribute('class')).toContain('fadeIn');
    // Focus waits for the entrance to end, then the popup's 250 ms.
    const focusInside = () => moving.page.evaluate((selector) => Boolean(document.activeElement?.closest(selector)), dialog(801));
    await moving.page.clock.runFor(300);
    expect(await focusInside()).toBe(false);
    await moving.page.clock.runFor(60_000);
    await expect.poll(focusInside).toBe(true);
    // The exit plays the exit animation reversed, for the same duration, then hides.
    await moving.page.keyboard.press('Escape');
    expect(await moving.page.locator(`${dialog(801)} .dialog-widget-content`).getAttribute('class')).toMatch(/fadeIn reverse|reverse fadeIn/);
    expect(await isShown(moving.page, 801)).toBe(true);
    await moving.page.clock.runFor(60_000);
    expect(await isShown(moving.page, 801)).toBe(false);
    await moving.page.emulateMedia({ reducedMotion: 'reduce' });
    const still = await open('/popups/?popups=801&page_load_delay=0&entrance_animation_duration=60');
    await still.page.clock.runFor(100);
    await expect.poll(() => isShown(still.page, 801)).toBe(true);
    expect(await still.page.locator(`${dialog(801)} .dialog-widget-content`).getAttribute('class')).not.toContain('fadeIn');
    await still.page.keyboard.press('Escape');
    expect(await isShown(still.page, 801)).toBe(false);
  });

  it('triggers elementor/popup/show and hide through jQuery on document and on window', async () => {
    const { page } = await openPaused('/popups/?popups=809&jquery=1');
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const $ = (window as unknown as { jQuery: (target: unknown) => { on(name: string, handler: (event: unknown, id: number) => void): void } }).jQuery;
      $(document).on('elementor/popup/show elementor/popup/hide', (event, id) => seen.push(`jquery ${(event as { type: string }).type} ${id}`));
      for (const name of ['elementor/popup/show', 'elementor/popup/hide']) {
        window.addEventListener(name, (event) => seen.push(`window ${name} ${(event as CustomEvent<{ id: number }>).detail.id}`));
      }
    });
    await page.locator('.open-newsletter').click();
    await expect.poll(() => isShown(page, 809)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
      'jquery elementor/popup/show 809',
      'window elementor/popup/show 809',
      'jquery elementor/popup/hide 809',
      'window elementor/popup/hide 809',
    ]);
  });
});

describe('page popups: triggers', () => {
  it('opens on scrolling down past the offset, and on scrolling up', async () => {
    const open = await freshLoads();
    const down = await open('/popups/?popups=802&scrolling_offset=60');
    await down.page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.4));
    await down.page.waitForFunction(() => scrollY > 0);
    expect(await isShown(down.page, 802)).toBe(false);
    await down.page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) * 0.7));
    await expect.poll(() => isShown(down.page, 802)).toBe(true);

    const up = await open('/popups/?popups=803');
    await up.page.mouse.wheel(0, 1500);
    await up.page.waitForFunction(() => scrollY > 1000);
    expect(await isShown(up.page, 803)).toBe(false);
    await up.page.mouse.wheel(0, -300);
    await expect.poll(() => isShown(up.page, 803)).toBe(true);
  });

  it('opens when its scroll-to target comes into view; a selector the browser rejects is skipped', async () => {
    const open = await freshLoads();
    const { page } = await open('/popups/?popups=804');
    expect(await isShown(page, 804)).toBe(false);
    await page.locator('#popup-demo-target').scrollIntoViewIfNeeded();
    await expect.poll(() => isShown(page, 804)).toBe(true);

    const broken = await open('/popups/?popups=804&scrolling_to_selector=%23(');
    // An observer of the target's own, made after the popup's would have been: the browser tells
    // a document's observers in one round, in the order they were made.
    const seen = broken.page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && resolve());
          observer.observe(document.querySelector('#popup-demo-target')!);
        }),
    );
    await broken.page.locator('#popup-demo-target').scrollIntoViewIfNeeded();
    await seen;
    expect(await check(broken.page, 804)).toBeNull();
    expect(await isShown(broken.page, 804)).toBe(false);
  });

  it('opens on exactly the third click on the page, and its other triggers are gone once it has shown', async () => {
    // A second trigger on the same popup: the page load, 8 s after it mounted (the clock stops 5 s on).
    const { page } = await openPaused('/popups/?popups=805&page_load=yes&page_load_delay=8&entrance_animation=none&exit_animation=none');
    await page.locator('h1').click();
    await page.locator('h1').click();
    // The click trigger counts in the click's own task: after two, nothing has asked.
    expect(await check(page, 805)).toBeNull();
    expect(await isShown(page, 805)).toBe(false);
    await page.locator('h1').click();
    await expect.poll(() => isShown(page, 805)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await isShown(page, 805)).toBe(false);
    // Three more clicks and the page-load delay passed: with the dialog's code already here, a
    // trigger still on would have shown it again before the next step.
    for (let click = 0; click < 3; click += 1) await page.locator('h1').click();
    await page.clock.runFor(10_000);
    expect(await isShown(page, 805)).toBe(false);
  });

  it('opens after 10 s without a key press or a mouse move, counted from the last one', async () => {
    const { page } = await openPaused('/popups/?popups=806');
    await page.mouse.move(200, 200);
    await page.clock.runFor(8000);
    await page.mouse.move(220, 260);
    await page.clock.runFor(8000);
    await page.keyboard.press('a');
    await page.clock.runFor(8000);
    expect(await isShown(page, 806)).toBe(false);
    await page.clock.runFor(2100);
    await expect.poll(() => isShown(page, 806)).toBe(true);
  });

  it('opens when the pointer leaves through the top of the window', async () => {
    const { page } = await openPaused('/popups/?popups=807');
    await page.mouse.move(400, 300);
    await page.mouse.move(400, 5);
    expect(await isShown(page, 807)).toBe(false);
    await page.evaluate(() => document.documentElement.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientX: 400, clientY: -2, relatedTarget: null })));
    await expect.poll(() => isShown(page, 807)).toBe(true);
  });

  it('opens after its delay when an ad blocker hides the bait, and not otherwise', async () => {
    const open = await freshLoads();
    const blocked = await open('/popups/?popups=808&adblock=1');
    await blocked.page.clock.runFor(1000);
    expect(await openedOnceChecked(blocked.page, 808)).toBe(true);
    const clean = await open('/popups/?popups=808');
    // The 1 s detection has run by the time the clock has moved past it: nothing asked.
    await clean.page.clock.runFor(1000);
    expect(await check(clean.page, 808)).toBeNull();
    expect(await isShown(clean.page, 808)).toBe(false);
    expect(await clean.page.locator('.ad-box').count()).toBe(0);
  });

  it('shows only one of two popups whose triggers fire together, with avoid_multiple_popups', async () => {
    const { page } = await openPaused('/popups/?popups=801,802&page_load=yes&page_load_delay=0&entrance_animation=none&avoid_multiple_popups=yes');
    const states = [await checked(page, 801), await checked(page, 802)];
    expect(states.toSorted()).toEqual(['declined', 'shown']);
    expect([await isShown(page, 801), await isShown(page, 802)]).toEqual(states.map((state) => state === 'shown'));
  });

  it('keeps a second triggered popup closed with avoid_multiple_popups once one has appeared', async () => {
    const { page } = await openPaused('/popups/?popups=801,805&page_load_delay=0&entrance_animation=none&exit_animation=none&avoid_multiple_popups=yes');
    expect(await openedOnceChecked(page, 801)).toBe(true);
    await page.keyboard.press('Escape');
    for (let click = 0; click < 3; click += 1) await page.locator('h1').click();
    expect(await checked(page, 805)).toBe('declined');
    expect(await isShown(page, 805)).toBe(false);
  });
});

describe('page popups: conditions and impressions', () => {
  /**
   * For one test: whether the page-load popup (no delay) shows on a page load with
   * `conditions`, each load a first visit (see {@link freshLoads}).
   */
  const visits = async () => {
    const open = await freshLoads();
    return async (conditions: string, load: LoadAs = {}) => {
      const { page } = await open(`/popups/?popups=801&page_load_delay=0&entrance_animation=none&${conditions}`, load);
      return openedOnceChecked(page, 801);
    };
  };

  it('shows on the device modes it lists only', async () => {
    const shows = await visits();
    expect(await shows('devices=yes&devices_devices=desktop,tablet', { viewport: PHONE })).toBe(false);
    expect(await shows('devices=yes&devices_devices=desktop,tablet', { viewport: DESKTOP })).toBe(true);
  });

  it('lets a guest through, keeps out every signed-in visitor with users=all, and only the chosen roles otherwise', async () => {
    const shows = await visits();
    expect(await shows('logged_in=yes')).toBe(true);
    expect(await shows('logged_in=yes&user=customer')).toBe(false);
    expect(await shows('logged_in=yes&logged_in_users=custom&logged_in_roles=administrator,editor&user=customer')).toBe(true);
    expect(await shows('logged_in=yes&logged_in_users=custom&logged_in_roles=administrator,customer&user=customer')).toBe(false);
  });

  it('matches the referrer: shows when it holds the text, hides when it does, tests a regex, and stays closed on an invalid regex', async () => {
    const shows = await visits();
    const referer = new URL('/beam-guide/', shop.origin).href;
    expect(await shows('url=yes&url_action=show&url_url=beam-guide', { referer })).toBe(true);
    expect(await shows('url=yes&url_action=hide&url_url=beam-guide', { referer })).toBe(false);
    expect(await shows('url=yes&url_action=regex&url_url=beam-(guide|chart)', { referer })).toBe(true);
    expect(await shows('url=yes&url_action=regex&url_url=(', { referer })).toBe(false);
  });

  it('tells visitors from this shop, another site and a search engine apart; all three sources means everyone', async () => {
    const shows = await visits();
    const internal = { referer: new URL('/shop/', shop.origin).href };
    expect(await shows('sources=yes&sources_sources=internal', internal)).toBe(true);
    expect(await shows('sources=yes&sources_sources=internal', { referer: 'http://www.lighting-forum.example/thread/12' })).toBe(false);
    expect(await shows('sources=yes&sources_sources=search', { referer: 'http://www.google.com/search?q=led+light+bar' })).toBe(true);
    expect(await shows('sources=yes&sources_sources=search', internal)).toBe(false);
    expect(await shows('sources=yes&sources_sources=search,external,internal', internal)).toBe(true);
  });

  it('waits for the sessions it asks for: closed in the first tab, open in a new session', async () => {
    const context = await shop.newContext();
    const load = async () => {
      const tab = await context.newPage();
      await tab.goto('/popups/?popups=801&page_load_delay=0&entrance_animation=none&sessions=yes&sessions_sessions=1');
      await waitForPopups(tab.page);
      return openedOnceChecked(tab.page, 801);
    };
    expect(await load()).toBe(false);
    // A new tab has a session storage of its own: a new session.
    expect(await load()).toBe(true);
  });

  it('shows in the chosen browsers only', async () => {
    const shows = await visits();
    expect(await shows('browsers=yes&browsers_browsers=custom&browsers_browsers_options=firefox,safari')).toBe(false);
    expect(await shows('browsers=yes&browsers_browsers=custom&browsers_browsers_options=firefox,chrome')).toBe(true);
  });

  it("keeps to its schedule by the site's clock, as the server printed it, or by the visitor's", async () => {
    // The page's clock says March 2026; the server printed its own time, which is later.
    const shows = await visits();
    const fromJune = 'schedule=yes&schedule_start_date=2026-06-01 00:00';
    expect(await shows(fromJune)).toBe(true);
    expect(await shows(`${fromJune}&schedule_timezone=visitor`)).toBe(false);
    expect(await shows('schedule=yes&schedule_end_date=2020-01-01 00:00')).toBe(false);
  });

  it('waits for the page views it asks for, and stops after times_times impressions, across page loads', async () => {
    const context = await shop.newContext();
    const tab = await context.newPage();
    const load = async (query: string) => {
      await tab.goto(`/popups/?popups=801&page_load_delay=0&entrance_animation=none&${query}`);
      await waitForPopups(tab.page);
      await expect.poll(() => tab.page.locator(popupMarkup(801)).getAttribute('data-island-state')).toBe('ready');
      return openedOnceChecked(tab.page, 801);
    };
    expect(await load('page_views=yes&page_views_views=1')).toBe(false);
    expect(await load('page_views=yes&page_views_views=1')).toBe(true);
    expect(await load('times=yes&times_times=2')).toBe(true);
    expect(await load('times=yes&times_times=2')).toBe(false);
    // The demo's forget button reloads this same address with nothing remembered: it shows again.
    await Promise.all([tab.page.waitForEvent('load'), tab.page.locator('.popup-demo-forget').click()]);
    await waitForPopups(tab.page);
    expect(await openedOnceChecked(tab.page, 801)).toBe(true);
  });

  it('with times_count=close, counts an impression only when the visitor closes the popup', async () => {
    const context = await shop.newContext();
    const tab = await context.newPage();
    const load = async () => {
      await tab.goto('/popups/?popups=801&page_load_delay=0&entrance_animation=none&exit_animation=none&times=yes&times_times=1&times_count=close');
      await waitForPopups(tab.page);
      return openedOnceChecked(tab.page, 801);
    };
    expect(await load()).toBe(true);
    // Left open: not counted, so it shows again.
    expect(await load()).toBe(true);
    await tab.page.keyboard.press('Escape');
    expect(await isShown(tab.page, 801)).toBe(false);
    expect(await load()).toBe(false);
  });

  it('with times_period=session, stops after times_times in this session and starts again in a new one', async () => {
    const context = await shop.newContext();
    const first = await context.newPage();
    const load = async (tab: ShopPage) => {
      await tab.goto('/popups/?popups=801&page_load_delay=0&entrance_animation=none&times=yes&times_times=1&times_period=session');
      await waitForPopups(tab.page);
      const shown = await openedOnceChecked(tab.page, 801);
      // A shown popup counts its impression in the tab's session storage before the next load.
      if (shown) await expect.poll(() => tab.page.evaluate(() => sessionStorage.getItem('popup-801-impressions-count'))).toBe('1');
      return shown;
    };
    expect(await load(first)).toBe(true);
    expect(await load(first)).toBe(false);
    expect(await load(await context.newPage())).toBe(true);
  });

  it('counts a day from the first impression, and keeps to a schedule in the visitor\'s time, under a moved clock', async () => {
    const context = await shop.newContext();
    const tab = await context.newPage();
    await tab.page.clock.install({ time: START });
    /** The day's impression counter the popup keeps in Elementor's storage object, if any. */
    const counted = () =>
      tab.page.evaluate(() => 'popup-801-impressions-count' in (JSON.parse(localStorage.getItem('elementor') ?? '{}') as Record<string, unknown>));
    const load = async (query: string) => {
      await tab.goto(`/popups/?popups=801&page_load_delay=0&entrance_animation=none&${query}`);
      await waitForPopups(tab.page);
      const shown = await openedOnceChecked(tab.page, 801);
      // A shown popup with a period counts its impression before the next page is loaded.
      if (shown && query.includes('times_period')) await expect.poll(counted).toBe(true);
      return shown;
    };
    const daily = 'times=yes&times_times=1&times_period=day';
    expect(await load(daily)).toBe(true);
    expect(await load(daily)).toBe(false);
    await tab.page.clock.setSystemTime(START + 86_400_000 + 60_000);
    expect(await load(daily)).toBe(true);
    const tomorrow = 'schedule=yes&schedule_timezone=visitor&schedule_start_date=2026-03-12 00:00';
    expect(await load(tomorrow)).toBe(false);
    await tab.page.clock.setSystemTime(new Date('2026-03-12T12:00:00').getTime());
    expect(await load(tomorrow)).toBe(true);
  });

  it('counts a week as 604,800 s and a month as 2,628,288 s from the first impression, under a moved clock', async () => {
    // One tab for both periods, each started as a first visit (see freshLoads).
    const tab = await (await shop.newContext()).newPage();
    await tab.page.clock.install({ time: START });
    for (const [period, seconds] of [['week', 604_800], ['month', 2_628_288]] as const) {
      if (period === 'month') {
        await forgetVisit(tab);
        await tab.page.clock.setSystemTime(START);
      }
      const counted = () =>
        tab.page.evaluate(() => 'popup-801-impressions-count' in (JSON.parse(localStorage.getItem('elementor') ?? '{}') as Record<string, unknown>));
      const load = async () => {
        await tab.goto(`/popups/?popups=801&page_load_delay=0&entrance_animation=none&times=yes&times_times=1&times_period=${period}`);
        await waitForPopups(tab.page);
        const shown = await openedOnceChecked(tab.page, 801);
        if (shown) await expect.poll(counted).toBe(true);
        return shown;
      };
      expect(await load(), period).toBe(true);
      await tab.page.clock.setSystemTime(START + (seconds - 60) * 1000);
      expect(await load(), `${period}, a minute before it ends`).toBe(false);
      await tab.page.clock.setSystemTime(START + (seconds + 60) * 1000);
      expect(await load(), `${period}, a minute after it ends`).toBe(true);
    }
  }, 60_000);

  it('in preview, shows the previewed popup at once, with no trigger, and skips the conditions of the others', async () => {
    // Popup 801's device condition fails on a desktop; in the preview it is not checked.
    const { page } = await openPaused('/popups/?popups=801,809&preview=809&page_load_delay=0&entrance_animation=none&devices=yes&devices_devices=mobile');
    await expect.poll(() => isShown(page, 809)).toBe(true);
    expect(await openedOnceChecked(page, 801)).toBe(true);
  });

  it('in the page builder, skips the conditions', async () => {
    const { page } = await openPaused('/popups/?popups=801&editor=1&page_load_delay=0&entrance_animation=none&devices=yes&devices_devices=mobile');
    expect(await openedOnceChecked(page, 801)).toBe(true);
  });
});

describe('URL actions and template scroll', () => {
  it('holds a click on an action link made before the popup code has come, then opens the popup', async () => {
    const shopPage = await (await shop.newContext()).newPage();
    const { page } = shopPage;
    const chunk = await holdRequests(page, (url) => /^\/lantern\/chunks\/popups-[^/]+\.js$/.test(url.pathname));
    await shopPage.goto('/popups/?popups=809');
    await waitForLantern(page);
    await chunk.waitFor(1);
    await page.getByRole('link', { name: 'Open the newsletter (link)' }).click();
    // Held: the browser did not follow the (URI-encoded) link.
    expect(page.url()).toBe(new URL('/popups/?popups=809', shop.origin).href);
    expect(await isShown(page, 809)).toBe(false);
    await chunk.releaseAll();
    await expect.poll(() => isShown(page, 809)).toBe(true);
    expect(page.url()).toBe(new URL('/popups/?popups=809', shop.origin).href);
  });

  it('toggles a popup from a link, and "don\'t show again" keeps it closed after a reload', async () => {
    const { page } = await openPaused('/popups/?popups=809');
    const toggle = page.getByRole('link', { name: 'Toggle the newsletter popup' });
    await toggle.click();
    await expect.poll(() => isShown(page, 809)).toBe(true);
    await page.keyboard.press('Escape');
    await toggle.click();
    await expect.poll(() => isShown(page, 809)).toBe(true);
    await page.locator(`${dialog(809)} .popup-demo-never`).click();
    await expect.poll(() => isShown(page, 809)).toBe(false);
    await page.clock.resume();
    await page.reload();
    await waitForPopups(page);
    await page.locator('.open-newsletter').click();
    expect(await checked(page, 809)).toBe('declined');
    await page.locator(popupMarkup(809)).evaluate((popup) => popup.removeAttribute('data-popup-check'));
    await toggle.click();
    expect(await checked(page, 809)).toBe('declined');
    expect(await isShown(page, 809)).toBe(false);
  });

  it("opens the popup the page's hash names on load", async () => {
    const { page } = await shop.open('/popups/?popups=809#newsletter');
    await expect.poll(() => isShown(page, 809)).toBe(true);
  });

  it('opens the popup a popup:open action in the address names, when the popup code comes late', async () => {
    const shopPage = await (await shop.newContext()).newPage();
    const { page } = shopPage;
    const chunk = await holdRequests(page, (url) => /^\/lantern\/chunks\/popups-[^/]+\.js$/.test(url.pathname));
    const action = `elementor-action:action=popup:open&settings=${Buffer.from(JSON.stringify({ id: '809' })).toString('base64')}`;
    await shopPage.goto(`/popups/?popups=809#${encodeURIComponent(action)}`);
    await chunk.waitFor(1);
    expect(await isShown(page, 809)).toBe(false);
    await chunk.releaseAll();
    await expect.poll(() => isShown(page, 809)).toBe(true);
  });

  it('opens the off-canvas panel as a dialog: focus in, trapped, Escape, overlay and its close link close it, focus back on the link; a reload-page link reloads', async () => {
    const { page } = await shop.open('/popups/?popups=none');
    await waitForIsland(page, '#off-canvas-a1b2c3d');
    const panel = page.locator('#off-canvas-a1b2c3d');
    const opener = page.getByRole('link', { name: 'Open the opening hours' });
    // The panel's own code, fetched by the island once mounted, names it on its links.
    await expect.poll(() => opener.getAttribute('aria-controls')).toBe('off-canvas-a1b2c3d');
    expect(await opener.getAttribute('aria-expanded')).toBe('false');
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => panel.getAttribute('aria-hidden')).toBe('false');
    expect(await panel.evaluate((node) => node.hasAttribute('inert') || node.hasAttribute('data-delay-child-handlers'))).toBe(false);
    expect(await page.getByRole('link', { name: 'toggle them' }).getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.body.classList.contains('e-off-canvas__no-scroll'))).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Contact us');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close the opening hours');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Contact us');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close the opening hours');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.getAttribute('aria-hidden')).toBe('true');
    expect(await panel.evaluate((node) => node.hasAttribute('inert'))).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Open the opening hours');
    expect(await page.evaluate(() => document.body.classList.contains('e-off-canvas__no-scroll'))).toBe(false);

    const toggle = page.getByRole('link', { name: 'toggle them' });
    await toggle.click();
    await expect.poll(() => panel.getAttribute('aria-hidden')).toBe('false');
    await page.mouse.click(10, 300);
    await expect.poll(() => panel.getAttribute('aria-hidden')).toBe('true');
    await toggle.click();
    await expect.poll(() => panel.getAttribute('aria-hidden')).toBe('false');
    await page.getByRole('link', { name: 'Close the opening hours' }).click();
    await expect.poll(() => panel.getAttribute('aria-hidden')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('toggle them');

    await page.evaluate(() => document.body.setAttribute('data-before-reload', 'yes'));
    await Promise.all([page.waitForEvent('load'), page.getByRole('link', { name: 'Reload the page' }).click()]);
    expect(await page.evaluate(() => document.body.hasAttribute('data-before-reload'))).toBe(false);
  });

  it('opens the off-canvas panel on the next use when its code did not arrive with the page', async () => {
    const shopPage = await (await shop.newContext()).newPage();
    const { page, problems } = shopPage;
    let refused = 0;
    await page.route(/\/lantern\/chunks\/off-canvas-panel-[^/]+\.js/, (route) => (refused++ === 0 ? route.abort('internetdisconnected') : route.continue()));
    problems.allowFailedRequests((url) => /\/chunks\/off-canvas-panel-/.test(url.pathname));
    await shopPage.goto('/popups/?popups=none');
    await expect.poll(() => refused).toBe(1);
    await page.getByRole('link', { name: 'Open the opening hours' }).click();
    await expect.poll(() => page.locator('#off-canvas-a1b2c3d').getAttribute('aria-hidden')).toBe('false');
    expect(refused).toBe(2);
  });

  it("opens the off-canvas copy of the loop item whose link was used, and never one inside a carousel", async () => {
    const { page } = await shop.open('/popups/?popups=none');
    await page.waitForFunction(() => Array.from(document.querySelectorAll('.e-off-canvas')).every((panel) => panel.getAttribute('data-island-state') === 'ready'));
    const items = page.locator('.e-loop-item');
    const shown = () => items.evaluateAll((all) => all.map((item) => item.querySelector('.e-off-canvas')?.getAttribute('aria-hidden') === 'false'));
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    // Every item prints its widget with one id: the link's own item is the one that opens.
    expect(await page.locator('[id="off-canvas-f00d001"]').count()).toBe(3);
    const secondLink = items.nth(1).locator('.popup-demo-specs');
    const secondName = (await secondLink.textContent()) ?? '';
    await secondLink.click();
    await expect.poll(shown).toEqual([false, true, false]);
    // Each item's link tells a screen reader whether its own copy is open.
    expect(await items.locator('.popup-demo-specs').evaluateAll((links) => links.map((link) => link.getAttribute('aria-expanded')))).toEqual(['false', 'true', 'false']);
    await expect.poll(focusedText).toBe('Close the specs');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(shown).toEqual([false, false, false]);
    expect(await focusedText()).toBe(secondName);
    await items.nth(2).locator('.popup-demo-specs').focus();
    await page.keyboard.press('Enter');
    await expect.poll(shown).toEqual([false, false, true]);
    await page.keyboard.press('Escape');
    await expect.poll(shown).toEqual([false, false, false]);

    // The carousel's link asks, nothing opens; a later action has been answered, so this one was too.
    await page.locator('.popup-demo-tip').click();
    await items.nth(0).locator('.popup-demo-specs').click();
    await expect.poll(shown).toEqual([true, false, false]);
    expect(await page.locator('#off-canvas-c4a0001').getAttribute('aria-hidden')).toBe('true');
    expect(await page.locator('#off-canvas-c4a0001').isVisible()).toBe(false);
  });

  it('on a phone, opens the off-canvas panel from a tap, fits the screen, and closes from a tap on its overlay', async () => {
    const { page } = await shop.open('/popups/?popups=none', { viewport: PHONE, hasTouch: true });
    await waitForIsland(page, '#off-canvas-a1b2c3d');
    const panel = page.locator('#off-canvas-a1b2c3d');
    await page.getByRole('link', { name: 'Open the opening hours' }).tap();
    await expect.poll(() => panel.getAttribute('aria-hidden')).toBe('false');
    const main = await page.locator('#off-canvas-a1b2c3d .e-off-canvas__main').evaluate((node) => node.getBoundingClientRect().width);
    expect(main).toBeLessThanOrEqual(PHONE.width);
    await page.touchscreen.tap(8, 200);
    await expect.poll(() => panel.getAttribute('aria-hidden')).toBe('true');
  });

  it('plays the off-canvas entrance and exit on its main part, and none under reduced motion', async () => {
    const shopPage = await shop.open('/popups/?popups=none');
    const { page } = shopPage;
    await waitForIsland(page, '#off-canvas-a1b2c3d');
    const main = page.locator('#off-canvas-a1b2c3d .e-off-canvas__main');
    // Every class the panel and its main part take, as `panel | main`: an animation shorter than
    // a look at the page on a busy machine is seen all the same.
    await page.evaluate(() => {
      const panel = document.querySelector('#off-canvas-a1b2c3d')!;
      const part = panel.querySelector('.e-off-canvas__main')!;
      const seen: string[] = [];
      Object.assign(window, { offCanvasClasses: seen });
      new MutationObserver(() => seen.push(`${panel.className} | ${part.className}`)).observe(panel, { attributes: true, attributeFilter: ['class'], subtree: true });
    });
    const classesSeen = () => page.evaluate(() => (window as unknown as { offCanvasClasses: string[] }).offCanvasClasses.splice(0));
    let seen: string[] = [];
    await page.getByRole('link', { name: 'Open the opening hours' }).click();
    await expect.poll(async () => (seen = [...seen, ...(await classesSeen())]).some((classes) => / \|.*slideInRight/.test(classes))).toBe(true);
    await expect.poll(() => main.getAttribute('class')).not.toContain('slideInRight');
    await classesSeen();
    seen = [];
    await page.keyboard.press('Escape');
    // The exit: the main part plays its animation reversed, inside the panel's reverse wrapper.
    await expect
      .poll(async () => (seen = [...seen, ...(await classesSeen())]).some((classes) => /animated-reverse-wrapper.* \|.*reverse/.test(classes)))
      .toBe(true);
    await expect.poll(() => page.locator('#off-canvas-a1b2c3d').isVisible()).toBe(false);

    // The same tab as a first visit by a visitor who asked for reduced motion.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await forgetVisit(shopPage);
    await shopPage.goto('/popups/?popups=none');
    await waitForIsland(page, '#off-canvas-a1b2c3d');
    await page.getByRole('link', { name: 'Open the opening hours' }).click();
    await expect.poll(() => page.locator('#off-canvas-a1b2c3d').getAttribute('aria-hidden')).toBe('false');
    expect(await page.locator('#off-canvas-a1b2c3d').getAttribute('class')).toContain('no-animation');
    expect(await page.locator('#off-canvas-a1b2c3d .e-off-canvas__main').getAttribute('class')).not.toContain('animated');
  });

  it('scrolls the template named by theme_template_id to mid-window, with or without reduced motion', async () => {
    const fromMiddle = (page: Page) => page.locator('.elementor-870').evaluate((node) => Math.abs(node.getBoundingClientRect().top - innerHeight / 2));
    const shopPage = await shop.open('/popups/?popups=none&theme_template_id=870');
    const { page } = shopPage;
    // The scroll starts once the page has loaded and the actions' code has come, which on a
    // loaded machine took longer than a poll's five seconds: wait for it to start, then for
    // its 400 ms to end with the template mid-window.
    await page.waitForFunction(() => scrollY > 0);
    await expect.poll(() => fromMiddle(page)).toBeLessThan(2);
    // The same tab as a first visit by a visitor who asked for reduced motion; left at the top,
    // so a browser putting the scroll back on the same address cannot do the template's work.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await forgetVisit(shopPage);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await shopPage.goto('/popups/?popups=none&theme_template_id=870');
    await page.waitForFunction(() => scrollY > 0);
    expect(await fromMiddle(page)).toBeLessThan(2);
  });
});

describe('sticky and motion effects', () => {
  const stuck = (page: Page) => page.locator('.popup-demo-sticky').evaluate((node) => node.classList.contains('elementor-sticky--active') && getComputedStyle(node).position === 'fixed');
  const drift = (page: Page) => page.locator('.popup-demo-motion-translateY > .elementor-widget-container').evaluate((node) => (node as HTMLElement).style.getPropertyValue('--translateY'));

  it('sticks the bar and moves the motion panel on desktop, and lets both go when the window becomes a phone', async () => {
    const { page } = await shop.open('/popups/?popups=none');
    await waitForIsland(page, '.popup-demo-sticky');
    await waitForIsland(page, '.popup-demo-motion-translateY');
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => stuck(page)).toBe(true);
    expect(await page.locator('.popup-demo-sticky').getAttribute('class')).toContain('elementor-sticky--effects');
    await expect.poll(() => drift(page)).toMatch(/px$/);
    // A narrower window: the stuck bar takes its new width, the page gets no sideways scroll.
    const wide = await page.locator('.popup-demo-sticky').evaluate((node) => node.getBoundingClientRect().width);
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect.poll(() => page.locator('.popup-demo-sticky').evaluate((node) => node.getBoundingClientRect().width)).toBeLessThan(wide);
    expect(await stuck(page)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1100);
    await page.setViewportSize(PHONE);
    await expect.poll(() => stuck(page)).toBe(false);
    await expect.poll(() => drift(page)).toBe('');
  });

  it("sticks the bar under WordPress's fixed admin bar for a signed-in editor", async () => {
    const context = await shop.newContext();
    // The admin bar WordPress prints at the top of the body for a signed-in editor.
    await context.context.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const bar = document.createElement('div');
        bar.id = 'wpadminbar';
        bar.style.cssText = 'position:fixed;top:0;left:0;right:0;height:32px;z-index:99999;background:#1d2327';
        document.body.prepend(bar);
      }),
    );
    const tab = await context.newPage();
    await tab.goto('/popups/?popups=none');
    await waitForIsland(tab.page, '.popup-demo-sticky');
    await tab.page.mouse.wheel(0, 1200);
    await expect.poll(() => stuck(tab.page)).toBe(true);
    expect(await tab.page.locator('.popup-demo-sticky').evaluate((node) => node.getBoundingClientRect().top)).toBe(32);
  });

  it('rebuilds the sticky bar 300 ms after the last resize, and re-checks the motion effects at once and 200 ms after the last one', async () => {
    const context = await shop.newContext();
    const tab = await context.newPage();
    const { page } = tab;
    await page.clock.install({ time: START });
    await tab.goto('/popups/?popups=none');
    await waitForIsland(page, '.popup-demo-sticky');
    await waitForIsland(page, '.popup-demo-motion-translateY');
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => stuck(page)).toBe(true);
    await expect.poll(() => drift(page)).toMatch(/px$/);
    await pauseClockSoon(page);
    const setUp = () => page.locator('.popup-demo-sticky').evaluate((node) => node.classList.contains('elementor-sticky'));
    // Waits for the page's resize event at the new width, not only the width: Chromium fires the
    // event at its next rendering step, which a busy machine can put after the next clock step.
    const resize = async (size: { width: number; height: number }) => {
      const heard = page.evaluate(
        (width) =>
          new Promise<void>((resolve) => {
            const listener = () => {
              if (innerWidth !== width) return;
              removeEventListener('resize', listener);
              resolve();
            };
            addEventListener('resize', listener);
          }),
        size.width,
      );
      await page.setViewportSize(size);
      await heard;
    };
    // A phone: the desktop-only motion effect stops at once (leading edge); the sticky bar's
    // set-up (desktop and tablet only) is taken down 300 ms after the resize.
    await resize(PHONE);
    expect(await drift(page)).toBe('');
    await page.clock.runFor(250);
    expect(await setUp()).toBe(true);
    await page.clock.runFor(60);
    expect(await setUp()).toBe(false);
    // Back to a desktop, then a phone again within 200 ms: the effect comes back at once, then
    // keeps going until 200 ms after the last resize.
    await resize(DESKTOP);
    expect(await drift(page)).toMatch(/px$/);
    await page.clock.runFor(50);
    await resize(PHONE);
    await page.clock.runFor(150);
    expect(await drift(page)).toMatch(/px$/);
    await page.clock.runFor(60);
    expect(await drift(page)).toBe('');
  });

  it('on a phone, leaves the sticky bar and the desktop-only effect off, runs the others, and the page stays phone-wide', async () => {
    const { page } = await shop.open('/popups/?popups=none', { viewport: PHONE });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await waitForIsland(page, '.popup-demo-sticky');
    await waitForIsland(page, '.popup-demo-motion-opacity');
    await page.locator('#motion-effects').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.popup-demo-motion-opacity > .elementor-widget-container').evaluate((node) => (node as HTMLElement).style.opacity)).not.toBe('');
    expect(await stuck(page)).toBe(false);
    expect(await drift(page)).toBe('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

describe('listeners', () => {
  it("adds its scroll, wheel, touch and pointer-move listeners as passive ones that read no layout, so scrolling never waits on them", async () => {
    // Triggers that listen to scrolling, mouse moves and the pointer leaving, beside the sticky
    // bar and the motion panels (mouse track and tilt listen to the pointer).
    const { page } = await shop.open('/popups/?popups=802,803,806,807');
    await waitForPopups(page);
    await waitForIsland(page, '.popup-demo-sticky');
    await waitForIsland(page, '.popup-demo-motion-tilt');
    await expect.poll(() => page.locator('.popup-demo-motion-tilt').getAttribute('class')).toContain('elementor-motion-effects-perspective');
    const cdp = await page.context().newCDPSession(page);
    const scripts = new Map<string, string>();
    cdp.on('Debugger.scriptParsed', (event) => scripts.set(event.scriptId, event.url));
    await cdp.send('Debugger.enable');
    const watched = ['scroll', 'wheel', 'touchstart', 'touchmove', 'mousemove', 'pointermove', 'mouseout'];
    const found: { where: string; type: string; passive: boolean }[] = [];
    for (const where of ['window', 'document', 'document.body', 'document.documentElement']) {
      const { result } = await cdp.send('Runtime.evaluate', { expression: where });
      const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
      for (const listener of listeners) {
        if (watched.includes(listener.type) && /\/lantern\//.test(scripts.get(listener.scriptId) ?? '')) found.push({ where, type: listener.type, passive: listener.passive });
      }
    }
    expect(found.map((listener) => listener.type)).toEqual(expect.arrayContaining(['scroll', 'mousemove', 'mouseout']));
    expect(found.filter((listener) => !listener.passive)).toEqual([]);

    // And they read no layout: listeners run inside dispatchEvent, so every layout read made
    // while these events are dispatched is one made per event.
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => scrollY > 0);
    const reads = await page.evaluate(() => {
      let count = 0;
      const counted = <T extends object>(target: T, name: keyof T) => {
        const original = target[name] as (...args: unknown[]) => unknown;
        Object.assign(target, { [name]: function (this: unknown, ...args: unknown[]) { count += 1; return original.apply(this, args); } });
      };
      counted(Element.prototype, 'getBoundingClientRect');
      counted(Element.prototype, 'getClientRects');
      counted(window, 'getComputedStyle');
      for (const name of ['offsetWidth', 'offsetHeight', 'offsetTop', 'offsetLeft'] as const) {
        const getter = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)!.get!;
        Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get(this: HTMLElement) { count += 1; return getter.call(this); } });
      }
      for (const name of ['clientWidth', 'clientHeight', 'scrollHeight', 'scrollWidth'] as const) {
        const getter = Object.getOwnPropertyDescriptor(Element.prototype, name)!.get!;
        Object.defineProperty(Element.prototype, name, { configurable: true, get(this: Element) { count += 1; return getter.call(this); } });
      }
      for (let step = 0; step < 20; step += 1) {
        window.dispatchEvent(new Event('scroll'));
        document.body.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 100 + step * 10, clientY: 200 }));
        document.body.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientX: 300, clientY: 200, relatedTarget: document.documentElement }));
      }
      return count;
    });
    expect(reads).toBe(0);
  });
});

describe('sticky within a column and at the bottom', () => {
  /** Scrolls the window to `y` px and lets two frames pass. */
  const scrollTo = (page: Page, y: number) =>
    page.evaluate(async (to) => {
      window.scrollTo(0, to);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, y);
  const box = (page: Page, selector: string) =>
    page.locator(selector).evaluate((node) => {
      const rect = node.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, position: getComputedStyle(node).position, active: node.classList.contains('elementor-sticky--active') };
    });
  const pageTop = (page: Page, selector: string) => page.locator(selector).evaluate((node) => node.getBoundingClientRect().top + window.scrollY);

  it('keeps the top one under the bar and the bottom one on the window\'s edge while the column passes, each within its column', async () => {
    const { page } = await shop.open('/popups/?popups=none');
    await waitForIsland(page, '.popup-demo-sticky-top');
    await waitForIsland(page, '.popup-demo-sticky-bottom');
    await expect.poll(() => page.locator('.popup-demo-sticky-top').getAttribute('class')).toContain('elementor-sticky');
    const column = await pageTop(page, '.popup-demo-sticky-column');
    const height = await page.locator('.popup-demo-sticky-column').evaluate((node) => node.getBoundingClientRect().height);
    const windowHeight = page.viewportSize()!.height;

    // Above the column: the top one in its place; the bottom one rides at the column's top.
    await scrollTo(page, column - windowHeight - 100);
    expect((await box(page, '.popup-demo-sticky-top')).active).toBe(false);
    const waiting = await box(page, '.popup-demo-sticky-bottom');
    expect(waiting.position).toBe('absolute');
    expect(Math.abs(waiting.top - (column - (column - windowHeight - 100)))).toBeLessThan(2);

    // Inside it: both fixed, at 100 px from the top (under the sticky bar) and on the bottom edge.
    expect(height).toBeGreaterThan(windowHeight + 200);
    await scrollTo(page, column + 100);
    const stuckTop = await box(page, '.popup-demo-sticky-top');
    expect(stuckTop).toMatchObject({ position: 'fixed', active: true });
    expect(Math.abs(stuckTop.top - 100)).toBeLessThan(2);
    const stuckBottom = await box(page, '.popup-demo-sticky-bottom');
    expect(stuckBottom.position).toBe('fixed');
    expect(Math.abs(stuckBottom.bottom - windowHeight)).toBeLessThan(2);
    expect(await page.locator('.popup-demo-sticky-column .elementor-sticky__spacer').count()).toBe(2);

    // Past it: the top one held at the column's bottom, the bottom one back in its place.
    await scrollTo(page, column + height);
    const held = await box(page, '.popup-demo-sticky-top');
    const columnBottom = await page.locator('.popup-demo-sticky-column').evaluate((node) => node.getBoundingClientRect().bottom);
    expect(held.position).toBe('absolute');
    expect(Math.abs(held.bottom - columnBottom)).toBeLessThan(2);
    expect(await box(page, '.popup-demo-sticky-bottom')).toMatchObject({ position: 'static', active: false });

    // Back above: both in their places again, spacers gone.
    await scrollTo(page, 0);
    expect((await box(page, '.popup-demo-sticky-top')).position).toBe('static');
    expect(await page.locator('.popup-demo-sticky-column .elementor-sticky__spacer').count()).toBe(1);
  });
});

describe('motion effects, one by one', () => {
  /** What each effect writes on the moving part: its custom property, or the opacity. */
  const read = (page: Page, effect: string, property: string) =>
    page.locator(`.popup-demo-motion-${effect} > .elementor-widget-container`).evaluate((node, name) => {
      const target = node as HTMLElement;
      return name === 'opacity' ? Number(target.style.opacity) : parseFloat(target.style.getPropertyValue(name));
    }, property);

  /** Scrolls so the panel's top sits at `fraction` of the window's height, then lets two frames pass. */
  const scrollPanel = (page: Page, effect: string, fraction: number) =>
    page.locator(`.popup-demo-motion-${effect}`).evaluate(async (node, at) => {
      window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY - window.innerHeight * at);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, fraction);

  const started = (page: Page, effect: string) =>
    expect.poll(() => page.locator(`.popup-demo-motion-${effect} > .elementor-widget-container`).evaluate((node) => (node as HTMLElement).getAttribute('style') ?? '')).not.toBe('');

  it('moves each scrolling effect as its panel passes through the window: vertical, horizontal, rotate, scale, transparency, blur, and a background layer', async () => {
    const { page } = await shop.open('/popups/?popups=none');
    const effects: [string, string][] = [['translateY', '--translateY'], ['translateX', '--translateX'], ['rotateZ', '--rotateZ'], ['scale', '--scale'], ['opacity', 'opacity'], ['blur', '--blur']];
    for (const [effect] of effects) await started(page, effect);
    const low: Record<string, number> = {};
    const high: Record<string, number> = {};
    for (const [effect, property] of effects) {
      await scrollPanel(page, effect, 0.95);
      low[effect] = await read(page, effect, property);
      await scrollPanel(page, effect, 0.3);
      high[effect] = await read(page, effect, property);
    }
    // Vertical: below the middle it sits lower and rises past it, against the scroll.
    expect(low.translateY).toBeGreaterThan(0);
    expect(high.translateY).toBeLessThan(0);
    // Horizontal: from the right to the left, held at its affected range's end (60 %, speed 1: -10 px).
    expect(low.translateX).toBeGreaterThan(0);
    expect(high.translateX).toBeGreaterThanOrEqual(-10);
    expect(high.translateX).toBeLessThan(0);
    // Rotate, direction "to the right": from a left turn to a right turn.
    expect(low.rotateZ).toBeLessThan(0);
    expect(high.rotateZ).toBeGreaterThan(0);
    // Scale up then down: larger inside its band than entering it.
    expect(high.scale).toBeGreaterThan(low.scale!);
    expect(low.scale).toBeGreaterThanOrEqual(1);
    // Fade in and come into focus over the lower half of the window.
    expect(low.opacity).toBeLessThan(1);
    expect(high.opacity).toBe(1);
    expect(low.blur).toBeGreaterThan(0);
    expect(high.blur).toBe(0);

    // Background effects: the striped band's layer, taller than the band, slides up across the room it has.
    const layer = page.locator('.popup-demo-parallax > .elementor-motion-effects-container > .elementor-motion-effects-layer');
    await expect.poll(() => layer.count()).toBe(1);
    expect(await page.locator('.popup-demo-parallax').getAttribute('class')).toContain('elementor-motion-effects-element-type-background');
    const offset = () => layer.evaluate((node) => parseFloat((node as HTMLElement).style.getPropertyValue('--translateY')));
    const heights = await page.locator('.popup-demo-parallax').evaluate((node) => ({ layer: (node.querySelector('.elementor-motion-effects-layer') as HTMLElement).offsetHeight, element: (node as HTMLElement).offsetHeight }));
    expect(heights.layer).toBeGreaterThan(heights.element);
    await page.locator('.popup-demo-parallax').evaluate(async (node) => {
      window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY - window.innerHeight);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    const before = await offset();
    await page.locator('.popup-demo-parallax').evaluate(async (node) => {
      window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    const after = await offset();
    expect(after).toBeLessThan(before);
    expect(after).toBeGreaterThanOrEqual(-(heights.layer - heights.element) - 1);
  });

  it('tracks the pointer and tilts towards it', async () => {
    const { page } = await shop.open('/popups/?popups=none');
    await started(page, 'mouseTrack');
    await started(page, 'tilt');
    await page.locator('#motion-effects').scrollIntoViewIfNeeded();
    const size = page.viewportSize()!;
    await page.mouse.move(size.width - 1, 1);
    await expect.poll(() => read(page, 'mouseTrack', '--translateX')).toBeLessThan(0);
    expect(await read(page, 'mouseTrack', '--translateY')).toBeGreaterThan(0);
    expect(await read(page, 'tilt', '--rotateY')).toBeGreaterThan(0);
    expect(await read(page, 'tilt', '--rotateX')).toBeGreaterThan(0);
    expect(await page.locator('.popup-demo-motion-tilt').getAttribute('class')).toContain('elementor-motion-effects-perspective');
    await page.mouse.move(1, size.height - 1);
    await expect.poll(() => read(page, 'mouseTrack', '--translateX')).toBeGreaterThan(0);
    expect(await read(page, 'mouseTrack', '--translateY')).toBeLessThan(0);
    expect(await read(page, 'tilt', '--rotateY')).toBeLessThan(0);
  });

  it('keeps every panel still for a visitor who asked for reduced motion', async () => {
    const { page } = await shop.open('/popups/?popups=none', { reducedMotion: 'reduce' });
    // Every motion element's code has run and decided (they all mount on load)…
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('.elementor-element[data-settings*="motion_fx_"]')).every((element) => element.getAttribute('data-island-state') === 'ready'),
    );
    await page.locator('#motion-effects').scrollIntoViewIfNeeded();
    await page.mouse.move(10, 10);
    // …and two frames have passed since the scroll and the pointer moved, where an effect writes.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const styled = await page.locator('.popup-demo-motion > .elementor-widget-container').evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).getAttribute('style') ?? ''));
    expect(styled.every((style) => style === '')).toBe(true);
    expect(await page.locator('.elementor-motion-effects-container').count()).toBe(0);
  });
});
