import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onActivate } from './activate';

let controller: AbortController;
beforeEach(() => (controller = new AbortController()));
afterEach(() => controller.abort());

const press = (target: Element, key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
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
    expect(press(button!, ' ').defaultPrevented).toBe(true);
    expect(press(plain!, ' ').defaultPrevented).toBe(false);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('turns Enter on a role=button without an href into one click', () => {
    const handler = vi.fn();
    onActivate('a.dismiss', handler, controller.signal);
    document.body.innerHTML = '<a class="dismiss" role="button" tabindex="0"></a>';
    expect(press(document.querySelector('a')!, 'Enter').defaultPrevented).toBe(true);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('leaves native buttons and other keys to the browser', () => {
    const handler = vi.fn();
    onActivate('.go', handler, controller.signal);
    document.body.innerHTML = '<button class="go" role="button">1</button><a class="go" role="button">2</a>';
    expect(press(document.querySelector('button')!, 'Enter').defaultPrevented).toBe(false);
    expect(press(document.querySelector('a')!, 'Tab').defaultPrevented).toBe(false);
    expect(handler).not.toHaveBeenCalled();
  });

  it('stops listening once its signal aborts', () => {
    const handler = vi.fn();
    onActivate('.go', handler, controller.signal);
    document.body.innerHTML = '<a class="go" role="button">1</a>';
    controller.abort();
    document.querySelector('a')!.click();
    expect(press(document.querySelector('a')!, ' ').defaultPrevented).toBe(false);
    expect(handler).not.toHaveBeenCalled();
  });
});
