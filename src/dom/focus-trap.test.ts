import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusInto, focusables, trapFocus } from './focus-trap';

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

/** Presses Tab (or Shift+Tab) where focus is, as the browser delivers it: a keydown that bubbles. */
function pressTab(shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
}

describe('trapFocus', () => {
  // A trap left set would catch the next test's Tab.
  const releases: (() => void)[] = [];
  const trap = (panel: HTMLElement) => releases.push(trapFocus(panel));
  afterEach(() => releases.splice(0).forEach((release) => release()));

  it('wraps Tab from the last element back to the first', () => {
    const { panel, first, second } = dialog();
    trap(panel);
    second.focus();

    const event = pressTab();

    expect(document.activeElement).toBe(first);
    expect(event.defaultPrevented).toBe(true);
  });

  it('wraps Shift+Tab from the first element round to the last', () => {
    const { panel, first, second } = dialog();
    trap(panel);
    first.focus();

    const event = pressTab(true);

    expect(document.activeElement).toBe(second);
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves Tab between two elements inside to the browser', () => {
    const { panel, first } = dialog();
    trap(panel);
    first.focus();

    const forward = pressTab();
    expect(forward.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(first);
  });

  it('leaves Shift+Tab from the last element to the browser', () => {
    const { panel, second } = dialog();
    trap(panel);
    second.focus();

    expect(pressTab(true).defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(second);
  });

  it('brings focus that is outside back in: Tab to the first element, Shift+Tab to the last', () => {
    const { panel, first, second } = dialog();
    const opener = document.getElementById('opener') as HTMLElement;
    trap(panel);

    opener.focus();
    pressTab();
    expect(document.activeElement).toBe(first);

    opener.focus();
    pressTab(true);
    expect(document.activeElement).toBe(second);
  });

  it('holds focus on a panel with nothing focusable in it', () => {
    document.body.innerHTML = '<button id="opener">Open</button><div id="panel" tabindex="-1"><p>Saved.</p></div>';
    const panel = document.getElementById('panel') as HTMLElement;
    (document.getElementById('opener') as HTMLElement).focus();
    trap(panel);

    const event = pressTab();

    expect(document.activeElement).toBe(panel);
    expect(event.defaultPrevented).toBe(true);
  });

  it('ignores keys other than Tab', () => {
    const { panel, second } = dialog();
    trap(panel);
    second.focus();

    const event = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
    second.dispatchEvent(event);

    expect(event.defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(second);
  });

  it('lets Tab leave once released', () => {
    const { panel, second } = dialog();
    trapFocus(panel)();
    second.focus();

    expect(pressTab().defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(second);
  });
});

describe('focusables', () => {
  it('lists what Tab reaches, in order, without disabled, hidden, inert or tabindex="-1" elements', () => {
    document.body.innerHTML = `<div id="panel">
      <a id="link" href="/a">A</a><a>no href</a>
      <button id="button">B</button><button disabled>off</button>
      <input id="text"><input type="hidden"><input disabled>
      <select id="select"></select><textarea id="area"></textarea>
      <span id="tabbable" tabindex="0"></span><span tabindex="-1"></span>
      <div id="editable" contenteditable="true"></div>
      <div inert><button>inert</button></div>
    </div>`;

    const ids = focusables(document.getElementById('panel') as HTMLElement).map((element) => element.id);

    expect(ids).toEqual(['link', 'button', 'text', 'select', 'area', 'tabbable', 'editable']);
  });

  it('skips elements that are not rendered', () => {
    document.body.innerHTML = '<div id="panel"><button id="shown">A</button><button id="gone">B</button></div>';
    const gone = document.getElementById('gone') as HTMLElement;
    vi.spyOn(gone, 'getClientRects').mockReturnValue([] as unknown as DOMRectList);

    expect(focusables(document.getElementById('panel') as HTMLElement).map((element) => element.id)).toEqual(['shown']);
  });
});
