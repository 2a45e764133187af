import { codeDidNotCome } from '../../src/runtime/code-on-use';
import type { MountContext } from '../../src/runtime/types';

/**
 * Starts one sticky element; its code comes in a chunk of its own so that pages whose popups
 * stay closed do not carry it (decision 0020).
 * @example mount(context);
 */
export function mount(context: MountContext): void {
  void import('./sticky-element').then(({ startSticky }) => context.signal.aborted || startSticky(context.element, context.signal), codeDidNotCome);
}
