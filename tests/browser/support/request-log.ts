import type { Page, Request } from 'playwright-core';

export interface LoggedRequest {
  url: URL;
  method: string;
  body: string | null;
  headers: Record<string, string>;
  /** Node-side clock (performance.now) when the browser reported the request / its end. */
  startedAt: number;
  endedAt: number | null;
  failed: boolean;
}

/** Every request a page sends, in order, with when it started and ended. */
export class RequestLog {
  readonly entries: LoggedRequest[] = [];
  private readonly byRequest = new Map<Request, LoggedRequest>();

  constructor(page: Page) {
    page.on('request', (request) => {
      const entry: LoggedRequest = {
        url: new URL(request.url()),
        method: request.method(),
        body: request.postData(),
        headers: request.headers(),
        startedAt: performance.now(),
        endedAt: null,
        failed: false,
      };
      this.entries.push(entry);
      this.byRequest.set(request, entry);
    });
    const end = (request: Request, failed: boolean) => {
      const entry = this.byRequest.get(request);
      if (!entry) return;
      entry.endedAt = performance.now();
      entry.failed = failed;
    };
    page.on('requestfinished', (request) => end(request, false));
    page.on('requestfailed', (request) => end(request, true));
  }

  matching(predicate: (url: URL) => boolean): LoggedRequest[] {
    return this.entries.filter((entry) => predicate(entry.url));
  }

  /** Forgets what was logged so far (e.g. before a reload whose requests the test counts). */
  clear(): void {
    this.entries.length = 0;
  }
}
