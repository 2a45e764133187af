import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { connectHost } from './src/runtime/connect';
import { hydrate, setHost, unmount, wake } from './src/runtime/lifecycle';
import { createLanternStore, resetStore } from './src/store/store';
import { testServer, testShop } from './fixtures/msw/test-server';

// What the loader does at boot and on the first mount: one store and one runtime, shared.
const host = { store: createLanternStore(), hydrate, unmount, wake };
setHost(host);
connectHost(host);

// `vi.waitFor` gives up after one second by default: on a busy machine (two cores, a browser
// suite beside) a debounce, a mock reply and a render can take longer than that, while a
// passing wait returns at its first success whatever the limit. Five seconds, as the browser
// tests' polls.
const waitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback, options) => waitFor(callback, typeof options === 'number' ? options : { timeout: 5000, ...options })) as typeof vi.waitFor;

beforeAll(() => testServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  testServer.resetHandlers();
  testShop.reset();
  resetStore();
  document.body.innerHTML = '';
  document.body.className = '';
  sessionStorage.clear();
  localStorage.clear();
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]?.trim())) {
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
afterAll(() => testServer.close());
