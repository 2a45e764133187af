import type { Page } from 'playwright-core';

/**
 * An init script that records, on every frame from the first, which product tab panels are
 * rendered, with the frame's time: a panel painted and then hidden is caught, whatever the
 * machine's speed. Add it before the page loads; read it with {@link panelsSeen}.
 *
 * @example
 * await page.addInitScript(PANEL_WATCH);
 */
export const PANEL_WATCH = `(() => {
  const frames = [];
  window.__panelFrames = frames;
  const look = (time) => {
    const shown = Array.from(document.querySelectorAll('.wc-tab')).filter((panel) => getComputedStyle(panel).display !== 'none').map((panel) => panel.id);
    frames.push({ time, shown });
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/**
 * Every panel painted since the first paint (or, given `since`, since `since` was first
 * painted): the frame that painted first is the last one that began before it (frames before it
 * were laid out but never painted), then every later one.
 */
export function panelsSeen(page: Page, since?: string): Promise<string[]> {
  return page.evaluate((from) => {
    const frames = (window as unknown as { __panelFrames: { time: number; shown: string[] }[] }).__panelFrames;
    const firstPaint = performance.getEntriesByName('first-paint')[0]?.startTime ?? 0;
    let start = Math.max(0, frames.findLastIndex((frame) => frame.time <= firstPaint));
    if (from) start = Math.max(start, frames.findIndex((frame) => frame.shown.includes(from)));
    return Array.from(new Set(frames.slice(start).flatMap((frame) => frame.shown))).sort();
  }, since);
}

/** The product tab panels rendered now, by id. */
export function visiblePanels(page: Page): Promise<string[]> {
  return page.locator('.woocommerce-tabs .wc-tab').evaluateAll((panels) =>
    panels.filter((panel) => getComputedStyle(panel).display !== 'none').map((panel) => panel.id),
  );
}

/** Each tab as `name: selected/tabindex`, in order. */
export function tabStates(page: Page): Promise<string[]> {
  return page.locator('.woocommerce-tabs [role="tab"]').evaluateAll((tabs) =>
    tabs.map((tab) => `${tab.textContent?.trim() ?? ''}: ${tab.getAttribute('aria-selected') ?? ''}/${tab.getAttribute('tabindex') ?? ''}`),
  );
}

