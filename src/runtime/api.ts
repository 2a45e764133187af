import { onOwn } from '../bridge/on-own';
import type { LanternStore } from '../store/store';
import { hydrate, unmount } from './lifecycle';

/** The page's handle on Lantern: `window.lantern`. */
export interface LanternApi {
  version: string;
  /** The one store every island shares; slices (`cart`, `ui`, ...) join as islands mount. */
  store: LanternStore;
  /** Scans HTML inserted later (quick views, AJAX filters) and mounts its islands. */
  hydrate(root?: ParentNode): void;
  /** Unmounts the islands inside `root`, e.g. before replacing that HTML yourself. */
  unmount(root: Node): void;
  /** Listens to Lantern's own events (`added-to-cart`, ...); returns an unsubscribe function. */
  on: typeof onOwn;
}

declare const __LANTERN_VERSION__: string;

/**
 * @example
 * window.lantern.on('added-to-cart', (detail) => console.log(detail));
 * window.lantern.hydrate(document.querySelector('.quick-view')!);
 */
export function createApi(store: LanternStore): LanternApi {
  return {
    version: typeof __LANTERN_VERSION__ === 'string' ? __LANTERN_VERSION__ : 'dev',
    store,
    hydrate: (root = document) => hydrate(root),
    unmount: (root) => unmount(root),
    on: onOwn,
  };
}
