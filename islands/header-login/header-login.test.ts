import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSettings } from '../../src/config/settings';
import { setMountSettings } from '../../src/runtime/context';
import { hydrate, unmountAll } from '../../src/runtime/lifecycle';
import { clearRegistry, registerIslands } from '../../src/runtime/registry';
import { islandFor } from '../../src/runtime/testing';
import { testServer } from '../../fixtures/msw/test-server';
import { LOGIN_MESSAGES } from '../../fixtures/shop/theme-ajax';
import { headerLogin } from './index';
import * as headerLoginModule from './header-login';

const PAGE = `<div class="account-dropdown"><form class="beacon-login-form-ajax" method="post">
  <p><label for="u">Username</label><input id="u" name="username" type="text"></p>
  <p><label for="p">Password</label><input id="p" name="password" type="password"></p>
  <button type="submit">Login</button>
  <input type="hidden" name="action" value="beacon_login">
  <input type="hidden" name="security-login" value="abc123">
</form></div>`;

const form = () => document.querySelector<HTMLFormElement>('form')!;
const banners = () => Array.from(form().querySelectorAll('.result-error'));
const controls = () => Array.from(form().querySelectorAll<HTMLInputElement>('input, button'));

function signIn(username: string, password: string): void {
  form().querySelector<HTMLInputElement>('[name="username"]')!.value = username;
  form().querySelector<HTMLInputElement>('[name="password"]')!.value = password;
  form().querySelector<HTMLButtonElement>('button')!.focus();
  form().requestSubmit();
}

let posted: URLSearchParams[] = [];

beforeEach(async () => {
  posted = [];
  testServer.use(
    http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
      posted.push(new URLSearchParams(await request.clone().text()));
      await delay(30);
      return undefined;
    }),
  );
  document.body.innerHTML = PAGE;
  setMountSettings(readSettings(document));
  registerIslands([islandFor({ ...headerLogin, hydrate: 'load' }, headerLoginModule)]);
  hydrate(document);
  await vi.waitFor(() => expect(form().dataset.islandState).toBe('ready'));
});

afterEach(() => {
  unmountAll();
  clearRegistry();
  setMountSettings(undefined);
});

describe('the header login', () => {
  it("posts the form's fields to admin-ajax with its inputs disabled until the reply", async () => {
    signIn('demo', 'nope');
    expect(controls().every((control) => control.disabled)).toBe(true);
    expect(form().classList.contains('loading')).toBe(true);
    await vi.waitFor(() => expect(banners()).toHaveLength(1));
    expect(Object.fromEntries(posted[0]!)).toEqual({ username: 'demo', password: 'nope', action: 'beacon_login', 'security-login': 'abc123' });
    expect(controls().every((control) => !control.disabled)).toBe(true);
    expect(form().classList.contains('loading')).toBe(false);
    expect(document.activeElement).toBe(form().querySelector('button'));
  });

  it("shows the server's message once, above the fields, however often it fails", async () => {
    signIn('demo', 'nope');
    await vi.waitFor(() => expect(banners()).toHaveLength(1));
    signIn('demo', 'still wrong');
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    await vi.waitFor(() => expect(form().classList.contains('loading')).toBe(false));
    expect(banners()).toHaveLength(1);
    expect(form().firstElementChild).toBe(banners()[0]);
    expect(banners()[0]!.textContent).toBe(LOGIN_MESSAGES.wrong);
    expect(banners()[0]!.className).toBe('result-error woocommerce-message woocommerce-error');
  });

  it('reloads the page when the server signs the shopper in', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    signIn('demo', 'demo');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(banners()).toHaveLength(0);
  });

  it('sends one request for a double submit', async () => {
    signIn('demo', 'nope');
    form().dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(banners()).toHaveLength(1));
    expect(posted).toHaveLength(1);
  });

  it.each([
    ['a server error', () => new HttpResponse('<html>Fatal error</html>', { status: 500 })],
    ['an HTML page', () => new HttpResponse('<html>maintenance</html>')],
    ['a reply without status', () => HttpResponse.json({ msg: '' })],
    ['the network failing', () => HttpResponse.error()],
  ])('ends %s with a message and the inputs enabled again', async (_name, reply) => {
    testServer.use(http.post('*/wp-admin/admin-ajax.php', reply));
    signIn('demo', 'demo');
    await vi.waitFor(() => expect(banners()).toHaveLength(1));
    expect(banners()[0]!.textContent).toMatch(/could not be signed in/);
    expect(controls().every((control) => !control.disabled)).toBe(true);
    expect(form().classList.contains('loading')).toBe(false);
  });
});
