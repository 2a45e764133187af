import { onOwn } from '../bridge/on-own';
import { store, type LanternStore } from '../store/store';
import { hydrate, unmount } from './lifecycle';

/** The page's handle on Lantern: `window.lantern`. */
export interface LanternApi {
  version: string;
  store: LanternStore;
  /** Scans HTML inserted later (quick views, AJAX filters) and mounts its islands. */
  hydrate(root?: ParentNode): void;
  /** Unmounts the islands inside `root`, e.g. before replacing that HTML yourself. */
  unmount(root: Node): void;
  /** Listens to Lantern's own events (`added-to-cart`, ...); returns an unsubscribe function. */
  on(name: string, listener: (detail: unknown) => void): () => void;
}

declare const __LANTERN_VERSION__: string;

/**
 * @example
 * window.lantern.on('added-to-cart', ({ cartHash }) => console.log(cartHash));
 * window.lantern.hydrate(document.querySelector('.quick-view')!);
 */
export function createApi(): LanternApi {
  return {
    version: typeof __LANTERN_VERSION__ === 'string' ? __LANTERN_VERSION__ : 'dev',
    store,
    hydrate: (root = document) => hydrate(root),
    unmount: (root) => unmount(root),
    on: onOwn,
  };
}
