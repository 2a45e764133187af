import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMountContext } from '../../src/runtime/context';
import { mount, SHOWN_CLASS } from './back-to-top';

/** Stands in for the browser's observer: the test says when the sentinel leaves the view. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  target: Element | undefined;
  disconnected = false;
  constructor(readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

let controller: AbortController;
const button = () => document.querySelector<HTMLElement>('.scrollup')!;
const observer = () => FakeIntersectionObserver.last!;

function mountOn(markup: string, reducedMotion = false): void {
  document.body.innerHTML = `<div id="page"><a href="#">First link</a><p>Content</p></div>${markup}`;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce') }));
  controller = new AbortController();
  mount(createMountContext(document.getElementById('page')!, controller.signal));
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  FakeIntersectionObserver.last = undefined;
});

afterEach(() => {
  controller.abort();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the back-to-top button', () => {
  it('shows once the page is scrolled past the threshold and hides back above it', () => {
    mountOn('<a href="#" class="scrollup"><i class="icon-angle-up"></i></a>');
    const sentinel = observer().target as HTMLElement;
    expect(sentinel.style.height).toBe('51px');
    expect(sentinel.getAttribute('aria-hidden')).toBe('true');
    observer().report(true);
    expect(button().classList.contains(SHOWN_CLASS)).toBe(false);
    observer().report(false);
    expect(button().classList.contains(SHOWN_CLASS)).toBe(true);
    observer().report(true);
    expect(button().classList.contains(SHOWN_CLASS)).toBe(false);
  });

  it('scrolls smoothly to the top on a click, without following the link', () => {
    mountOn('<a href="#" class="scrollup">Top</a>');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    button().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.activeElement).not.toBe(document.getElementById('page'));
  });

  it('jumps at once when the shopper prefers reduced motion', () => {
    mountOn('<a href="#" class="scrollup">Top</a>', true);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    button().click();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('takes keyboard focus to the top of the page when activated from the keyboard', () => {
    mountOn('<a href="#" class="scrollup">Top</a>');
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    button().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 }));
    expect(document.activeElement).toBe(document.getElementById('page'));
    expect(document.getElementById('page')!.tabIndex).toBe(-1);
  });

  it('names an icon-only button and makes a non-link one a keyboard button', () => {
    mountOn('<div class="scrollup"><i class="icon-angle-up"></i></div>');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    expect(button().getAttribute('aria-label')).toBe('Back to top');
    expect(button().getAttribute('role')).toBe('button');
    expect(button().tabIndex).toBe(0);
    button().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('keeps a name the theme printed', () => {
    mountOn('<a href="#" class="scrollup" aria-label="Scroll up"><i></i></a>');
    expect(button().getAttribute('aria-label')).toBe('Scroll up');
  });

  it('takes its sentinel, observer and class away when unmounted', () => {
    mountOn('<a href="#" class="scrollup">Top</a>');
    observer().report(false);
    controller.abort();
    expect(observer().disconnected).toBe(true);
    expect(document.querySelector('[data-lantern-sentinel]')).toBeNull();
    expect(button().classList.contains(SHOWN_CLASS)).toBe(false);
  });
});
