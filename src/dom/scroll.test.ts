import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/dom';
import { scrollToElement, scrollToNotices } from './scroll';

function noticeAt(top: number): HTMLElement {
  document.body.innerHTML = '<div class="woocommerce-error" role="alert">Error</div>';
  const notice = screen.getByRole('alert');
  vi.spyOn(notice, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 100, 20));
  return notice;
}

function reducedMotion(matches: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches, media: query }) as MediaQueryList,
  );
}

describe('scrollToElement', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollTo(0, 0);
    reducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it('animates to the element top minus 100 px over about a second', async () => {
    const notice = noticeAt(1100);
    let done = false;
    const arrived = scrollToElement(notice).then(() => (done = true));

    vi.advanceTimersByTime(500);
    expect(window.scrollY).toBeGreaterThan(0);
    expect(window.scrollY).toBeLessThan(1000);
    await Promise.resolve();
    expect(done).toBe(false);

    vi.advanceTimersByTime(600);
    await arrived;
    expect(window.scrollY).toBe(1000);
  });

  it('uses the given offset and duration', async () => {
    const notice = noticeAt(500);
    const arrived = scrollToElement(notice, { offset: 50, duration: 200 });

    vi.advanceTimersByTime(250);
    await arrived;
    expect(window.scrollY).toBe(450);
  });

  it('jumps at once when reduced motion is preferred', async () => {
    reducedMotion(true);
    const notice = noticeAt(1100);

    await scrollToElement(notice);

    expect(window.scrollY).toBe(1000);
  });

  it('never scrolls above the top of the page', async () => {
    window.scrollTo(0, 500);
    const notice = noticeAt(-460);

    const arrived = scrollToNotices(notice);
    vi.advanceTimersByTime(1100);
    await arrived;

    expect(window.scrollY).toBe(0);
  });

  it.each(['pointerdown', 'keydown', 'wheel', 'touchstart'])('stops where it is when the shopper takes over (%s), and leaves the page there', async (type) => {
    const notice = noticeAt(1100);
    const arrived = scrollToElement(notice);
    vi.advanceTimersByTime(400);
    const reached = window.scrollY;
    expect(reached).toBeGreaterThan(0);

    window.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(1000);
    expect(window.scrollY).toBe(reached);
    await arrived;
  });

});
