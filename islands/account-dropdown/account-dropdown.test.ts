import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSettings } from '../../src/config/settings';
import { setMountSettings } from '../../src/runtime/context';
import { hydrate, unmountAll } from '../../src/runtime/lifecycle';
import { clearRegistry, registerIslands } from '../../src/runtime/registry';
import { islandFor } from '../../src/runtime/testing';
import { accountDropdown } from './index';
import * as accountDropdownModule from './account-dropdown';

const PAGE = `<div class="header-group-action">
<div class="site-header-account"><a href="/my-account/">My account</a><div class="account-dropdown"></div></div>
<a href="/cart/" id="elsewhere">Cart</a>
</div>
<div class="account-wrap"><form class="beacon-login-form-ajax"><input name="username"><button type="submit">Login</button></form></div>`;

const link = () => document.querySelector<HTMLAnchorElement>('.site-header-account > a')!;
const dropdown = () => document.querySelector<HTMLElement>('.account-dropdown')!;
const isOpen = () => dropdown().classList.contains('active');

async function mountOn(page: string): Promise<void> {
  document.body.innerHTML = page;
  setMountSettings(readSettings(document));
  registerIslands([islandFor({ ...accountDropdown, hydrate: 'load' }, accountDropdownModule)]);
  hydrate(document);
  await vi.waitFor(() => expect(document.querySelector<HTMLElement>('.site-header-account')!.dataset.islandState).toBe('ready'));
}

beforeEach(() => mountOn(PAGE));

afterEach(() => {
  unmountAll();
  clearRegistry();
  setMountSettings(undefined);
});

describe('the header account dropdown', () => {
  it('opens on a tap of the account link instead of leaving the page, and says so on the link', () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(isOpen()).toBe(true);
    expect(link().getAttribute('aria-expanded')).toBe('true');
    expect(link().getAttribute('aria-controls')).toBe(dropdown().id);
    link().click();
    expect(isOpen()).toBe(false);
    expect(link().getAttribute('aria-expanded')).toBe('false');
  });

  it('moves the login form the theme printed elsewhere into the dropdown', () => {
    expect(dropdown().querySelector('form.beacon-login-form-ajax')).not.toBeNull();
  });

  it('closes on a tap outside, not on one inside', () => {
    link().click();
    dropdown().querySelector('input')!.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    expect(isOpen()).toBe(true);
    document.querySelector('#elsewhere')!.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    expect(isOpen()).toBe(false);
  });

  it('closes on Escape with focus back on the link, and when focus leaves the account area', () => {
    link().click();
    dropdown().querySelector('input')!.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(link());
    link().click();
    dropdown().querySelector('input')!.focus();
    document.querySelector<HTMLElement>('#elsewhere')!.focus();
    expect(isOpen()).toBe(false);
  });

  it('leaves the link a plain link where the theme hides the dropdown', async () => {
    unmountAll();
    await mountOn(`<div class="header-group-hide-dropdown">${PAGE}</div>`);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(isOpen()).toBe(false);
  });
});
