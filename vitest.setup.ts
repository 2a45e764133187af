import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setIslandScanner } from './src/dom/island-scan';
import { hydrate, setHost, unmount } from './src/runtime/lifecycle';
import { currentStore, resetStore } from './src/store/store';
import { testServer, testShop } from './fixtures/msw/test-server';

// What the loader does at boot: one store, and the runtime the DOM layer re-scans through.
setHost({ store: currentStore(), hydrate, unmount });
setIslandScanner({ hydrate, unmount });

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
