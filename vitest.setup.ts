import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { connectHost } from './src/runtime/connect';
import { hydrate, setHost, unmount, wake } from './src/runtime/lifecycle';
import { createLanternStore, resetStore } from './src/store/store';
import { testServer, testShop } from './fixtures/msw/test-server';

// What the loader does at boot and on the first mount: one store and one runtime, shared.
const host = { store: createLanternStore(), hydrate, unmount, wake };
setHost(host);
connectHost(host);

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
