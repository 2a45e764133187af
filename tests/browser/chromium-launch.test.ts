import { chromium, type Browser } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { chromiumPath, launchChromium, newTestContext, OMNIBOX_POPUP_FEATURES, PLAYWRIGHT_DISABLED_FEATURES } from './support/chromium';

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/**
 * The features each `--disable-features` switch of the running browser names, in order. Chromium
 * returns its command line only to a browser started with `--enable-automation`.
 */
async function disabledFeatureSwitches(running: Browser): Promise<string[][]> {
  const session = await running.newBrowserCDPSession();
  const { arguments: args } = (await session.send('Browser.getBrowserCommandLine')) as { arguments: string[] };
  return args.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','));
}

describe('the browser the tests drive', () => {
  it("keeps every feature Playwright turns off, beside its own (Chromium reads only the last list)", async () => {
    browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: ['--no-sandbox', '--enable-automation'] });
    const playwrights = (await disabledFeatureSwitches(browser)).flat();
    await browser.close();
    expect(playwrights.length).toBeGreaterThan(0);

    browser = await launchChromium(['--enable-automation']);
    const lists = await disabledFeatureSwitches(browser);
    const last = lists.at(-1) ?? [];
    expect(playwrights.filter((feature) => !last.includes(feature)), 'add these to PLAYWRIGHT_DISABLED_FEATURES').toEqual([]);
    expect(last).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES]));
  });

  it("opens no address-bar popup pages beside a test's page", async () => {
    browser = await launchChromium();
    const context = await newTestContext(browser);
    const page = await context.newPage();
    await page.goto('data:text/html,<title>a test page</title>');
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
    expect(targetInfos.filter((target) => target.type === 'page').map((target) => target.url)).toEqual(['data:text/html,<title>a test page</title>']);
    expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup'))).toEqual([]);
  });
});
