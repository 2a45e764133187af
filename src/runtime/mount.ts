import { startTiming } from '../dom/timing';
import { connectHost } from './connect';
import { createMountContext } from './context';
import type { BehaviourModule, Cleanup, MountRequest } from './types';

/**
 * Times a mount with User Timing marks (`lantern:mount:<name>`), as tests and the benchmark
 * read them.
 */
export async function measured<T>(name: string, mount: () => T | Promise<T>): Promise<T> {
  const done = startTiming(`lantern:mount:${name}`);
  const result = await mount();
  done();
  return result;
}

/**
 * Mounts a behaviour (page-wide or on one element) from an island chunk.
 * @example await mountBehaviour('quantity', quantityModule, request);
 */
export function mountBehaviour(name: string, module: BehaviourModule, request: MountRequest): Promise<Cleanup | undefined> {
  connectHost(request.host);
  if (request.signal.aborted) return Promise.resolve(undefined);
  return measured(name, () => module.mount(createMountContext(request.element, request.signal)) ?? undefined);
}
