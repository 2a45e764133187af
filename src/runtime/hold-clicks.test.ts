import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDelegates, delegate } from './delegate';
import { holdClicks, watchIntent } from './hold-clicks';

afterEach(() => clearDelegates());

/** A holder whose code arrives when the test says so. */
function holder(selector: string, pendingClass?: string) {
  let ready = false;
  let arrive: () => void = () => undefined;
  const start = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        arrive = () => {
          ready = true;
          resolve();
        };
      }),
  );
  holdClicks({ selector, pendingClass, isReady: () => ready, start });
  return { start, arrive: () => arrive() };
}

const click = () => new MouseEvent('click', { bubbles: true, cancelable: true });

describe('held clicks', () => {
  it('hold a click before any listener of the page sees it, and replay it once the code is there', async () => {
    document.body.innerHTML = '<a class="buy" href="#buy">Buy</a>';
    const link = document.querySelector('a')!;
    const seen: boolean[] = [];
    link.addEventListener('click', (event) => seen.push(event.defaultPrevented));
    const buy = holder('.buy');
    const early = click();
    link.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    buy.arrive();
    await vi.waitFor(() => expect(seen).toEqual([false]));
  });

  it('are held by one holder only where two match them', () => {
    document.body.innerHTML = '<li class="product"><a class="buy" href="#buy">Buy</a></li>';
    const buy = holder('.buy');
    const product = holder('.product');
    document.querySelector('a')!.dispatchEvent(click());
    expect(buy.start).toHaveBeenCalledTimes(1);
    expect(product.start).not.toHaveBeenCalled();
  });

  it('are dropped when their element left the page before the code came', async () => {
    document.body.innerHTML = '<a class="buy" href="#buy">Buy</a>';
    const link = document.querySelector('a')!;
    const replayed = vi.fn();
    const buy = holder('.buy', 'loading');
    link.dispatchEvent(click());
    link.addEventListener('click', replayed);
    link.remove();
    buy.arrive();
    await vi.waitFor(() => expect(link.classList.contains('loading')).toBe(false));
    expect(replayed).not.toHaveBeenCalled();
  });

  it('leave the element’s classes alone where the holder shows no pending class', () => {
    document.body.innerHTML = '<a class="buy" href="#buy">Buy</a>';
    holder('.buy');
    const link = document.querySelector('a')!;
    link.dispatchEvent(click());
    expect(link.className).toBe('buy');
  });

  it('leave a click on SVG markup alone: it could not be replayed', () => {
    document.body.innerHTML = '<svg><a class="buy" href="#buy"><text>Buy</text></a></svg>';
    const buy = holder('.buy');
    const early = click();
    document.querySelector('.buy')!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(false);
    expect(buy.start).not.toHaveBeenCalled();
  });
});

describe('intent', () => {
  it.each(['pointerover', 'focusin', 'touchstart'])('is a %s on the element or inside it', (type) => {
    document.body.innerHTML = '<a class="cart" href="/cart/"><span>Cart</span></a>';
    const onIntent = vi.fn();
    watchIntent('.cart', onIntent);
    document.querySelector('span')!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(onIntent).toHaveBeenCalledTimes(1);
  });
});

describe('delegated listeners', () => {
  it('leave touches free to scroll the page: a touch handler cannot cancel one', () => {
    document.body.innerHTML = '<div class="slider"></div>';
    delegate(['touchstart'], '.slider', (_, event) => event.preventDefault());
    const touch = new Event('touchstart', { bubbles: true, cancelable: true });
    document.querySelector('.slider')!.dispatchEvent(touch);
    expect(touch.defaultPrevented).toBe(false);
  });
});
