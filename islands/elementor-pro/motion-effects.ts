import { codeDidNotCome } from '../../src/runtime/code-on-use';
import type { MountContext } from '../../src/runtime/types';

/**
 * Starts one element's motion effects; their code is a chunk of its own (decision 0020).
 * @example mount(context);
 */
export function mount(context: MountContext): void {
  void import('./motion-element').then(({ startMotion }) => context.signal.aborted || startMotion(context.element, context.signal), codeDidNotCome);
}
