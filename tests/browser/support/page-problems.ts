import type { ConsoleMessage, Page } from 'playwright-core';

/**
 * Everything that went wrong on a page: uncaught errors and console errors. Tests allow an
 * expected console message explicitly; anything else fails the test when it ends.
 */
export class PageProblems {
  private readonly seen: string[] = [];
  private readonly allowed: ((message: ConsoleMessage) => boolean)[] = [];

  constructor(page: Page) {
    page.on('pageerror', (error) => this.seen.push(`uncaught ${error.name}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (this.allowed.some((allow) => allow(message))) return;
      const where = message.location().url;
      this.seen.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
    });
  }

  /** Lets console errors whose text matches `pattern` pass (e.g. a logged failure the test provokes). */
  allowConsole(pattern: RegExp): void {
    this.allowed.push((message) => pattern.test(message.text()));
  }

  /**
   * Chromium logs "Failed to load resource" for every failed request; a test that makes a
   * request fail on purpose allows that message for the URLs it breaks.
   */
  allowFailedRequests(isBrokenUrl: (url: URL) => boolean): void {
    this.allowed.push((message) => {
      const where = message.location().url;
      return /Failed to load resource/.test(message.text()) && where !== '' && isBrokenUrl(new URL(where));
    });
  }

  list(): readonly string[] {
    return this.seen;
  }
}
