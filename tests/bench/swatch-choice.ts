import type { Browser } from 'playwright-core';
import { waitForIsland, waitForLantern } from '../browser/support/lantern';
import { repeat } from './stats';
import { VARIABLE_PRODUCT } from './pages-until-idle';

export interface SwatchChoice {
  /** From the click to the price and stock shown for the match, in the page's clock. */
  clickToShownMs: number;
  /** Whether they were in the page before the first frame after the click was drawn. */
  beforeNextFrame: boolean;
}

/**
 * Issue 7: choosing the last swatch of a variable product shows its price and stock within one
 * frame. The page records the click, the first change to `.single_variation` and the next frame.
 */
export async function measureSwatchChoice(browser: Browser, origin: string, runs: number): Promise<SwatchChoice[]> {
  return repeat(runs, async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(new URL(VARIABLE_PRODUCT, origin).href);
      await waitForLantern(page);
      await waitForIsland(page, 'form.variations_form');
      await waitForIsland(page, 'ul.variable-items-wrapper');
      // Every attribute but the last chosen, so the click below completes a match.
      const lists = page.locator('ul.variable-items-wrapper');
      const count = await lists.count();
      for (let index = 0; index < count - 1; index += 1) {
        await lists.nth(index).locator('li.variable-item:not(.disabled):not(.no-stock)').first().click();
      }
      await page.evaluate(() => {
        const shown = document.querySelector('.single_variation');
        const record = window as unknown as { __choice: { click?: number; shown?: number; frame?: number } };
        record.__choice = {};
        document.addEventListener(
          'click',
          (event) => {
            record.__choice.click = event.timeStamp;
            // The next frame's callbacks run before it is drawn: shown by then is shown in it.
            requestAnimationFrame(() => (record.__choice.frame = performance.now()));
          },
          { capture: true, once: true },
        );
        if (shown) {
          new MutationObserver((_, observer) => {
            record.__choice.shown = performance.now();
            observer.disconnect();
          }).observe(shown, { childList: true, subtree: true, characterData: true });
        }
      });
      await lists.nth(count - 1).locator('li.variable-item:not(.disabled):not(.no-stock)').first().click();
      const choice = await page.waitForFunction(() => {
        const { click, shown, frame } = (window as unknown as { __choice: { click?: number; shown?: number; frame?: number } }).__choice;
        return click !== undefined && shown !== undefined && frame !== undefined ? { click, shown, frame } : null;
      });
      const { click, shown, frame } = (await choice.jsonValue()) as { click: number; shown: number; frame: number };
      return { clickToShownMs: shown - click, beforeNextFrame: shown <= frame };
    } finally {
      await context.close();
    }
  });
}
