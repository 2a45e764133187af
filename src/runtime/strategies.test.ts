import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: `afterFirstPaint` waits once per page, so each test gets its own page. */
async function strategies() {
  vi.resetModules();
  return import('./strategies');
}

/** Fake timers run a zero delay a millisecond later, as Node does. */
const NEXT_TASK = 1;

/** Whether `promise` has settled once the timers due within `ms` have run. */
async function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

const PAINT = ['mark', 'paint'];

/** A browser that reports paints: observers of `paint` hear of one when the test says so. */
function reportsPaints(supportedEntryTypes: readonly string[] | undefined) {
  const observers: Array<{ type?: string; disconnected: boolean; callback: (list: unknown, observer: { disconnect(): void }) => void }> = [];
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = supportedEntryTypes;
      private readonly record: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]['callback']) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe(options: { type?: string }) {
        this.record.type = options.type;
      }
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
  const paint = () => {
    for (const record of observers) if (record.type === 'paint' && !record.disconnected) record.callback({}, { disconnect: () => (record.disconnected = true) });
  };
  return { observers, paint };
}

/** The page painted before the script ran. */
function paintedAlready() {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type: string) =>
    type === 'paint' ? ([{ name: 'first-paint' }] as unknown as PerformanceEntryList) : [],
  );
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('waiting for the first paint', () => {
  it('waits for the first-paint entry where the browser reports paints, then stops observing', async () => {
    const { observers, paint } = reportsPaints(PAINT);
    const { afterFirstPaint } = await strategies();
    const painted = afterFirstPaint();
    expect(await settledWithin(painted, 1000)).toBe(false);
    paint();
    expect(await settledWithin(painted, NEXT_TASK)).toBe(true);
    expect(observers.map((observer) => observer.disconnected)).toEqual([true]);
  });

  it('waits once for every island', async () => {
    reportsPaints(PAINT);
    const { afterFirstPaint } = await strategies();
    expect(afterFirstPaint()).toBe(afterFirstPaint());
  });

  it('goes on at once when the page has painted before the script ran', async () => {
    reportsPaints(PAINT);
    paintedAlready();
    const { afterFirstPaint } = await strategies();
    expect(await settledWithin(afterFirstPaint(), NEXT_TASK)).toBe(true);
  });

  it('goes on at once in a hidden tab, which never paints', async () => {
    reportsPaints(PAINT);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { afterFirstPaint } = await strategies();
    expect(await settledWithin(afterFirstPaint(), NEXT_TASK)).toBe(true);
  });

  it('goes on when the page is hidden before it painted', async () => {
    reportsPaints(PAINT);
    const { afterFirstPaint } = await strategies();
    const painted = afterFirstPaint();
    expect(await settledWithin(painted, 1000)).toBe(false);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settledWithin(painted, NEXT_TASK)).toBe(true);
  });

  it('goes on after five seconds when no paint is ever reported', async () => {
    reportsPaints(PAINT);
    const { afterFirstPaint } = await strategies();
    const painted = afterFirstPaint();
    expect(await settledWithin(painted, 4999)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settledWithin(painted, NEXT_TASK)).toBe(true);
  });

  it.each([
    ['lists other entry types', ['mark', 'measure']],
    ['lists no entry types', null],
  ])('waits for a frame and a task where the browser %s', async (_, supported) => {
    reportsPaints(supported ?? undefined);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const { afterFirstPaint } = await strategies();
    const painted = afterFirstPaint();
    expect(await settledWithin(painted, 1000)).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(await settledWithin(painted, NEXT_TASK)).toBe(true);
  });
});

describe('hydrate strategies', () => {
  const controller = () => new AbortController();

  beforeEach(() => {
    reportsPaints(PAINT);
    paintedAlready();
  });

  it('loads a load island right after the first paint', async () => {
    const { whenReady } = await strategies();
    const element = document.createElement('div');
    expect(await settledWithin(whenReady('load', element, controller().signal), NEXT_TASK)).toBe(true);
  });

  it('loads an idle island when the browser is idle, asking to be called within two seconds', async () => {
    const idle: Array<{ callback: () => void; options?: IdleRequestOptions }> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: IdleRequestOptions) => idle.push({ callback, options }));
    const { whenReady } = await strategies();
    const ready = whenReady('idle', document.createElement('div'), controller().signal);
    expect(await settledWithin(ready, 1000)).toBe(false);
    expect(idle.map((request) => request.options)).toEqual([{ timeout: 2000 }]);
    idle[0]!.callback();
    expect(await settledWithin(ready, NEXT_TASK)).toBe(true);
  });

  it('loads an idle island after 200 ms where the browser cannot say when it is idle', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { whenReady } = await strategies();
    const ready = whenReady('idle', document.createElement('div'), controller().signal);
    expect(await settledWithin(ready, 199)).toBe(false);
    expect(await settledWithin(ready, 1)).toBe(true);
  });

  describe('visible', () => {
    function observeIntersections() {
      const observers: Array<{
        callback: (entries: Array<{ isIntersecting: boolean }>) => void;
        options?: IntersectionObserverInit;
        observed: Element[];
        disconnected: boolean;
      }> = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          private readonly record: (typeof observers)[number];
          constructor(callback: (typeof observers)[number]['callback'], options?: IntersectionObserverInit) {
            this.record = { callback, options, observed: [], disconnected: false };
            observers.push(this.record);
          }
          observe(element: Element) {
            this.record.observed.push(element);
          }
          disconnect() {
            this.record.disconnected = true;
          }
        },
      );
      return observers;
    }

    it('loads a visible island once it comes within 200 px of the viewport, then stops watching it', async () => {
      const observers = observeIntersections();
      const { whenReady } = await strategies();
      const element = document.createElement('div');
      const ready = whenReady('visible', element, controller().signal);
      await vi.advanceTimersByTimeAsync(0);
      expect(observers).toHaveLength(1);
      const [observer] = observers;
      expect(observer!.observed).toEqual([element]);
      expect(observer!.options).toEqual({ rootMargin: '200px' });
      observer!.callback([{ isIntersecting: false }]);
      expect(await settledWithin(ready, 1000)).toBe(false);
      expect(observer!.disconnected).toBe(false);
      observer!.callback([{ isIntersecting: false }, { isIntersecting: true }]);
      expect(await settledWithin(ready, NEXT_TASK)).toBe(true);
      expect(observer!.disconnected).toBe(true);
    });

    it('stops watching an island unmounted before it came into view', async () => {
      const observers = observeIntersections();
      const { whenReady } = await strategies();
      const unmounted = controller();
      void whenReady('visible', document.createElement('div'), unmounted.signal);
      await vi.advanceTimersByTimeAsync(0);
      expect(observers[0]!.disconnected).toBe(false);
      unmounted.abort();
      expect(observers[0]!.disconnected).toBe(true);
    });
  });

  describe('interaction', () => {
    it.each(['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'])(
      'loads an interaction island on the first %s on it',
      async (type) => {
        const { whenReady } = await strategies();
        const element = document.body.appendChild(document.createElement('div'));
        const ready = whenReady('interaction', element, controller().signal);
        expect(await settledWithin(ready, 1000)).toBe(false);
        element.dispatchEvent(new Event(type));
        expect(await settledWithin(ready, NEXT_TASK)).toBe(true);
      },
    );

    it('counts a touch inside the island that the page keeps from bubbling', async () => {
      const { whenReady } = await strategies();
      const element = document.body.appendChild(document.createElement('div'));
      const inner = element.appendChild(document.createElement('button'));
      inner.addEventListener('click', (event) => event.stopPropagation());
      const ready = whenReady('interaction', element, controller().signal);
      await vi.advanceTimersByTimeAsync(0);
      inner.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(await settledWithin(ready, NEXT_TASK)).toBe(true);
    });

    it('loads at once when focus was inside the island before its code knew it', async () => {
      const { whenReady } = await strategies();
      const element = document.body.appendChild(document.createElement('div'));
      element.appendChild(document.createElement('input')).focus();
      expect(await settledWithin(whenReady('interaction', element, controller().signal), NEXT_TASK)).toBe(true);
    });

    it('never loads a page behaviour on a touch of the body: only its triggers count', async () => {
      const { whenReady } = await strategies();
      const ready = whenReady('interaction', document.body, controller().signal);
      await vi.advanceTimersByTimeAsync(0);
      document.body.dispatchEvent(new MouseEvent('click'));
      expect(await settledWithin(ready, 1000)).toBe(false);
    });
  });

  it('knows the four strategies by name and nothing else', async () => {
    const { isStrategy } = await strategies();
    expect(['load', 'idle', 'visible', 'interaction', 'soon', '', undefined].map(isStrategy)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
