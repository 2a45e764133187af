/**
 * Compare's table and sidebar while closed, and the closed bar's tools (print, share, search,
 * filter, items, remove all; not its toggle, which a bubble keeps on screen): off screen, so kept
 * `inert` until opened. Both the page chunk (before compare's code is here, `IslandSpec.inert`)
 * and compare's own page-load step apply it.
 */
export const CLOSED_PANELS = '.woosc-sidebar:not(.woosc-sidebar-open),.woosc-table:not(.woosc-table-open),.woosc-bar:not(.woosc-bar-open)>:not(.woosc-bar-btn)';
