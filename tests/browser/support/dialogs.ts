import type { Page } from 'playwright-core';

type Answer = 'accept' | 'dismiss';

/**
 * The message of the next `alert` or `confirm` the page opens, answered as it opens: the click
 * that opens one resolves only once it is answered.
 *
 * @example
 * const asked = nextDialog(page, 'dismiss');
 * await page.locator('.woosc-bar-remove').click();
 * expect(await asked).toBe('Do you want to remove all products from the compare?');
 */
export function nextDialog(page: Page, answer: Answer): Promise<string> {
  return new Promise((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog[answer]();
    }),
  );
}

/**
 * Every `alert` or `confirm` the page opens from now on, answered as it opens, in order.
 *
 * @example
 * const messages = recordDialogs(page, 'accept');
 * await page.locator('.woosw-empty').click();
 * expect(messages).toEqual(['Are you sure?']);
 */
export function recordDialogs(page: Page, answer: Answer): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog[answer]();
  });
  return messages;
}
