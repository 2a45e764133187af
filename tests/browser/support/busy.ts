import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Elements still marked busy: class `loading` or `aria-busy="true"`. */
export function busyElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.loading, [aria-busy="true"]')).map(
      (element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`,
    ),
  );
}

/** Nothing on the page is left loading or busy. */
export async function expectNothingLoading(page: Page): Promise<void> {
  expect(await busyElements(page)).toEqual([]);
}
