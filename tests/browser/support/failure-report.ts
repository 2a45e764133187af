import type { ShopPage } from './harness';

/** How many of a page's last requests a failure report lists. */
const LAST_REQUESTS = 12;

/** One logged request as a line: method, path and query, and how it ended (ms after the test's first request). */
function requestLine(entry: ShopPage['requests']['entries'][number], origin: number): string {
  const ended = entry.endedAt === null ? 'in flight' : `${entry.failed ? 'failed' : 'ended'} +${Math.round(entry.endedAt - origin)} ms`;
  return `  ${entry.method} ${entry.url.pathname}${entry.url.search} (sent +${Math.round(entry.startedAt - origin)} ms, ${ended})`;
}

/**
 * What a failed test's pages looked like when it ended: each page's URL, what had focus, and
 * its last requests, so a failure seen once in CI says whether the page navigated, lost a
 * click or never heard back, without a rerun.
 *
 * @example
 * afterEach(async ({ task }) => { if (task.result?.state === 'fail') console.error(await failureReport(pages)); });
 */
export async function failureReport(pages: readonly ShopPage[]): Promise<string> {
  const sections = await Promise.all(
    pages.map(async ({ page, requests }) => {
      if (page.isClosed()) return 'a page that was closed';
      const focused = await page
        .evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body) return 'the page';
          const id = element.id ? `#${element.id}` : '';
          const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
          return `<${element.tagName.toLowerCase()}${id}${classes}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
        })
        .catch((error: Error) => `unknown (${error.message.split('\n')[0]})`);
      const origin = requests.entries[0]?.startedAt ?? 0;
      const last = requests.entries.slice(-LAST_REQUESTS).map((entry) => requestLine(entry, origin));
      return [`${page.url()}, focus on ${focused}; its last ${last.length} of ${requests.entries.length} requests:`, ...last].join('\n');
    }),
  );
  return `What the failed test's pages looked like at its end:\n${sections.join('\n')}`;
}
