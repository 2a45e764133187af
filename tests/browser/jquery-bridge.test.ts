import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { wcAjax } from './support/contracts';
import { registerBrowserHarness } from './support/harness';
import { expectNothingLoading } from './support/busy';
import { queuedCartRequests, waitForBehaviour, waitForCartReady } from './support/lantern';
import { hasClass, simpleButton, waitForAdded } from './support/shop';
import { settled } from './support/settled';
import { closeSideCart } from './support/side-cart';

const shop = registerBrowserHarness();

/** What a third-party jQuery listener saw, recorded in the page. */
interface Seen {
  name: string;
  args: { type: string; isJQuery: boolean; keys: string[]; text: string; element: string }[];
}

/** Binds jQuery listeners on `document.body` that record each call and the shape of its arguments. */
async function listenWithJQuery(page: Page, names: string[], returnValue?: boolean): Promise<void> {
  await page.evaluate(
    ([eventNames, answer]) => {
      type JQ = (target: unknown) => { on(name: string, handler: (...args: unknown[]) => unknown): void };
      const $ = (window as unknown as { jQuery: JQ }).jQuery;
      const seen: Seen[] = [];
      (window as unknown as { seen: Seen[] }).seen = seen;
      for (const name of eventNames) {
        $(document.body).on(name, (...args: unknown[]) => {
          seen.push({
            name,
            args: args.slice(1).map((arg) => {
              // jQuery collections carry the library's version as `.jquery` on their prototype.
              const isJQuery = arg !== null && typeof arg === 'object' && 'jquery' in arg;
              const first = isJQuery ? (arg as unknown as Element[])[0] : undefined;
              return {
                type: typeof arg,
                isJQuery,
                keys: arg !== null && typeof arg === 'object' && !isJQuery ? Object.keys(arg) : [],
                text: typeof arg === 'string' ? arg : '',
                element: first ? `${first.tagName}.${Array.from(first.classList).join('.')}` : '',
              };
            }),
          });
          return answer === null ? undefined : answer;
        });
      }
    },
    [names, returnValue ?? null] as const,
  );
}

function seen(page: Page): Promise<Seen[]> {
  return page.evaluate(() => (window as unknown as { seen: Seen[] }).seen);
}

async function openWithJQuery(): Promise<ReturnType<typeof shop.open>> {
  const shopPage = await shop.open('/shop/?jquery=1');
  await waitForCartReady(shopPage.page);
  expect(await shopPage.page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).toBe('function');
  return shopPage;
}

describe('with jQuery on the page', () => {
  it('calls an added_to_cart listener once per add with fragments, hash and the button', async () => {
    const { page } = await openWithJQuery();
    await listenWithJQuery(page, ['added_to_cart']);
    const button = simpleButton(page);
    await button.click();
    // Both our emissions run in the task that marks the button added: none can come later.
    await waitForAdded(button);
    const calls = await seen(page);
    expect(calls).toHaveLength(1);
    const [fragments, hash, $button] = calls[0]?.args ?? [];
    expect(fragments?.type).toBe('object');
    expect(fragments?.keys).toContain('div.widget_shopping_cart_content');
    expect(hash?.type).toBe('string');
    expect(hash?.text).not.toBe('');
    expect($button?.isJQuery).toBe(true);
    expect($button?.element).toMatch(/^A\..*add_to_cart_button/);

    await closeSideCart(page);
    await button.click();
    await expect.poll(async () => (await seen(page)).length).toBe(2);
    await waitForAdded(button);
    expect(await seen(page)).toHaveLength(2);
  });

  it("refreshes the fragments when a third party triggers wc_fragment_refresh", async () => {
    const shopPage = await openWithJQuery();
    const { page } = shopPage;
    await settled(shopPage);
    shopPage.requests.clear();
    // Read in the triggering task: a refresh heard twice (jQuery and native) queues two.
    const queued = await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: (target: unknown) => { trigger(name: string): void } }).jQuery;
      $(document.body).trigger('wc_fragment_refresh');
      return window.lantern?.store.getState().cart?.pending;
    });
    expect(queued).toBe(1);
    await expect.poll(() => shopPage.requests.matching(wcAjax('get_refreshed_fragments')).length).toBe(1);
    await expect.poll(() => queuedCartRequests(page)).toBe(0);
    expect(shopPage.requests.matching(wcAjax('get_refreshed_fragments'))).toHaveLength(1);
  });

  it('lets a should_send_ajax_request.adding_to_cart handler veto the add', async () => {
    const shopPage = await openWithJQuery();
    const { page } = shopPage;
    await listenWithJQuery(page, ['should_send_ajax_request.adding_to_cart'], false);
    await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: (target: unknown) => { on(name: string, handler: () => void): void } }).jQuery;
      const notSent: number[] = [];
      (window as unknown as { notSent: number[] }).notSent = notSent;
      $(document.body).on('ajax_request_not_sent.adding_to_cart', () => notSent.push(Date.now()));
    });
    const button = simpleButton(page);
    await button.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { notSent: number[] }).notSent.length)).toBe(1);
    // The veto is decided before anything is queued, in the click's task.
    expect(await queuedCartRequests(page)).toBe(0);
    expect(shopPage.requests.matching(wcAjax('add_to_cart'))).toHaveLength(0);
    expect(await hasClass(button, 'loading')).toBe(false);
    expect(await hasClass(button, 'added')).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/shop/');
    await expectNothingLoading(page);
  });

  it('hears a native wc_fragment_refresh event from a script without jQuery', async () => {
    const shopPage = await shop.open('/shop/');
    const { page } = shopPage;
    await waitForBehaviour(page, 'cart-fragments');
    await settled(shopPage);
    shopPage.requests.clear();
    await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh')));
    await expect.poll(() => shopPage.requests.matching(wcAjax('get_refreshed_fragments')).length).toBe(1);
  });
});
