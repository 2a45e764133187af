import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What marks an element busy: class `loading` or `aria-busy="true"`. */
const BUSY = '.loading, [aria-busy="true"]';

/** Elements still marked busy: class `loading` or `aria-busy="true"`. */
export function busyElements(page: Page): Promise<string[]> {
  return page.evaluate(
    (busy) =>
      Array.from(document.querySelectorAll(busy)).map(
        (element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`,
      ),
    BUSY,
  );
}

/**
 * Waits up to `timeoutMs` for the page to have nothing marked busy; resolves either way (the
 * caller then looks at what is left).
 */
export async function settleBusy(page: Page, timeoutMs: number): Promise<void> {
  await page
    .waitForFunction((busy) => document.querySelector(busy) === null, BUSY, { polling: 100, timeout: timeoutMs })
    .catch(() => undefined);
}

/** Nothing on the page is left loading or busy. */
export async function expectNothingLoading(page: Page): Promise<void> {
  expect(await busyElements(page)).toEqual([]);
}
