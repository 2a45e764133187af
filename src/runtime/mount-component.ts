import { connectHost } from './connect';
import { createMountContext } from './context';
import { measured } from './mount';
import { renderIsland } from './react-root';
import { yieldToMain } from './yield';
import type { Cleanup, ComponentModule, MountRequest } from './types';

/**
 * Mounts a React island. Only chunks of groups that hold a component import this, so React is
 * fetched where something draws, never for behaviours.
 * @example await mountComponent('compare-table', tableModule, request);
 */
export async function mountComponent(name: string, module: ComponentModule, request: MountRequest): Promise<Cleanup | undefined> {
  connectHost(request.host);
  // The chunk's evaluation and the first render each get a task of their own.
  await yieldToMain();
  const { signal, element, onCrash } = request;
  if (signal.aborted) return undefined;
  const cleanup = await measured(name, () => renderIsland(name, module.default, createMountContext(element, signal), onCrash));
  if (signal.aborted) {
    // Unmounted while React was still rendering: nobody else will clean this root up.
    cleanup();
    return undefined;
  }
  return cleanup;
}
