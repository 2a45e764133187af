import { afterAll, afterEach, beforeAll, inject, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { closeAllDialogs } from './src/dom/dialog';
import { connectHost } from './src/runtime/connect';
import { hydrate, setHost, unmount, unmountAll, wake } from './src/runtime/lifecycle';
import { clearRegistry } from './src/runtime/registry';
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

declare module 'vitest' {
  interface ProvidedContext {
    /** The page URL of vitest.config.ts. */
    pageUrl: string;
  }
}

/** The controls of the window the environment gives: happy-dom's, or jsdom's. */
interface EnvironmentGlobals {
  happyDOM?: { setURL(url: string): void };
  jsdom?: { reconfigure(settings: { url: string }): void };
}

/** Puts the page back on the config's URL (a test pushed history, or moved the page elsewhere). */
function returnToStartPage(): void {
  const url = inject('pageUrl');
  if (location.href === url) return;
  (window as EnvironmentGlobals).happyDOM?.setURL(url);
  (globalThis as EnvironmentGlobals).jsdom?.reconfigure({ url });
}

beforeAll(() => testServer.listen({ onUnhandledRequest: 'error' }));

// The unit files share one document and one module graph per worker (project `unit`), so
// what a test leaves behind is put back here, for the next test of any file.
afterEach(() => {
  cleanup();
  unmountAll();
  clearRegistry();
  closeAllDialogs();
  vi.useRealTimers();
  performance.clearMarks();
  performance.clearMeasures();
  returnToStartPage();
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
