/**
 * Elementor Pro's events. The popup ones are triggered through jQuery on `document` (with
 * `[id, instance]`) and dispatched as window CustomEvents (`detail: {id, instance}`), as
 * Elementor does both; the off-canvas one is a window CustomEvent only. `motionRecalc` is
 * one Elementor Pro's widgets send on window when they change the layout (the mega menu opening
 * a panel): motion effects measure again.
 *
 * @example
 * window.addEventListener(ELEMENTOR.offCanvasToggle, onToggle, { signal });
 */
export const ELEMENTOR = {
  popupShow: 'elementor/popup/show',
  popupHide: 'elementor/popup/hide',
  offCanvasToggle: 'elementor-pro/off-canvas/toggle-display-mode',
  motionRecalc: 'elementor-pro/motion-fx/recalc',
} as const;
