import { onActivate } from '../../src/dom/activate';
import { leftToAnotherHandler } from '../../src/bridge/foreign-handlers';
import { navigate } from '../../src/dom/navigate';
import { onOwn } from '../../src/bridge/on-own';
import { islandRuntime } from '../../src/runtime/connect';
import { codeDidNotCome, codeOnUse } from '../../src/runtime/code-on-use';
import type { MountContext } from '../../src/runtime/types';
import { CLOSED_PANELS, CONTROLS, MENU_LINKS, QUICK_VIEW, type Control } from './controls';
import { BUTTON, compareList, effectiveId, isAdded, type CompareList } from './list';
import type { Message } from './notify';
import type { Panels } from './panels';
import type * as PanelCode from './panel-controls';
import type * as VariationsModule from './variations';
import { compareSettings, type CompareSettings } from './settings';
import { describeControls } from './describe';
import { iconButtonLabel } from '../../src/ui/icon-button-label';
import { attachTooltips } from '../../src/ui/tooltip';
import { CHOSEN_VARIATION } from '../../src/bridge/chosen-variation-names';

/** What the panels' controls do, made on the first one (`panel-controls.ts`). */
type Controls = ReturnType<typeof PanelCode.panelControls>;

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
 */
function preparePage(settings: CompareSettings, signal: AbortSignal): void {
  applyColours();
  // Closed panels sit off screen; out of the tab order and the accessibility tree until opened.
  document.querySelectorAll(CLOSED_PANELS).forEach((panel) => panel.setAttribute('inert', ''));
  describeControls();
  // The compare page's own table; the quick table under a product is its own island.
  if (document.querySelector('.woosc-page .woosc_table')) {
    void import('./table').then((module) => module.enhancePrintedTables(settings, signal), codeDidNotCome);
  }
}

/**
 * Another tab may change the list: the cookie is read again whenever this tab comes back into
 * view or focus, and at once where the browser reports cookie changes (`cookieStore`).
 */
function watchOtherTabs(list: CompareList, signal: AbortSignal): void {
  const refresh = () => list.refresh();
  window.addEventListener('focus', refresh, { signal });
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && refresh(), { signal });
  const cookieStore = (globalThis as { cookieStore?: EventTarget }).cookieStore;
  cookieStore?.addEventListener('change', refresh, { signal });
}

/** Notifications exist only under `show_message`; their code and texts load then. */
function notify(message: Message, button: HTMLElement, settings: CompareSettings): void {
  if (settings.buttonAction === 'show_message') void import('./notify').then((module) => module.notify(message, button), codeDidNotCome);
}

function clickButton(button: HTMLElement, list: CompareList, panels: () => Promise<Panels>): void {
  const { settings } = list;
  const id = effectiveId(button);
  if (!id) return;
  if (isAdded(button)) {
    if (settings.clickAgain) {
      list.remove(id);
      notify('messageRemoved', button, settings);
    } else notify('messageExists', button, settings);
  } else if (list.add(id).kind === 'limit') {
    window.alert(settings.limitNotice.split('{limit}').join(String(settings.limit)));
  } else notify('messageAdded', button, settings);
  void panels().then((loaded) => loaded.afterButton(), codeDidNotCome);
}

function openWith(action: CompareSettings['menuAction'], panels: () => Promise<Panels>, event: Event): void {
  if (action === 'open_page') return;
  event.preventDefault();
  void panels().then((loaded) => loaded.openBy(action), codeDidNotCome);
}

/**
 * Variation handling loads with a variation form; on other pages the first variation event
 * of ours (a quick view's form) brings it, and that event is handled once it is here.
 */
function followVariationsLazily(settings: CompareSettings, signal: AbortSignal): Promise<unknown> | undefined {
  let ready = false;
  let started: Promise<typeof VariationsModule> | undefined;
  const start = () =>
    (started ??= import('./variations').then((module) => {
      module.followVariations(settings, signal);
      ready = true;
      return module;
    }));
  // Our own events before the code is here are handled once it is.
  const early = (event: Event) => {
    if (!ready) void start().then((module) => module.handleOwnEvent(event, settings));
  };
  for (const name of [CHOSEN_VARIATION.foundVariation[1], CHOSEN_VARIATION.resetData[1]]) onOwn(name, (_, event) => early(event), signal);
  // A variation form's own choice may already be made: the promise says when it is applied.
  return document.querySelector('.variations_form') ? start().catch(() => undefined) : undefined;
}

/**
 * WPC Smart Compare on the plugin's own markup and `woosc_vars`: the buttons, the list cookie
 * and the count badges run here; the panels (bar, table, sidebar, popups) load on first use.
 */
export function mount(context: MountContext): void {
  const { signal } = context;
  const settings = { ...compareSettings(), timeout: context.settings.requestTimeout };
  const list = compareList(settings, context.store);
  // What server HTML drawn into a panel is scanned with; asked once, not at each draw.
  const islands = islandRuntime();
  preparePage(settings, signal);
  // The panels' code and their controls' actions come in one file, made each where first used.
  // Code that did not come is asked for again by the next use.
  const panelCode = codeOnUse(() => import('./panel-controls'));
  let loaded: Panels | undefined;
  const panels: () => Promise<Panels> = codeOnUse(() =>
    panelCode().then((module) =>
      // Unmounted while the code was on its way: nothing is left to open.
      signal.aborted ? new Promise<Panels>(() => undefined) : (loaded = module.createPanels(list, islands, signal)),
    ),
  );
  const controlsReady: () => Promise<Controls> = codeOnUse(() => panelCode().then(async (module) => module.panelControls(await panels(), list, islands, signal)));

  // Set below when a variation form is on the page: a first click made before the variation
  // code has put the chosen variation on the buttons waits for it, so it adds what was chosen.
  let variationsArriving: Promise<unknown> | undefined;
  onActivate(BUTTON, (button, event) => {
    // WPC Smart Compare's own script, kept under another tag (a joined file), adds it itself.
    if (leftToAnotherHandler(event, button, 'compare', BUTTON)) return;
    event.preventDefault();
    if (variationsArriving) void variationsArriving.then(() => clickButton(button, list, panels));
    else clickButton(button, list, panels);
  }, signal);
  // The theme's tooltips on the compare buttons (reference: tooltipster on `.woosc-btn`): the
  // label of a button that shows only its icon, on hover and on keyboard focus.
  attachTooltips({ selector: BUTTON, text: iconButtonLabel, signal });

  const controls = Object.entries(CONTROLS) as [Control, string][];
  for (const [control, selector] of controls) {
    onActivate(selector, (element, event) => {
      // The copy field is selected by the click too; everything else is ours alone.
      if (control !== 'copy') event.preventDefault();
      void controlsReady().then((ready) => ready.activate(control, element), codeDidNotCome);
    }, signal);
  }

  onActivate(QUICK_VIEW, (element, event) => {
    if (element.classList.contains('woosq-link')) event.preventDefault();
    if (element.closest('.woosc-sidebar')) loaded?.states.closeSidebar();
    else loaded?.states.closeAll();
  }, signal);

  onActivate(MENU_LINKS, (_link, event) => openWith(settings.menuAction, panels, event), signal);
  if (settings.openButton) {
    onActivate(settings.openButton, (_element, event) => {
      event.preventDefault();
      if (settings.openButtonAction !== 'open_page') void panels().then((ready) => ready.openBy(settings.openButtonAction as 'open_popup'), codeDidNotCome);
      else if (settings.pageUrl !== '' && settings.pageUrl !== '#') navigate(settings.pageUrl);
    }, signal);
  }

  if (document.querySelector('.woosc-page')) {
    // Fetched with the page; code that did not come is asked for again by the next click.
    const removers = codeOnUse(() => import('./page-removers'));
    void removers().catch(() => undefined);
    onActivate('.woosc-page .woosc-remove, .woosc-page .woosc-remove-all', (control, event) => {
      event.preventDefault();
      void removers().then((module) => module.removeOnPage(list, control)).catch(codeDidNotCome);
    }, signal);
  }

  if (settings.variations) {
    variationsArriving = followVariationsLazily(settings, signal)?.then(() => (variationsArriving = undefined));
  }
  watchOtherTabs(list, signal);

  if (settings.reloadCount) {
    void import('./reload-count').then(({ reloadCount }) => reloadCount(settings, context.store), codeDidNotCome);
  }
  if (settings.openBar) void panels().then((ready) => ready.loadAndOpenBar(), codeDidNotCome);
}
