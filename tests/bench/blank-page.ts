import type { Page } from 'playwright-core';

/** A page on the demo's origin with no shop markup; with `withLantern` it loads only the script. */
export function blankPage(withLantern: boolean): string {
  const script = withLantern ? '<script type="module" src="/lantern/lantern.js"></script>' : '';
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Blank</title>${script}</head><body><p>Blank page</p></body></html>`;
}

/** Serves `blankPage` at `path` for this page only (the demo server is untouched). */
export async function routeBlankPage(page: Page, path: string, withLantern: boolean): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: blankPage(withLantern) }),
  );
}
