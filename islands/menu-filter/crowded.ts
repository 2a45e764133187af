/** Room the theme keeps in the sorting bar for its own controls (px). */
export const RESERVED_PX = 300;
/** Space the theme counts beside each widget (px). */
export const WIDGET_GAP_PX = 30;

/**
 * The theme's rule: the widgets, each with its gap, are wider than the bar less the room kept
 * for the sorting controls.
 *
 * @example crowded([200, 180], 1000); // false: 440 ≤ 700
 */
export function crowded(widgetWidths: readonly number[], barWidth: number): boolean {
  const needed = widgetWidths.reduce((sum, width) => sum + width + WIDGET_GAP_PX, 0);
  return widgetWidths.length > 0 && needed > barWidth - RESERVED_PX;
}
