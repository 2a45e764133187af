/**
 * Compare's table and sidebar while closed: off screen, so kept `inert` until opened. Both the
 * page chunk (before compare's code is here, `IslandSpec.inert`) and compare's own page-load
 * step apply it.
 */
export const CLOSED_PANELS = '.woosc-sidebar:not(.woosc-sidebar-open),.woosc-table:not(.woosc-table-open)';
