import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentStore } from '../../src/store/store';
import { changeCount } from './counts';
import { wishlistKit } from './kit';
import { readWishlistSettings } from './settings';

const runtime = () => ({ settings: readWishlistSettings(), kit: wishlistKit(currentStore()), store: currentStore(), signal: new AbortController().signal });

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('a new wishlist count', () => {
  it("reaches the theme's own header and footer counters, hidden at 0, as its script did on woosw_change_count", () => {
    vi.stubGlobal('woosw_vars', { nonce: 'n' });
    document.body.innerHTML = `
      <div class="header-wishlist"><a href="/wishlist/"><span class="count hide">0</span></a><span class="wishlist-count-item">0</span></div>
      <div class="footer-wishlist"><a href="/wishlist/"><span class="count">0</span></a></div>
      <span class="count" id="unrelated">7</span>`;
    const counters = () => [...document.querySelectorAll<HTMLElement>('.header-wishlist .count, .footer-wishlist .count, .wishlist-count-item')];

    changeCount(2, runtime());
    expect(counters().map((counter) => [counter.textContent, counter.classList.contains('hide')])).toEqual([
      ['2', false],
      ['2', false],
      ['2', false],
    ]);
    expect(document.getElementById('unrelated')!.textContent).toBe('7');

    changeCount(0, runtime());
    expect(counters().every((counter) => counter.textContent === '0' && counter.classList.contains('hide'))).toBe(true);
  });
});
