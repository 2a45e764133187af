import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { unmountAll } from '../runtime/lifecycle';
import { clearRegistry } from '../runtime/registry';
import { islandFor, noReport } from '../runtime/testing';
import type { IslandDefinition } from '../runtime/types';
import { boot } from './boot';

afterEach(() => {
  document.body.innerHTML = '';
  unmountAll();
  clearRegistry();
  delete window.lantern;
});

/** A side panel opened by `.open`: counts the clicks its mounted code sees. */
function panel() {
  const clicks: Event[] = [];
  const definition = islandFor(
    { name: 'panel', kind: 'behaviour', adopt: '.panel', hydrate: 'idle', trigger: '.open' },
    {
      mount({ signal }) {
        document.addEventListener('click', (event) => {
          if (event.target instanceof Element && event.target.closest('.open')) clicks.push(event);
        }, { signal });
      },
    },
  );
  return { definition, clicks };
}

/** Rows that arrive when the test says so. */
function later(definitions: readonly IslandDefinition[]) {
  let arrive: (ok: boolean) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<readonly IslandDefinition[]>((resolve, reject) => {
        arrive = (ok) => (ok ? resolve(definitions) : reject(new Error('chunk load timed out')));
      }),
  );
  return { load, arrive: (ok = true) => arrive(ok) };
}

describe('the islands that are not on every page', () => {
  it('are registered when the page chunk brings their rows, and mounted where the page has them', async () => {
    document.body.innerHTML = '<div class="panel"></div>';
    const { definition } = panel();
    const rows = later([definition]);
    boot([], { load: rows.load, early: '', report: noReport });
    // Asked for once, after the first paint.
    await vi.waitFor(() => expect(rows.load).toHaveBeenCalledTimes(1));
    const element = document.querySelector('.panel')!;
    expect(element.hasAttribute('data-island-state')).toBe(false);
    rows.arrive();
    await vi.waitFor(() => expect(element.getAttribute('data-island-state')).toBe('ready'));
  });

  it('hold a click on their trigger until their code is mounted, then replay it to that code', async () => {
    document.body.innerHTML = '<a class="open" href="#menu">Menu</a><div class="panel"></div>';
    const { definition, clicks } = panel();
    const rows = later([definition]);
    boot([], { load: rows.load, early: '.open', report: noReport });
    const opener = document.querySelector<HTMLAnchorElement>('.open')!;
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    opener.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(clicks).toHaveLength(0);
    rows.arrive();
    await vi.waitFor(() => expect(clicks).toHaveLength(1));
    expect(document.querySelector('.panel')!.getAttribute('data-island-state')).toBe('ready');
  });

  it('let a held click through to the browser when their rows never come', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<a class="open" href="#menu">Menu</a><div class="panel"></div>';
    const { definition } = panel();
    const rows = later([definition]);
    boot([], { load: rows.load, early: '.open', report: noReport });
    const seen: boolean[] = [];
    const browser = (event: MouseEvent) => seen.push(event.defaultPrevented);
    document.addEventListener('click', browser);
    onTestFinished(() => document.removeEventListener('click', browser));
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector<HTMLAnchorElement>('.open')!.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    rows.arrive(false);
    // Replayed untouched: the browser follows the link as it would have without Lantern.
    await vi.waitFor(() => expect(seen).toEqual([false]));
    expect(error).toHaveBeenCalledWith('[lantern] islands not loaded', expect.any(Error));
  });
});

describe('what a replaced script does at DOM ready', () => {
  it('runs once the DOM is parsed, before any chunk is asked for', () => {
    const rows = later([]);
    const seen: boolean[] = [];
    // In the unit page the DOM is parsed already: boot scans at once.
    boot([], { load: rows.load, early: '', report: noReport }, [() => seen.push(rows.load.mock.calls.length === 0)]);
    expect(seen).toEqual([true]);
  });
});
