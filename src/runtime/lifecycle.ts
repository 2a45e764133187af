import { adopt, within } from './adopt';
import { holdClicks } from './hold-clicks';
import { loadModule } from './load-module';
import { definitionFor, pageDefinitions } from './registry';
import { isStrategy, whenReady, yieldToMain } from './strategies';
import type { IslandDefinition, IslandState, PageBehaviourDefinition } from './types';

interface Mounted {
  controller: AbortController;
  cleanup?: () => void;
}

/** Elements with a scheduled or mounted island: one root per element, never two. */
const claimed = new Map<HTMLElement, Mounted>();
const pagesClaimed = new Map<string, Mounted & { ready: boolean }>();
let mountChain: Promise<void> = Promise.resolve();
/** One loader function, so loadModule's cache and retry see the same chunk every time. */
const loadMountChunk = () => import('./mount');

function setState(element: HTMLElement, state: IslandState): void {
  element.dataset.islandState = state;
}

/**
 * Mounts one at a time, yielding between mounts, so a page of islands never blocks input.
 * A failing mount rejects only its own promise; the chain goes on for the others.
 */
function serialise(task: () => Promise<void>): Promise<void> {
  const run = mountChain.then(async () => {
    await yieldToMain();
    await task();
  });
  mountChain = run.catch(() => undefined);
  return run;
}

async function start(definition: IslandDefinition, element: HTMLElement, entry: Mounted): Promise<void> {
  const { mountIsland } = await loadModule(loadMountChunk);
  const { signal } = entry.controller;
  entry.cleanup = await mountIsland(definition, element, signal, () => setState(element, 'error'));
}

async function mountElement(element: HTMLElement, definition: IslandDefinition, entry: Mounted): Promise<void> {
  const strategy = isStrategy(element.dataset.hydrate) ? element.dataset.hydrate : (definition.hydrate ?? 'idle');
  try {
    await whenReady(strategy, element, entry.controller.signal);
    await serialise(async () => {
      if (entry.controller.signal.aborted || !element.isConnected) return;
      setState(element, 'loading');
      await start(definition, element, entry);
      if (!entry.controller.signal.aborted && element.dataset.islandState === 'loading') setState(element, 'ready');
    });
  } catch (error) {
    setState(element, 'error');
    console.error(`[lantern] island "${definition.name}" failed to mount`, error);
  }
}

function mountPage(definition: PageBehaviourDefinition): void {
  const entry = { controller: new AbortController(), ready: false };
  pagesClaimed.set(definition.name, entry);
  let started: Promise<void> | undefined;
  const go = (): Promise<void> =>
    (started ??= (async () => {
      try {
        await start(definition, document.body, entry);
        entry.ready = !entry.controller.signal.aborted;
      } catch (error) {
        console.error(`[lantern] behaviour "${definition.name}" failed to mount`, error);
      }
    })());
  if (definition.holdClicks) {
    const { adopt: selector, pendingClass } = definition;
    holdClicks({ selector, pendingClass, isReady: () => entry.ready, start: go });
  }
  void whenReady(definition.hydrate ?? 'idle', document.body, entry.controller.signal).then(() => serialise(go));
}

/**
 * Scans `root` (default: the whole page) for islands and schedules each by its strategy.
 * Safe to call again on the same HTML: an element is claimed once.
 *
 * @example
 * quickView.innerHTML = html;
 * window.lantern.hydrate(quickView);
 */
export function hydrate(root: ParentNode = document): void {
  adopt(root);
  for (const element of within(root, '[data-island]')) {
    if (!(element instanceof HTMLElement) || claimed.has(element)) continue;
    const definition = definitionFor(element.dataset.island ?? '');
    if (!definition || definition.kind === 'page') continue;
    const entry: Mounted = { controller: new AbortController() };
    claimed.set(element, entry);
    void mountElement(element, definition, entry);
  }
  for (const definition of pageDefinitions()) {
    if (!pagesClaimed.has(definition.name) && within(root, definition.adopt).length > 0) mountPage(definition);
  }
}

function release(element: HTMLElement, entry: Mounted): void {
  claimed.delete(element);
  entry.controller.abort();
  try {
    entry.cleanup?.();
  } catch (error) {
    console.error('[lantern] clean-up failed', error);
  }
  delete element.dataset.islandState;
}

/**
 * Unmounts every island inside `root` (and `root` itself): listeners removed, React roots
 * unmounted, pending loads cancelled. The markers stay, so `hydrate(root)` can mount again.
 */
export function unmount(root: Node): void {
  for (const [element, entry] of claimed) if (root === element || root.contains(element)) release(element, entry);
}

/** Unmounts islands whose element has left the document (e.g. removed by a third party). */
export function sweepDisconnected(): void {
  for (const [element, entry] of claimed) if (!element.isConnected) release(element, entry);
}

/** Everything off, for tests. */
export function unmountAll(): void {
  for (const [element, entry] of claimed) release(element, entry);
  for (const entry of pagesClaimed.values()) entry.controller.abort();
  pagesClaimed.clear();
  mountChain = Promise.resolve();
}
