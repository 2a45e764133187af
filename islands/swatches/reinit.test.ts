import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Reinit from './reinit';

/** A fresh copy per test: unit files share one module graph, and a swatches test elsewhere may leave a list watching. */
let REINIT_DELAY_MS: typeof Reinit.REINIT_DELAY_MS;
let redrawAfterRequests: typeof Reinit.redrawAfterRequests;

/** A stand-in for the browser's resource timing entry of one finished request. */
class FakeResourceTiming {
  constructor(readonly initiatorType: string) {}
}

/** Captures the observer the module creates, so a test can report finished requests to it. */
let report: ((types: string[]) => void) | undefined;

class FakeObserver {
  constructor(callback: (list: { getEntries(): FakeResourceTiming[] }) => void) {
    report = (types) => callback({ getEntries: () => types.map((type) => new FakeResourceTiming(type)) });
  }
  observe(): void {}
  disconnect(): void {
    report = undefined;
  }
}

describe('swatches drawn again after requests', () => {
  beforeEach(async () => {
    vi.resetModules();
    ({ REINIT_DELAY_MS, redrawAfterRequests } = await import('./reinit'));
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.stubGlobal('PerformanceResourceTiming', FakeResourceTiming);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('redraws 1 s after a fetch or XHR completes, once for a burst, and scans the page for new forms', () => {
    const render = vi.fn();
    const hydrate = vi.fn();
    vi.stubGlobal('lantern', { hydrate });
    const stop = redrawAfterRequests(render);
    report?.(['fetch']);
    vi.advanceTimersByTime(REINIT_DELAY_MS - 1);
    // Another request before the second is up: the second starts again from it.
    report?.(['xmlhttprequest']);
    vi.advanceTimersByTime(REINIT_DELAY_MS - 1);
    expect(render).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(render).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledWith(document.body);
    expect(REINIT_DELAY_MS).toBe(1000);
    stop();
  });

  it('ignores pictures, styles and scripts the page loads', () => {
    const render = vi.fn();
    const stop = redrawAfterRequests(render);
    report?.(['img', 'link', 'script']);
    vi.advanceTimersByTime(REINIT_DELAY_MS * 2);
    expect(render).not.toHaveBeenCalled();
    stop();
  });

  it('stops watching once the last list is gone', () => {
    const render = vi.fn();
    const stop = redrawAfterRequests(render);
    report?.(['fetch']);
    stop();
    vi.advanceTimersByTime(REINIT_DELAY_MS);
    expect(render).not.toHaveBeenCalled();
    expect(report).toBeUndefined();
  });
});
