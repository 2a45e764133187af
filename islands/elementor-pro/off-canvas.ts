import { ELEMENTOR } from '../../src/bridge/elementor-names';
import { toRecord } from '../../src/config/coerce';
import { codeOnUse } from '../../src/runtime/code-on-use';
import type { MountContext } from '../../src/runtime/types';

/**
 * Elementor Pro's off-canvas widget (`.e-off-canvas`, opened by `off_canvas:*` URL actions).
 * It listens for the actions' window event from the start, so none is missed while the panel's
 * code (`./off-canvas-panel`, a chunk of its own) is on its way; code that did not arrive (a
 * phone's network dropped it) is asked for again by the next action, so the panel still opens.
 *
 * @example mount(context); // on <div id="off-canvas-a1b2c3d" class="e-off-canvas" aria-hidden="true" inert>
 */
export function mount({ element, signal }: MountContext): void {
  const panel = codeOnUse(() => import('./off-canvas-panel').then(({ startOffCanvas }) => startOffCanvas(element, signal)));
  panel().catch(() => {});
  window.addEventListener(
    ELEMENTOR.offCanvasToggle,
    (event) => {
      // The link just used has focus: it is where focus goes back to.
      const opener = document.activeElement;
      const detail = toRecord((event as CustomEvent<unknown>).detail);
      panel().then((control) => signal.aborted || control.apply(detail, opener), () => {});
    },
    { signal },
  );
}
