import { onActivate } from '../../src/dom/activate';
import { navigate } from '../../src/dom/navigate';
import { onOwn } from '../../src/bridge/on-own';
import type { MountContext } from '../../src/runtime/types';
import { BUTTON, effectiveId, isAdded, markAdding, renderButton, stopAdding, buttonsFor } from './buttons';
import { CONTROLS, MENU_LINKS, QUICK_VIEW, type Control } from './controls';
import { compareList, type CompareList } from './list-state';
import type { Panels } from './panel-api';
import type { Message } from './notify';
import type * as VariationsModule from './variations';
import { compareSettings, type CompareSettings } from './settings';
import { watchOtherTabs } from './other-tabs';
import { preparePage } from './page-load';
import { describeControls } from './describe';
import { iconButtonLabel } from '../../src/ui/icon-button-label';
import { attachTooltips } from '../../src/ui/tooltip';
import { CHOSEN_VARIATION } from '../../src/bridge/chosen-variation-names';

/** Notifications exist only under `show_message`; their code and texts load then. */
function notify(message: Message, button: HTMLElement, settings: CompareSettings): void {
  if (settings.buttonAction === 'show_message') void import('./notify').then((module) => module.notify(message, button));
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
  } else {
    buttonsFor(id).forEach(markAdding);
    const outcome = list.add(id);
    if (outcome.kind === 'limit') {
      buttonsFor(id).forEach(stopAdding);
      window.alert(settings.limitNotice.split('{limit}').join(String(settings.limit)));
    } else {
      buttonsFor(id).forEach((each) => renderButton(each, true, settings));
      notify('messageAdded', button, settings);
    }
  }
  void panels().then((loaded) => loaded.afterButton());
}

function openWith(action: CompareSettings['menuAction'], panels: () => Promise<Panels>, event: Event): void {
  if (action === 'open_page') return;
  event.preventDefault();
  void panels().then((loaded) => loaded.openBy(action));
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
      module.followVariations(settings, signal, renderButton);
      ready = true;
      return module;
    }));
  // Our own events before the code is here are handled once it is.
  const early = (event: Event) => {
    if (!ready) void start().then((module) => module.handleOwnEvent(event, settings, renderButton));
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
  preparePage(settings, signal);
  let loaded: Panels | undefined;
  let loading: Promise<Panels> | undefined;
  const panels = (): Promise<Panels> => {
    loading ??= import('./panels').then((module) =>
      // Unmounted while the code was on its way: nothing is left to open.
      signal.aborted ? new Promise<Panels>(() => undefined) : (loaded = module.createPanels(list, context.store, signal, describeControls)),
    );
    return loading;
  };

  // Set below when a variation form is on the page: a first click made before the variation
  // code has put the chosen variation on the buttons waits for it, so it adds what was chosen.
  let variationsArriving: Promise<unknown> | undefined;
  onActivate(BUTTON, (button, event) => {
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
      void panels().then((ready) => ready.activate(control, element));
    }, signal);
  }

  onActivate(QUICK_VIEW, (element, event) => {
    if (element.classList.contains('woosq-link')) event.preventDefault();
    if (element.closest('.woosc-sidebar')) loaded?.closeSidebar();
    else loaded?.closeAll();
  }, signal);

  onActivate(MENU_LINKS, (_link, event) => openWith(settings.menuAction, panels, event), signal);
  if (settings.openButton) {
    onActivate(settings.openButton, (_element, event) => {
      event.preventDefault();
      if (settings.openButtonAction !== 'open_page') void panels().then((ready) => ready.openBy(settings.openButtonAction as 'open_popup'));
      else if (settings.pageUrl !== '' && settings.pageUrl !== '#') navigate(settings.pageUrl);
    }, signal);
  }

  if (document.querySelector('.woosc-page')) void import('./page-removers').then((module) => module.watchPageRemovers(list, signal));

  if (settings.variations) {
    variationsArriving = followVariationsLazily(settings, signal)?.then(() => (variationsArriving = undefined));
  }
  watchOtherTabs(list, signal);

  if (settings.reloadCount) {
    void import('./reload-count').then(({ reloadCount }) => reloadCount(settings, context.store));
  }
  if (settings.openBar) void panels().then((ready) => ready.loadAndOpenBar());
}
