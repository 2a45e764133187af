import { WOOSC_PANEL } from '../../src/bridge/compare-panel-names';
import { replaceServerHtml } from '../../src/dom/fragments';
import { loadCompare, type CompareLoadReply } from '../../src/net/compare';
import type { NetError } from '../../src/net/result';
import { islandRuntime } from '../../src/runtime/connect';
import { emit } from '../../src/bridge/events';
import type { PanelData } from './panel-api';
import type { CompareSettings } from './settings';
import { alertElement } from '../../src/dom/alert';

/** Where each panel is drawn from the server, and the class that says it is current. */
export const LOADED = {
  bar: ['.woosc-bar-items', 'woosc-bar-items-loaded'],
  table: ['.woosc-table-items', 'woosc-table-items-loaded'],
  sidebar: ['.woosc-sidebar-items', 'woosc-sidebar-items-loaded'],
} as const;

type PlainEvent = (typeof WOOSC_PANEL)[keyof typeof WOOSC_PANEL];

/**
 * One of the plugin's panel events on `document.body` (jQuery), and ours.
 * @example emitPlain(WOOSC_PANEL.tableOpen);
 */
export function emitPlain(name: PlainEvent): void {
  emit(name, [], {});
}

/** A change of list makes every drawn panel stale: it reloads on its next open. */
export function markStale(): void {
  for (const [selector, loaded] of Object.values(LOADED)) {
    document.querySelectorAll(selector).forEach((element) => element.classList.remove(loaded));
  }
}

/** Shown in a panel whose content could not be loaded; the list itself is untouched. */
export const LOAD_FAILED = 'The comparison could not be loaded. Please check your connection and try again.';

const LOADING_ON: Record<Exclude<PanelData, 'bar'>, string> = { table: '.woosc-table-inner', sidebar: '.woosc-sidebar' };

/** Replaces a region's content with server HTML, unmounting islands in it first and scanning after. */
export function fill(region: Element, markup: string): void {
  replaceServerHtml(region, markup, islandRuntime(), true);
}

function setLoading(kind: PanelData, on: boolean): void {
  if (kind === 'bar') return;
  document.querySelectorAll<HTMLElement>(LOADING_ON[kind]).forEach((element) => {
    element.classList.toggle('woosc-loading', on);
    if (on) element.setAttribute('aria-busy', 'true');
    else element.removeAttribute('aria-busy');
  });
}

function showFailure(kind: PanelData): void {
  const [selector] = LOADED[kind];
  for (const region of document.querySelectorAll(selector)) region.replaceChildren(alertElement('div', 'woosc-no-result lantern-compare-error', LOAD_FAILED));
}

function apply(kind: PanelData, reply: CompareLoadReply): void {
  const place = (part: PanelData, markup: string | undefined) => {
    if (markup === undefined) return;
    const [selector, loaded] = LOADED[part];
    document.querySelectorAll(selector).forEach((region) => {
      fill(region, markup);
      region.classList.add(loaded);
    });
  };
  if (kind === 'bar' || kind === 'table') {
    place('bar', reply.bar);
    emitPlain(WOOSC_PANEL.barLoaded);
  }
  if (kind === 'table') place('table', reply.table);
  if (kind === 'sidebar') place('sidebar', reply.sidebar);
  if (reply.filter !== undefined) document.querySelectorAll('.woosc-bar-filter').forEach((region) => fill(region, reply.filter ?? ''));
}

export interface LoadOutcome {
  ok: boolean;
  error?: NetError;
}

const sequence: Record<PanelData, number> = { bar: 0, table: 0, sidebar: 0 };

/**
 * `woosc_load` for a panel: the loading class while it runs, the server's HTML in place after,
 * and a message in the panel when it fails. A newer load of the same panel wins.
 *
 * @example await loadPanel(settings, 'table');
 */
export async function loadPanel(settings: CompareSettings, kind: PanelData): Promise<LoadOutcome> {
  const ticket = ++sequence[kind];
  setLoading(kind, true);
  const reply = await loadCompare(settings, kind);
  if (ticket !== sequence[kind]) return { ok: false, error: { kind: 'aborted' } };
  setLoading(kind, false);
  if (!reply.ok) {
    showFailure(kind);
    return { ok: false, error: reply.error };
  }
  apply(kind, reply.value);
  return { ok: true };
}

/** Whether the panel's content is current (not stale since the last change of list). */
export function isLoaded(kind: PanelData): boolean {
  const [selector, loaded] = LOADED[kind];
  return document.querySelector(selector)?.classList.contains(loaded) === true;
}
