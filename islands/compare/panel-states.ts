import { WOOSC_PANEL } from '../../src/bridge/compare-panel-names';
import { emit } from '../../src/bridge/events';
import { describeDialog, dialogOf, FOCUS_DELAY_MS, openDialog } from '../../src/dom/dialog';
import type { CompareSettings } from './settings';

/** The page's first match of `selector`. */
export const one = (selector: string) => document.querySelector<HTMLElement>(selector);
/** Every match of `selector` (the plugin can print a bar or table more than once). */
export const all = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector));
/** The footer area, `#woosc-area` (or the class alone). */
export const area = () => one('#woosc-area') ?? one('.woosc-area');
/** Whether the first `selector` carries the open class `name`. */
export const hasOpen = (selector: string, name: string) => one(selector)?.classList.contains(name) === true;

/** Opening and closing the bar, the table and the sidebar, with the plugin's state classes. */
export interface PanelStates {
  openBar(): void;
  closeBar(): void;
  openTable(): void;
  closeTable(): void;
  openSidebar(): void;
  closeSidebar(): void;
  /** The bar and the table together (the menu's open-all). */
  toggleAll(): void;
  closeAll(): void;
}

/** The bar's tools follow it: out of reach while it is closed; its toggle always stays. */
function reachTools(bar: HTMLElement, open: boolean): void {
  for (const part of Array.from(bar.children)) if (!part.classList.contains('woosc-bar-btn')) part.toggleAttribute('inert', !open);
}

/**
 * The panel rules of spec 4.6 and reference 1.6: the sidebar closes the bar and the table;
 * the table removes and restores the bubble (`bar_bubble`) and closes the bar with
 * `hide_closed`; the table and the sidebar are dialogs on the page's stack (`src/dom/dialog`:
 * Escape closes them); each change triggers the plugin's event.
 *
 * @example const states = panelStates(settings, signal); states.openTable();
 */
export function panelStates(settings: CompareSettings, signal: AbortSignal): PanelStates {
  function openBar(): void {
    closeSidebar();
    area()?.classList.add('woosc-area-open-bar');
    all('.woosc-bar').forEach((bar) => {
      bar.classList.add('woosc-bar-open');
      reachTools(bar, true);
    });
    emit(WOOSC_PANEL.barOpen, [], {});
  }
  function closeBar(): void {
    area()?.classList.remove('woosc-area-open-bar');
    all('.woosc-bar').forEach((bar) => {
      bar.classList.remove('woosc-bar-open');
      reachTools(bar, false);
    });
    emit(WOOSC_PANEL.barClose, [], {});
  }
  function openTable(): void {
    closeSidebar();
    const region = area();
    region?.classList.add('woosc-area-open-table');
    all('.woosc-table').forEach((table) => {
      table.classList.add('woosc-table-open');
      table.removeAttribute('inert');
    });
    all('.woosc-bar-btn').forEach((button) => {
      button.classList.add('woosc-bar-btn-open');
      button.setAttribute('aria-expanded', 'true');
    });
    if (settings.barBubble) all('.woosc-bar').forEach((bar) => bar.classList.remove('woosc-bar-bubble'));
    // The bar stays usable beside the table, so the dialog is the whole area.
    if (region) {
      describeDialog(region, { label: 'Compare products' });
      openDialog(region, { focusDelay: FOCUS_DELAY_MS.popup, close: closeTable, signal });
    }
    emit(WOOSC_PANEL.tableOpen, [], {});
  }
  function closeTable(): void {
    const region = area();
    region?.classList.remove('woosc-area-open', 'woosc-area-open-table');
    all('.woosc-table').forEach((table) => {
      table.classList.remove('woosc-table-open');
      table.setAttribute('inert', '');
    });
    all('.woosc-bar-btn').forEach((button) => {
      button.classList.remove('woosc-bar-btn-open');
      button.setAttribute('aria-expanded', 'false');
    });
    if (settings.barBubble) all('.woosc-bar').forEach((bar) => bar.classList.add('woosc-bar-bubble'));
    if (region) {
      dialogOf(region)?.close();
      // Back to the landmark it is between openings: the bar and its button stay in one.
      region.setAttribute('role', 'region');
      region.removeAttribute('aria-modal');
    }
    if (settings.hideClosed) closeBar();
    emit(WOOSC_PANEL.tableClose, [], {});
  }
  function openSidebar(): void {
    closeBar();
    closeTable();
    area()?.classList.add('woosc-area-open-sidebar');
    const sidebar = one('.woosc-sidebar');
    if (sidebar) {
      sidebar.classList.add('woosc-sidebar-open');
      sidebar.removeAttribute('inert');
      describeDialog(sidebar, { label: 'Compare list' });
      // A click on the area around it (its backdrop) closes it, as Escape does.
      openDialog(sidebar, {
        focusDelay: FOCUS_DELAY_MS.popup,
        close: closeSidebar,
        backdrop: { overlay: '.woosc-area-open-sidebar', content: sidebar },
        signal,
      });
    }
    emit(WOOSC_PANEL.sidebarOpen, [], {});
  }
  function closeSidebar(): void {
    area()?.classList.remove('woosc-area-open-sidebar');
    const sidebar = one('.woosc-sidebar');
    if (sidebar) {
      sidebar.classList.remove('woosc-sidebar-open');
      sidebar.setAttribute('inert', '');
      dialogOf(sidebar)?.close();
    }
    emit(WOOSC_PANEL.sidebarClose, [], {});
  }
  function openAll(): void {
    area()?.classList.add('woosc-area-open');
    openBar();
    openTable();
    emit(WOOSC_PANEL.open, [], {});
  }
  function closeAll(): void {
    area()?.classList.remove('woosc-area-open');
    closeBar();
    closeTable();
    emit(WOOSC_PANEL.close, [], {});
  }
  function toggleAll(): void {
    if (area()?.classList.contains('woosc-area-open')) closeAll();
    else openAll();
    emit(WOOSC_PANEL.toggle, [], {});
  }
  return { openBar, closeBar, openTable, closeTable, openSidebar, closeSidebar, toggleAll, closeAll };
}
