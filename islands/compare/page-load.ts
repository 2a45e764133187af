import { CLOSED_PANELS } from './closed-panels';
import { describeControls } from './describe';
import type { CompareSettings } from './settings';

/** The area's `data-bg-color` and `data-btn-color`, applied inline as the plugin does on load. */
function applyColours(): void {
  const area = document.querySelector<HTMLElement>('#woosc-area, .woosc-area');
  const background = area?.dataset.bgColor;
  const button = area?.dataset.btnColor;
  if (background) document.querySelectorAll<HTMLElement>('.woosc-table, .woosc-bar').forEach((element) => (element.style.backgroundColor = background));
  if (button) document.querySelectorAll<HTMLElement>('.woosc-bar-btn, .woosc-sidebar-btn').forEach((element) => (element.style.backgroundColor = button));
}

/**
 * The plugin's page-load steps that need no request: colours, keyboard reach of its controls,
 * and the tools on the compare page's table.
 *
 * @example preparePage(settings, signal);
 */
export function preparePage(settings: CompareSettings, signal: AbortSignal): void {
  applyColours();
  // Closed panels sit off screen; out of the tab order and the accessibility tree until opened.
  document.querySelectorAll(CLOSED_PANELS).forEach((panel) => panel.setAttribute('inert', ''));
  describeControls();
  // The compare page's own table; the quick table under a product is its own island.
  if (document.querySelector('.woosc-page .woosc_table')) {
    void import('./printed-tables').then((module) => module.enhancePrintedTables(settings, signal, describeControls));
  }
}
