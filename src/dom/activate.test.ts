import { afterEach, describe, expect, it, vi } from 'vitest';
import { onActivate } from './activate';

const controller = new AbortController();
afterEach(() => controller.abort());

const space = (target: Element) => {
  const event = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

describe('activating delegated controls', () => {
  it('hears clicks on matching elements added after it started listening', () => {
    const handler = vi.fn();
    onActivate('.remove', handler, controller.signal);
    document.body.innerHTML = '<ul><li><a class="remove" href="/x"><span>×</span></a></li></ul>';
    document.querySelector('span')!.click();
    expect(handler).toHaveBeenCalledWith(document.querySelector('.remove'), expect.any(MouseEvent));
  });

  it('turns Space on a role=button link into a click, and leaves other links alone', () => {
    const handler = vi.fn();
    onActivate('a.go', handler, controller.signal);
    document.body.innerHTML = '<a class="go" role="button" href="#1">1</a><a class="go" href="#2">2</a>';
    const [button, plain] = Array.from(document.querySelectorAll('a'));
    expect(space(button!).defaultPrevented).toBe(true);
    expect(space(plain!).defaultPrevented).toBe(false);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
