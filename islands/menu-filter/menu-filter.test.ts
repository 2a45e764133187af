import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMountContext } from '../../src/runtime/context';
import { CROWDED_CLASS, mount } from './menu-filter';

/** Stands in for the browser's observer: the test says when sizes changed. */
class FakeResizeObserver {
  static last: FakeResizeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: () => void) {
    FakeResizeObserver.last = this;
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
}

let controller: AbortController;
const bar = () => document.querySelector<HTMLElement>('.postero-sorting')!;
const widgets = () => Array.from(document.querySelectorAll<HTMLElement>('.widget'));
const resized = () => FakeResizeObserver.last!.callback();

/** happy-dom has no layout: the test sets the widths the browser would report. */
function setWidth(element: HTMLElement, width: number): void {
  Object.defineProperty(element, 'offsetWidth', { configurable: true, get: () => width });
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  document.body.innerHTML = `<div class="postero-sorting"><form class="woocommerce-ordering"></form>
    <div class="postero-menu-filter"><div class="postero-menu-filter-wrap"><div class="widget a"></div><div class="widget b"></div></div></div></div>`;
  controller = new AbortController();
  mount(createMountContext(document.querySelector<HTMLElement>('.postero-menu-filter-wrap')!, controller.signal));
});

afterEach(() => {
  controller.abort();
  vi.unstubAllGlobals();
});

describe("the theme's menu filter layout", () => {
  it('watches the bar and each widget for size changes', () => {
    expect(FakeResizeObserver.last!.observed).toEqual([bar(), ...widgets()]);
  });

  it('marks the bar while the widgets do not fit and clears it when they do again', () => {
    setWidth(bar(), 1000);
    widgets().forEach((widget) => setWidth(widget, 200));
    resized();
    expect(bar().classList.contains(CROWDED_CLASS)).toBe(false);
    setWidth(bar(), 600);
    resized();
    expect(bar().classList.contains(CROWDED_CLASS)).toBe(true);
    setWidth(bar(), 1200);
    resized();
    expect(bar().classList.contains(CROWDED_CLASS)).toBe(false);
  });

  it('counts a widget the stylesheet hid with the width it had', () => {
    setWidth(bar(), 700);
    widgets().forEach((widget) => setWidth(widget, 250));
    resized();
    expect(bar().classList.contains(CROWDED_CLASS)).toBe(true);
    widgets().forEach((widget) => setWidth(widget, 0));
    resized();
    expect(bar().classList.contains(CROWDED_CLASS)).toBe(true);
  });

  it('stops watching and puts the bar back when unmounted', () => {
    setWidth(bar(), 100);
    widgets().forEach((widget) => setWidth(widget, 250));
    resized();
    controller.abort();
    expect(FakeResizeObserver.last!.disconnected).toBe(true);
    expect(bar().classList.contains(CROWDED_CLASS)).toBe(false);
  });
});
