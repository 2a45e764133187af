import type { Browser, Page } from 'playwright-core';
import { waitForCartReady } from '../browser/support/lantern';
import { SIDE_CART, SIMPLE_ADD_BUTTON } from '../browser/support/shop';
import { closeSideCart } from '../browser/support/side-cart';

export interface AddLatency {
  /** From the click event's timeStamp to the button gaining `loading` (ms). */
  toLoading: number;
  /** From the click to the next animation frame after that (ms). */
  toNextFrame: number;
}

/** In the page: timestamps of the next click on an add button, its `loading`, and the frame after. */
function armProbe(page: Page, index: number): Promise<void> {
  return page.evaluate(
    ([selector, nth]) => {
      const button = document.querySelectorAll(selector)[nth];
      if (!button) throw new Error(`no add button #${nth}`);
      const probe: { click?: number; loading?: number; frame?: number } = {};
      (window as unknown as { addProbe: typeof probe }).addProbe = probe;
      document.addEventListener('click', (event) => (probe.click ??= event.timeStamp), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (!button.classList.contains('loading') || probe.loading !== undefined) return;
        probe.loading = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => (probe.frame = performance.now()));
      });
      observer.observe(button, { attributes: true, attributeFilter: ['class'] });
    },
    [SIMPLE_ADD_BUTTON, index] as const,
  );
}

/**
 * Clicks `times` different simple-product buttons on /shop/ with the real mouse, once Lantern
 * is ready, and measures how soon each shows its loading state. The side cart that opens
 * after each add is closed before the next click.
 */
export async function measureAddLatency(browser: Browser, origin: string, times: number): Promise<AddLatency[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(new URL('/shop/', origin).href);
    await waitForCartReady(page);
    await page.waitForTimeout(1000);
    const results: AddLatency[] = [];
    for (let index = 0; index < times; index += 1) {
      const button = page.locator(SIMPLE_ADD_BUTTON).nth(index);
      await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const box = await button.boundingBox();
      if (!box) throw new Error(`add button #${index} is not visible`);
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const onTop = await button.evaluate((element, [px, py]) => element.contains(document.elementFromPoint(px ?? 0, py ?? 0)), [x, y]);
      if (!onTop) throw new Error(`add button #${index} is covered at its centre`);
      await armProbe(page, index);
      await page.mouse.click(x, y);
      await page.waitForFunction(() => (window as unknown as { addProbe: { frame?: number } }).addProbe.frame !== undefined);
      const probe = await page.evaluate(() => (window as unknown as { addProbe: { click: number; loading: number; frame: number } }).addProbe);
      results.push({ toLoading: probe.loading - probe.click, toNextFrame: probe.frame - probe.click });
      await page.waitForFunction(
        (element) => element?.classList.contains('added') === true && !element.classList.contains('loading'),
        await button.elementHandle(),
      );
      await page.waitForFunction((selector) => document.querySelector(selector)?.classList.contains('active') === true, SIDE_CART);
      await closeSideCart(page);
    }
    return results;
  } finally {
    await context.close();
  }
}
