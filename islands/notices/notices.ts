import { focusFirstNotice } from '../../src/dom/focus';
import type { MountContext } from '../../src/runtime/types';

/** Documents whose notices were already focused: focus moves once per page load. */
const focusedDocuments = new WeakSet<Document>();

/**
 * Moves focus to the page's first success or error notice 500 ms after mounting.
 *
 * @example
 * // page behaviour: the runtime passes document.body
 * const cancel = mount(createMountContext(document.body, controller.signal));
 */
export function mount({ element }: MountContext): (() => void) | undefined {
  const doc = element.ownerDocument;
  if (focusedDocuments.has(doc)) return undefined;
  focusedDocuments.add(doc);
  return focusFirstNotice(doc, 500);
}
