import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRINT_TIMEOUT_MS, printElement } from './print';

// jQuery.print's time-out, which the plugin keeps (spec 9.2).
const SPEC_PRINT_TIMEOUT_MS = 750;

/** A stand-in for the window `window.open` gives: its own document, print recorded. */
function fakeWindow(): { view: Window; printed: () => string[] } {
  const doc = document.implementation.createHTMLDocument('');
  const seen: string[] = [];
  const view = { document: doc, focus: vi.fn(), close: vi.fn(), print: () => seen.push(doc.body.innerHTML) };
  return { view: view as unknown as Window, printed: () => seen };
}

beforeEach(() => {
  document.body.innerHTML = '<div id="woosc-area"><table id="woosc_table"><tr><td>Beam</td></tr></table><span class="no-print">Close</span></div>';
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
});

describe('printing the comparison', () => {
  it('prints in a hidden frame, without the parts marked no-print', async () => {
    const open = vi.spyOn(window, 'open');
    const frames: string[] = [];
    const print = vi.fn(function (this: Window) {
      frames.push(this.document.body.innerHTML);
    });
    vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockImplementation(function (this: HTMLIFrameElement) {
      const view = fakeWindow().view;
      return Object.assign(view, { print: print.bind(view) });
    });
    printElement(document.querySelector('#woosc-area')!);
    await vi.waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(frames[0]).toContain('woosc_table');
    expect(frames[0]).not.toContain('no-print');
    expect(open).not.toHaveBeenCalled();
  });

  it('keeps the print time-out of the spec', () => {
    expect(PRINT_TIMEOUT_MS).toBe(SPEC_PRINT_TIMEOUT_MS);
  });

  it('waits for the page styles in the frame, but prints after 750 ms when one never loads', () => {
    vi.useFakeTimers();
    try {
      const stylesheet = document.createElement('link');
      // A stylesheet that never settles (no address: nothing is fetched, no load or error comes).
      stylesheet.rel = 'stylesheet';
      document.head.append(stylesheet);
      const print = vi.fn();
      vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockImplementation(() => Object.assign(fakeWindow().view, { print }));
      printElement(document.querySelector('#woosc-area')!);
      vi.advanceTimersByTime(PRINT_TIMEOUT_MS - 1);
      expect(print).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(print).toHaveBeenCalledOnce();
      stylesheet.remove();
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to a new window when the frame has no window to print from', async () => {
    vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue(null);
    const { view, printed } = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(view);
    printElement(document.querySelector('#woosc-area')!);
    expect(open).toHaveBeenCalledWith('', '_blank');
    await vi.waitFor(() => expect(printed()).toHaveLength(1));
    expect(printed()[0]).toContain('woosc_table');
    expect(view.close).toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('falls back to a new window when the frame refuses to print', async () => {
    vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockImplementation(() =>
      Object.assign(fakeWindow().view, {
        print: () => {
          throw new Error('printing is blocked');
        },
      }),
    );
    const { view, printed } = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(view);
    printElement(document.querySelector('#woosc-area')!);
    await vi.waitFor(() => expect(printed()).toHaveLength(1));
    expect(console.warn).toHaveBeenCalledWith('Failed to print from iframe', expect.any(Error));
  });
});
