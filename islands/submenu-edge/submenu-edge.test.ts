import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './submenu-edge';

const MENU = `<header class="site-header"><nav class="main-navigation"><div class="primary-navigation"><ul class="menu">
<li class="menu-item" id="home"><a href="/">Home</a></li>
<li class="menu-item menu-item-has-children" id="shop"><a href="/shop/">Shop</a><ul class="sub-menu"><li class="menu-item"><a href="/a/">A</a></li></ul></li>
<li class="menu-item menu-item-has-children" id="help"><a href="/help/">Help</a><ul class="sub-menu">
  <li class="menu-item menu-item-has-children" id="guides"><a href="/guides/">Guides</a><ul class="sub-menu"><li class="menu-item"><a href="/g/">G</a></li></ul></li>
</ul></li>
</ul></div></nav></header>`;

let controller: AbortController;
const byId = (id: string) => document.getElementById(id)!;
const submenu = (id: string) => byId(id).querySelector<HTMLElement>(':scope > .sub-menu')!;

/** Lays an item out at `left` (viewport px) with its submenu `width` px wide: happy-dom has no layout. */
function layOut(id: string, left: number, width = 220): void {
  vi.spyOn(byId(id), 'getBoundingClientRect').mockReturnValue({ left, width: 80, top: 0, bottom: 40, right: left + 80, height: 40, x: left, y: 0, toJSON: () => ({}) });
  Object.defineProperty(submenu(id), 'offsetWidth', { configurable: true, get: () => width });
}

function mountMenu(): void {
  document.body.innerHTML = MENU;
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, get: () => 1280 });
  controller = new AbortController();
  mount(createMountContext(document.querySelector<HTMLElement>('.primary-navigation')!, controller.signal));
}

const hover = (id: string) => byId(id).querySelector('a')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));

afterEach(() => {
  controller.abort();
  vi.restoreAllMocks();
});

describe('submenu placement on the theme menu', () => {
  it('leaves a submenu with room as the stylesheet places it', () => {
    mountMenu();
    layOut('shop', 200);
    hover('shop');
    expect(submenu('shop').style.right).toBe('');
    expect(submenu('shop').style.left).toBe('');
  });

  it('flips the top-level and nested submenus at the right edge, the outer one first', () => {
    mountMenu();
    layOut('help', 1150);
    layOut('guides', 1130);
    hover('guides');
    expect(submenu('help').style.right).toBe('0px');
    expect(submenu('help').style.left).toBe('auto');
    expect(submenu('guides').style.right).toBe('100%');
  });

  it('places a submenu reached by keyboard focus', () => {
    mountMenu();
    layOut('help', 1150);
    byId('help').querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(submenu('help').style.right).toBe('0px');
  });

  it('puts a submenu back when its item has room again', () => {
    mountMenu();
    layOut('help', 1150);
    hover('help');
    layOut('help', 300);
    hover('home');
    hover('help');
    expect(submenu('help').style.right).toBe('');
  });

  it('measures nothing when the page scrolls', () => {
    mountMenu();
    layOut('help', 1150);
    const measured = vi.spyOn(byId('help'), 'getBoundingClientRect');
    window.dispatchEvent(new Event('scroll'));
    expect(measured).not.toHaveBeenCalled();
  });
});
