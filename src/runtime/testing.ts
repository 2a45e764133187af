import { mountBehaviour } from './mount';
import { mountComponent } from './mount-component';
import type { BehaviourModule, ComponentModule, IslandDefinition, TableSource } from './types';

/**
 * An island definition whose code is `module`, for tests that mount through the runtime
 * without a build (the build reaches the same mount functions through a surface chunk).
 *
 * @example registerIslands([islandFor({ ...sideCart, hydrate: 'load' }, sideCartModule)]);
 */
export function islandFor(spec: TableSource, module: BehaviourModule | ComponentModule): IslandDefinition {
  return {
    ...spec,
    load: () =>
      Promise.resolve((request) =>
        'default' in module ? mountComponent(spec.name, module, request) : mountBehaviour(spec.name, module, request),
      ),
  };
}

/** `window.lantern.report()` for tests that never ask for it (its code is the page chunk's). */
export const noReport = (): Promise<never> => Promise.reject(new Error('no report in this test'));
