import { ELEMENTOR } from '../../src/bridge/elementor-names';
import { toBool, toRecord, toText } from '../../src/config/coerce';
import { reloadPage } from '../../src/dom/navigate';
import { scrollToElement } from '../../src/dom/scroll';
import type { popups } from './registry';
import { parseJson } from '../../src/config/records';

/**
 * What the actions need of the always-loaded part, handed over rather than imported (a module
 * both imported would become a file of its own on every page, decision 0012).
 */
export interface ActionHost {
  popups: typeof popups;
  /** Remembers "do not show again" for a popup (`popup_{id}_disable`). */
  disable(id: string): void;
}

/**
 * Reads an Elementor action hash (settings are base64 JSON; the `&` after the name is required).
 * @example parseAction('#elementor-action%3Aaction%3Dreload-page%26settings%3De30%3D') // { name: 'reload-page', settings: {} }
 */
export function parseAction(hash: string): { name: string; settings: Record<string, unknown> } | null {
  try {
    const text = decodeURIComponent(hash);
    const name = /action=(.+?)&/.exec(text)?.[1];
    const encoded = /settings=(.+)/.exec(text)?.[1];
    if (!name) return null;
    return { name, settings: encoded ? toRecord(parseJson(atob(encoded))) : {} };
  } catch {
    return null;
  }
}

/**
 * `off_canvas:*` as Elementor Pro sends it: a window event the widget named by `settings.id`
 * answers (`./off-canvas-panel`), so themes listening for it hear it too. `source` is the link
 * (Elementor Pro passes its click as `previousEvent`): a loop item's link opens its own copy.
 */
const toggleOffCanvas = (settings: Record<string, unknown>, source: Element | null | undefined) =>
  window.dispatchEvent(new CustomEvent(ELEMENTOR.offCanvasToggle, { detail: { ...settings, source } }));

/**
 * Runs one URL action (spec 2.1) as Elementor Pro does: `popup:open` (with `toggle`),
 * `popup:close` (with `do_not_show_again`, for the popup around `source`), `off_canvas:*`
 * and `reload-page`. Unknown actions are ignored. `source` is the element that carried the
 * action, none when the action is the page's address itself: only `popup:open` runs from
 * there, as a reload would loop and a close has no popup around it (decision 0058).
 *
 * @example runAction('#elementor-action:action=popup:open&settings=eyJpZCI6IjgwOSJ9', link, host);
 */
export function runAction(hash: string, source: Element | null | undefined, host: ActionHost): void {
  const action = parseAction(hash);
  if (!action || (!source && action.name !== 'popup:open')) return;
  const { name, settings } = action;
  if (name === 'popup:open') {
    void host.popups.ready(toText(settings.id, '')).then((popup) => {
      if (toBool(settings.toggle) && popup.isVisible()) popup.close();
      else popup.open();
    });
  } else if (name === 'popup:close') {
    const id = source?.closest<HTMLElement>('[data-elementor-type="popup"]')?.dataset.elementorId;
    if (!id) return;
    host.popups.get(id)?.close();
    if (toBool(settings.do_not_show_again)) host.disable(id);
  } else if (name.startsWith('off_canvas:')) toggleOffCanvas(settings, source);
  else if (name === 'reload-page') reloadPage();
}

/**
 * Theme-builder template scroll: `.elementor-{id}` brought to mid-window in 400 ms (at once
 * under reduced motion).
 * @example scrollToTemplate(document.querySelector('.elementor-77')!);
 */
export function scrollToTemplate(template: Element): void {
  void scrollToElement(template, { offset: window.innerHeight / 2, duration: 400 });
}

