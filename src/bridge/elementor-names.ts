/**
 * Elementor Pro's window events: the off-canvas widget's, and `motionRecalc`, which its widgets
 * send when they change the layout (the mega menu opening a panel): motion effects measure
 * again. The popup events are with the code that raises them (`elementor.ts`), which loads
 * with a popup's dialog rather than with the popups' watcher.
 *
 * @example
 * window.addEventListener(ELEMENTOR.offCanvasToggle, onToggle, { signal });
 */
export const ELEMENTOR = {
  offCanvasToggle: 'elementor-pro/off-canvas/toggle-display-mode',
  motionRecalc: 'elementor-pro/motion-fx/recalc',
} as const;
