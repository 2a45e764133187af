import type { Control } from './controls';

export type PanelData = 'bar' | 'table' | 'sidebar';

/** What the lazily loaded panels code offers the always-loaded compare code. */
export interface Panels {
  /** Runs a control's action (see CONTROLS). */
  activate(control: Control, element: HTMLElement): void;
  /** The `button_action` step after a compare button click. */
  afterButton(): void;
  /** `open_popup` / `open_sidebar` of the menu and the open button. */
  openBy(action: 'open_popup' | 'open_sidebar'): void;
  openBar(): void;
  loadAndOpenBar(): void;
  closeAll(): void;
  closeSidebar(): void;
  closeTable(): void;
  print(): void;
}
