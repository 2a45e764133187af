import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { pauseClockSoon } from './support/clock';
import { PHONE, registerBrowserHarness, type ShopPage } from './support/harness';
import { waitForLantern } from './support/lantern';
import { settled } from './support/settled';
import { lanternFiles } from './support/script-tags';

const shop = registerBrowserHarness();
const POST = '/2024/05/choosing-a-beam-pattern/';
const WINDOW = '#TB_window';

/**
 * The blog post as a shopper meets it: Lantern has booted, the lightbox code has not come. It
 * comes as the shopper reaches for a link; a click that beats it is held and replayed.
 */
async function openPost(): Promise<ShopPage> {
  const shopPage = await shop.open(POST);
  await waitForLantern(shopPage.page);
  return shopPage;
}

const caption = (page: Page) => page.locator('#TB_secondLine').innerText();
const imageSrc = (page: Page) => page.locator('#TB_Image').getAttribute('src');
/**
 * Where the window sits: WordPress's thickbox.css hides it and puts its corner at the centre
 * until the script sizes, places and shows it, as ThickBox's `tb_position` does.
 */
const placed = (page: Page) =>
  page.locator(WINDOW).evaluate((box) => {
    const { left, top, width, height } = box.getBoundingClientRect();
    return {
      visible: getComputedStyle(box).visibility === 'visible',
      width,
      centreX: Math.round(left + width / 2 - window.innerWidth / 2),
      centreY: Math.round(top + height / 2 - window.innerHeight / 2),
    };
  });
const focusIsIn = (page: Page) => page.evaluate(() => document.getElementById('TB_window')?.contains(document.activeElement) ?? false);

describe('lightbox', () => {
  it('fetches its code and React only once a lightbox link is about to be used', async () => {
    const shopPage = await shop.open(POST);
    await settled(shopPage);
    const react = (url: URL) => /chunks\/react-/.test(url.pathname);
    expect(shopPage.requests.matching(react)).toHaveLength(0);
    expect((await lanternFiles(shopPage.page)).filter((file) => /chunks\/product-tools-/.test(file))).toEqual([]);
    await shopPage.page.locator('.demo-gallery a').first().hover();
    await expect.poll(() => shopPage.requests.matching(react).length).toBe(1);
  });

  it('steps through an image group with the links and the < and > keys, fitted inside the viewport', async () => {
    const { page } = await openPost();
    await page.locator('.demo-gallery a').first().click();
    await page.locator('#TB_Image').waitFor();
    expect(await caption(page)).toContain('Image 1 of 3');
    const size = await page.locator('#TB_Image').evaluate((image) => [image.getAttribute('width'), image.getAttribute('height')]);
    // 1600 × 1000 inside (1280 − 150) × (800 − 150): height decides.
    expect(size).toEqual(['1040', '650']);
    // The window is the picture plus 30 wide, shown and centred (within the caption's rounding).
    const box = await placed(page);
    expect(box).toMatchObject({ visible: true, width: 1070, centreX: 0 });
    expect(Math.abs(box.centreY)).toBeLessThanOrEqual(10);
    await page.locator('#TB_next a').click();
    await expect.poll(() => imageSrc(page)).toContain('flood-beam.png');
    expect(await caption(page)).toContain('Image 2 of 3');
    await page.keyboard.press('>');
    await expect.poll(() => imageSrc(page)).toContain('combo-beam.png');
    expect(await page.locator('#TB_next').count()).toBe(0);
    await page.keyboard.press('<');
    await expect.poll(() => imageSrc(page)).toContain('flood-beam.png');
    await page.locator('#TB_prev a').click();
    await expect.poll(() => imageSrc(page)).toContain('spot-beam.png');
  });

  it('fits the picture inside a phone screen and answers taps on next and close', async () => {
    const shopPage = await shop.open(POST, { viewport: PHONE, hasTouch: true, isMobile: true });
    const { page } = shopPage;
    await waitForLantern(page);
    await page.locator('.demo-gallery a').first().tap();
    await page.locator('#TB_Image').waitFor();
    // 1600 × 1000 inside (390 − 150) × (844 − 150): width decides.
    expect(await page.locator('#TB_Image').evaluate((image) => [image.getAttribute('width'), image.getAttribute('height')])).toEqual(['240', '150']);
    await page.locator('#TB_next a').tap();
    await expect.poll(() => imageSrc(page)).toContain('flood-beam.png');
    expect(await caption(page)).toContain('Image 2 of 3');
    await page.locator('#TB_closeWindowButton').tap();
    expect(await page.locator(WINDOW).count()).toBe(0);
  });

  it('is a modal dialog: focus goes to the close button, stays inside, and returns to the link on Escape', async () => {
    const { page } = await openPost();
    const opener = page.locator('.demo-gallery a').nth(1);
    await opener.focus();
    await page.keyboard.press('Enter');
    await page.locator('#TB_Image').waitFor();
    // Focus moves once the picture has its size, in the effect after the frame that drew it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('TB_closeWindowButton');
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('Tab');
    expect(await focusIsIn(page)).toBe(true);
    expect(await page.evaluate(() => document.body.classList.contains('modal-open'))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.locator(WINDOW).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/demo-assets/gallery/flood-beam.png');
  });

  it('closes on the close button and on a click on the overlay', async () => {
    const { page } = await openPost();
    await page.locator('.demo-gallery a').first().click();
    await page.locator('#TB_closeWindowButton').click();
    expect(await page.locator(WINDOW).count()).toBe(0);
    await page.locator('.demo-gallery a').first().click();
    await page.locator('#TB_Image').waitFor();
    await page.mouse.click(5, 5);
    expect(await page.locator(WINDOW).count()).toBe(0);
  });

  it('moves inline content in and puts it back on close', async () => {
    const { page } = await openPost();
    await page.getByText('Read the wiring note').click();
    await expect.poll(() => page.locator('#TB_ajaxContent').innerText()).toContain('inline fuse');
    expect(await page.locator('#TB_ajaxWindowTitle').innerText()).toBe('Wiring note');
    await page.keyboard.press('Escape');
    expect(await page.locator('#wiring-note').evaluate((note) => note.textContent)).toContain('inline fuse');
  });

  it("keeps a modal=true box open on Escape and the overlay, and closes it from its content's tb_remove() link", async () => {
    const { page } = await openPost();
    const opener = page.getByText('Read the glare note');
    await opener.click();
    await expect.poll(() => page.locator('#TB_ajaxContent').innerText()).toContain('eye line');
    expect(await page.locator('#TB_title').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await page.locator(WINDOW).count()).toBe(1);
    await page.getByText('Got it').click();
    expect(await page.locator(WINDOW).count()).toBe(0);
    expect(await page.locator('#glare-note').evaluate((note) => note.textContent)).toContain('eye line');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Read the glare note');
  });

  it('opens TB_iframe links in a frame of the asked size, without the TB_ part', async () => {
    const { page } = await openPost();
    await page.getByText('Open the beam guide in a frame').click();
    const frame = page.locator('#TB_iframeContent');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe('/demo-assets/beam-guide.html');
    expect(await frame.evaluate((element) => [element.style.width, element.style.height])).toEqual(['521px', '283px']);
    expect(await frame.evaluate((element) => element.textContent)).toContain('requires inline frames');
  });

  it('fetches other content with GET and a random parameter, and its own lightbox links work', async () => {
    const shopPage = await openPost();
    const { page } = shopPage;
    await page.getByText('Load the beam guide').click();
    await expect.poll(() => page.locator('#TB_ajaxContent').innerText()).toContain('Which beam pattern?');
    const [request] = shopPage.requests.matching((url) => url.pathname === '/demo-assets/beam-guide.html');
    expect(request?.method).toBe('GET');
    expect(request?.url.searchParams.get('random')).toMatch(/^\d+$/);
    await page.locator('#TB_ajaxContent a.thickbox').click();
    await expect.poll(() => imageSrc(page)).toContain('combo-beam.png');
  });

  it('shows a message when the content cannot be fetched, never a stuck box', async () => {
    const shopPage = await openPost();
    const { page } = shopPage;
    const guide = (url: URL) => url.pathname === '/demo-assets/beam-guide.html';
    shopPage.problems.allowFailedRequests(guide);
    await page.route(guide, (route) => route.fulfill({ status: 500, body: 'error' }));
    await page.getByText('Load the beam guide').click();
    await expect.poll(() => page.locator('#TB_ajaxContent [role="alert"]').count()).toBe(1);
    expect(await page.locator('#TB_ajaxContent').getAttribute('aria-busy')).toBeNull();
  });

  it('ends a fetch that goes offline, or never answers within its minute, in the message', async () => {
    const shopPage = await openPost();
    const { page } = shopPage;
    const guide = (url: URL) => url.pathname === '/demo-assets/beam-guide.html';
    shopPage.problems.allowFailedRequests(guide);
    const failed = page.locator('#TB_ajaxContent [role="alert"]');
    await page.route(guide, (route) => route.abort('internetdisconnected'));
    await page.getByText('Load the beam guide').click();
    await expect.poll(() => failed.innerText()).toBe('Sorry, this content could not be loaded. Please try again.');
    await page.keyboard.press('Escape');
    await page.unrouteAll();
    await page.route(guide, () => undefined);
    await page.clock.install();
    await pauseClockSoon(page);
    await page.getByText('Load the beam guide').click();
    await expect.poll(() => page.locator('#TB_ajaxContent').getAttribute('aria-busy')).toBe('true');
    await page.clock.runFor(59_000);
    expect(await failed.count()).toBe(0);
    await page.clock.runFor(1_000);
    await expect.poll(() => failed.count()).toBe(1);
    expect(await page.locator('#TB_ajaxContent').getAttribute('aria-busy')).toBeNull();
    await page.clock.resume();
  });

  it("opens a product page's fetched content at ThickBox's default 630 × 440, with no serious accessibility problem", async () => {
    const { page } = await shop.open('/product/32-inch-led-light-bar-180w/');
    await waitForLantern(page);
    await page.getByText('Which beam pattern suits you?').click();
    await expect.poll(() => page.locator('#TB_ajaxContent').innerText()).toContain('Which beam pattern?');
    expect(await placed(page)).toMatchObject({ visible: true, width: 630, centreX: 0 });
    expect(await page.locator('#TB_ajaxContent').evaluate((box) => [box.style.width, box.style.height])).toEqual(['600px', '395px']);
    expect(await page.locator('#TB_ajaxWindowTitle').innerText()).toBe('Which beam pattern?');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('has no serious accessibility problems with an image open', async () => {
    const { page } = await openPost();
    await page.locator('.demo-gallery a').first().click();
    await page.locator('#TB_Image').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
