import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentStore } from '../../src/store/store';
import { changeCount } from './counts';
import { readWishlistSettings } from './state/settings';

const runtime = () => ({ settings: readWishlistSettings(), store: currentStore(), signal: new AbortController().signal });

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

  it("goes into every wishlist link and menu item the plugin's way, printing the menu item's inner span when a theme left it out", () => {
    vi.stubGlobal('woosw_vars', { nonce: 'n', menu_text: 'Saved' });
    document.body.innerHTML = `
      <span class="woosw-link"><a href="/wishlist/"><span class="woosw-link-inner" data-count="0">Wishlist</span></a></span>
      <ul><li class="woosw-menu-item"><a href="/wishlist/"><span class="woosw-menu-item-inner" data-count="0">Wishlist</span></a></li>
      <li class="woosw-menu-item woosw-custom-menu-item"><a href="/wishlist/">My list</a></li></ul>
      <div id="woosw_wishlist"><span class="woosw-count">0</span><span class="woosw-empty" style="display:none">remove all</span></div>`;
    changeCount(3, runtime());
    expect(document.querySelector('.woosw-link-inner')!.getAttribute('data-count')).toBe('3');
    const inners = [...document.querySelectorAll('.woosw-menu-item .woosw-menu-item-inner')];
    expect(inners.map((inner) => [inner.getAttribute('data-count'), inner.textContent])).toEqual([
      ['3', 'Wishlist'],
      ['3', 'Saved'],
    ]);
    expect(inners[1]!.querySelector('i.woosw-icon')).not.toBeNull();
    expect(document.querySelector('#woosw_wishlist .woosw-count')!.textContent).toBe('3');
    expect(document.querySelector<HTMLElement>('.woosw-empty')!.style.display).toBe('');
    changeCount(0, runtime());
    expect(document.querySelector<HTMLElement>('.woosw-empty')!.style.display).toBe('none');
  });
});
