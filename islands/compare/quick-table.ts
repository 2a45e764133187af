import type { MountContext } from '../../src/runtime/types';
import { compareSettings } from './settings';

/**
 * The quick table under a product: its fixed columns per device and its tools, once it nears
 * the screen. It needs no list and no request, so it loads without the rest of compare.
 *
 * @example mount({ element: quickTable, signal, ... });
 */
export async function mount({ signal }: MountContext): Promise<void> {
  const { enhancePrintedTables } = await import('./table');
  if (!signal.aborted) enhancePrintedTables(compareSettings(), signal);
}
