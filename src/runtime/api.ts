import type { LanternEventMap, LanternEventName } from '../bridge/names';
import type { OWN_PREFIX } from '../bridge/prefix';
import { onOwn } from '../bridge/on-own';
import type { LanternStore } from '../store/state';
import { hydrate, unmount } from './lifecycle';
import type { LanternReport } from './report-types';

/** The page's handle on Lantern: `window.lantern`. */
export interface LanternApi {
  version: string;
  /** The one store every island shares; slices (`cart`, `ui`, ...) join as islands mount. */
  store: LanternStore;
  /** Scans HTML inserted later (quick views, AJAX filters) and mounts its islands. */
  hydrate(root?: ParentNode): void;
  /** Unmounts the islands inside `root`, e.g. before replacing that HTML yourself. */
  unmount(root: Node): void;
  /**
   * Listens to one of Lantern's own events (`added-to-cart`, ...); the listener receives that
   * event's `detail`, typed by its name. Returns an unsubscribe function.
   *
   * @example
   * const off = lantern.on('added-to-cart', (detail) => detail.cartHash);
   */
  on<N extends LanternEventName>(
    name: N | `${typeof OWN_PREFIX}${N}`,
    listener: (detail: LanternEventMap[N]) => void,
  ): () => void;
  /**
   * What Lantern found on this page and did with it: the islands it adopted (with counts), the
   * surfaces it leaves to the shop and why, known plugins' markup it does not handle, the
   * handles to dequeue, the scripts that still need jQuery, missing globals and double
   * handlers. The same report as `npx lantern doctor`; its code loads only when called.
   *
   * @example
   * const report = await lantern.report();
   * console.log(report.dequeuePhp);
   */
  report(): Promise<LanternReport>;
}

declare const __LANTERN_VERSION__: string;

/**
 * @example
 * window.lantern.on('added-to-cart', (detail) => console.log(detail));
 * window.lantern.hydrate(document.querySelector('.quick-view')!);
 */
export function createApi(store: LanternStore, report: () => Promise<LanternReport>): LanternApi {
  return {
    report,
    version: typeof __LANTERN_VERSION__ === 'string' ? __LANTERN_VERSION__ : 'dev',
    store,
    hydrate,
    unmount,
    on: onOwn,
  };
}
