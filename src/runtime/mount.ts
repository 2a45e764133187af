import { readSettings, type Settings } from '../config/settings';
import { createMountContext } from './context';
import { loadModule } from './load-module';
import { yieldToMain } from './strategies';
import type { IslandDefinition } from './types';

let settings: Settings | undefined;
/** One loader function, so loadModule's cache and retry see the same chunk every time. */
const loadReactRoot = () => import('./react-root');

/** Replaces the settings read from the page (read once, on the first mount; tests set their own). */
export function setMountSettings(next: Settings | undefined): void {
  settings = next;
}

/**
 * Loads an island's code and mounts it on `element`. Lives in its own chunk so the loader
 * stays small: settings, context and React are only fetched when something mounts.
 * Resolves to the clean-up to run on unmount.
 */
export async function mountIsland(
  definition: IslandDefinition,
  element: HTMLElement,
  signal: AbortSignal,
  onCrash: () => void,
): Promise<(() => void) | undefined> {
  settings ??= readSettings(document);
  const context = createMountContext(element, signal, settings);
  performance.mark(`lantern:mount:${definition.name}:start`);
  let cleanup: (() => void) | undefined;
  if (definition.kind === 'component') {
    const [module, { renderIsland }] = await Promise.all([
      loadModule(definition.load),
      loadModule(loadReactRoot),
    ]);
    // The chunk's evaluation and the first render each get a task of their own.
    await yieldToMain();
    if (signal.aborted) return undefined;
    cleanup = await renderIsland(definition.name, module.default, context, onCrash);
    if (signal.aborted) {
      // Unmounted while React was still rendering: nobody else will clean this root up.
      cleanup();
      return undefined;
    }
  } else {
    const module = await loadModule(definition.load);
    if (signal.aborted) return undefined;
    cleanup = module.mount(context) ?? undefined;
  }
  performance.measure(`lantern:mount:${definition.name}`, `lantern:mount:${definition.name}:start`);
  return cleanup;
}
