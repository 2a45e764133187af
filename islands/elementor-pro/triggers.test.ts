import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTriggers } from './triggers';

/** A page 3000 px tall in a 1000 px window: 2000 px of scrolling, so 1 % is 20 px. */
beforeEach(() => {
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(3000);
  vi.stubGlobal('innerHeight', 1000);
  window.scrollTo(0, 0);
});

const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  window.scrollTo(0, 0);
});

function watch(settings: Record<string, unknown>): ReturnType<typeof vi.fn> {
  const fire = vi.fn();
  stops.push(startTriggers(settings, fire));
  return fire;
}

function scrollTo(y: number): void {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event('scroll'));
}

describe('the scrolling trigger', () => {
  it('fires going down once past the offset, as a share of the scrollable height', () => {
    const fire = watch({ scrolling: 'yes', scrolling_offset: 30 });
    scrollTo(580);
    expect(fire).not.toHaveBeenCalled();
    scrollTo(600);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('fires going down at 50 % when no offset is set', () => {
    const fire = watch({ scrolling: 'yes' });
    scrollTo(980);
    expect(fire).not.toHaveBeenCalled();
    scrollTo(1000);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('does not fire going up past the offset when set for down', () => {
    window.scrollTo(0, 1800);
    const fire = watch({ scrolling: 'yes', scrolling_direction: 'down', scrolling_offset: 10 });
    scrollTo(1500);
    scrollTo(1000);
    expect(fire).not.toHaveBeenCalled();
  });

  it('set for up, fires on the first scroll up and not on scrolling down', () => {
    const fire = watch({ scrolling: 'yes', scrolling_direction: 'up', scrolling_offset: 10 });
    scrollTo(1000);
    scrollTo(1900);
    expect(fire).not.toHaveBeenCalled();
    scrollTo(1880);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('stops listening once stopped', () => {
    const fire = watch({ scrolling: 'yes', scrolling_offset: 10 });
    stops.splice(0).forEach((stop) => stop());
    scrollTo(1500);
    expect(fire).not.toHaveBeenCalled();
  });
});
