import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusInto } from './focus-trap';

function dialog(): { panel: HTMLElement; first: HTMLElement; second: HTMLElement } {
  document.body.innerHTML = `
    <button id="opener">Open</button>
    <div id="panel" tabindex="-1"><button id="first">Close</button><a id="second" href="/x">Link</a></div>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { panel: byId('panel'), first: byId('first'), second: byId('second') };
}

describe('focusInto', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves focus into the opened panel once the modal delay has passed', () => {
    const { panel } = dialog();
    document.getElementById('opener')?.focus();

    focusInto(panel, 100);
    vi.advanceTimersByTime(99);
    expect(panel.contains(document.activeElement)).toBe(false);

    vi.advanceTimersByTime(1);
    expect(panel.contains(document.activeElement)).toBe(true);
  });

  it('leaves focus where the shopper put it inside the panel before the delay', () => {
    const { panel, second } = dialog();

    focusInto(panel, 100);
    second.focus();
    vi.advanceTimersByTime(100);

    expect(document.activeElement).toBe(second);
  });

  it('does nothing once cancelled', () => {
    const { panel } = dialog();
    const opener = document.getElementById('opener') as HTMLElement;
    opener.focus();

    focusInto(panel, 100)();
    vi.advanceTimersByTime(100);

    expect(document.activeElement).toBe(opener);
  });
});
