import { toRecord, toText } from '../../src/config/coerce';
import { closest } from '../../src/runtime/delegate';
import type { MountContext } from '../../src/runtime/types';
import type { PopupModal } from './modal';
import { coreConfig, isEditMode, isPreviewMode } from './mode';
import { pageState, popups } from './registry';
import { readStored, storageApi as storage, storedCount, writeStored } from './storage';
import { startTriggers } from './triggers';
import { parseJson } from '../../src/config/records';

let visitCounted = false;

/**
 * Elementor Pro's module start, once per page: one more page view, and one more session when
 * this tab has not counted one yet. Editor and preview pages are not visits.
 */
function countVisit(): void {
  if (visitCounted) return;
  visitCounted = true;
  writeStored('pageViews', storedCount('pageViews') + 1);
  if (readStored('activeSession', true)) return;
  writeStored('activeSession', true, { session: true });
  writeStored('sessions', storedCount('sessions') + 1);
}

/** The popup's document settings (`data-elementor-settings`); unreadable JSON reads as none. */
function readPopupSettings(element: HTMLElement): Record<string, unknown> {
  return toRecord(parseJson(element.dataset.elementorSettings ?? '{}'));
}

const conditions = () => import('./conditions');

/**
 * How the last decided asking to open a popup (a trigger firing, a link, a URL action) ended,
 * on its template's `data-popup-check`: `shown`, `declined` (a condition, "don't show again" or
 * another popup kept it closed) or `failed` (its code did not arrive). No attribute: no asking
 * has been decided yet. It lets a page script or a test tell "stayed closed" from "not decided
 * yet" without waiting (decision 0072).
 */
export type PopupCheck = 'shown' | 'declined' | 'failed';

/** Whether any condition group is switched on (`{group}: 'yes'`): only then is their code fetched. */
const hasConditions = (timing: Record<string, unknown>) => Object.values(timing).includes('yes');

/**
 * The `page_views` and `sessions` conditions count from the popup's first check, which
 * Elementor makes on page load: the baselines are written now, the rest of the check waits
 * for a trigger (spec 9.6).
 */
function keepBaselines(id: string, timing: Record<string, unknown>): void {
  for (const [group, counter, suffix] of [
    ['page_views', 'pageViews', 'page_views_initialPageViews'],
    ['sessions', 'sessions', 'sessions_initialSessions'],
  ] as const) {
    const key = `popup_${id}_${suffix}`;
    if (timing[group] === 'yes' && !readStored(key)) writeStored(key, storedCount(counter));
  }
}

/**
 * Counts one impression: the legacy `popup_{id}_times` always, the `times_period` counter when
 * the `times` condition is on.
 */
function countImpression(id: string, timing: Record<string, unknown>): void {
  writeStored(`popup_${id}_times`, storedCount(`popup_${id}_times`) + 1);
  if (timing.times === 'yes') void conditions().then((module) => module.countPeriodImpression(id, timing, storage), () => {});
}

/**
 * One Elementor Pro popup (spec 4.10, 9.6), printed by the server in the footer. This part is
 * all a page loads while no popup shows: the visit counters, the triggers, `open_selector`,
 * and the handle URL actions use. When a trigger fires, the conditions (if the popup has any)
 * and the dialog (`./modal`) are fetched together; the popup opens if the conditions pass
 * (decision 0020).
 *
 * @example
 * // <div data-elementor-type="popup" data-elementor-id="801" data-elementor-settings='{"triggers":{"page_load":"yes"},"timing":{}}'>
 * mount(context);
 */
export function mount({ element, signal }: MountContext): () => void {
  const id = element.dataset.elementorId ?? '';
  const settings = readPopupSettings(element);
  const timing = toRecord(settings.timing);
  const lenient = isEditMode() || isPreviewMode();
  let modal: Promise<PopupModal> | undefined;
  let visible = false;
  if (!lenient) countVisit();

  const getModal = () =>
    (modal ??= import('./modal').then(
      ({ createModal }) =>
        createModal({
          popup: element,
          id,
          settings,
          onShow() {
            visible = true;
            pageState.popped = true;
            if (timing.times_count !== 'close') countImpression(id, timing);
          },
          onHide() {
            visible = false;
            if (timing.times_count === 'close') countImpression(id, timing);
          },
        }),
      // A dialog chunk that did not arrive (offline, a failed deploy) is asked for again next time.
      (error: unknown) => {
        modal = undefined;
        throw error;
      },
    ));

  /**
   * Elementor's `showModal`: a visitor's "do not show again" wins outside the editor and
   * preview. A trigger's opening also needs the conditions, fetched with the dialog. Each
   * asking is written on the template as `data-popup-check` (see {@link PopupCheck}).
   */
  const show = (triggered: boolean) => {
    const check = (state: PopupCheck) => (element.dataset.popupCheck = state);
    // Asked again once the code has come: another popup may have appeared meanwhile.
    const crowded = () => triggered && !lenient && pageState.popped && settings.avoid_multiple_popups === 'yes';
    if ((!lenient && readStored(`popup_${id}_disable`)) || crowded()) return check('declined');
    const allowed = triggered && !lenient && hasConditions(timing) ? conditions().then((module) => module.passesConditions(id, timing, storage)) : true;
    // Code that could not be fetched leaves the popup closed, ready to try again.
    Promise.all([allowed, getModal()]).then(
      ([pass, dialog]) => check(pass && !signal.aborted && !crowded() ? (dialog.show(), 'shown') : 'declined'),
      () => check('failed'),
    );
  };
  const close = () => void modal?.then((dialog) => dialog.hide(), () => {});
  const control = { open: () => show(false), close, isVisible: () => visible };
  popups.set(id, control);

  const openSelector = toText(settings.open_selector, '');
  if (openSelector) {
    document.addEventListener(
      'click',
      (event) => {
        if (!(event.target instanceof Element) || !closest(event.target, openSelector)) return;
        event.preventDefault();
        show(false);
      },
      { signal },
    );
  }

  let stopTriggers = () => {};
  if (isPreviewMode() && toText(toRecord(coreConfig().post).id, '') === id) show(false);
  else if (settings.triggers) {
    if (!lenient) keepBaselines(id, timing);
    stopTriggers = startTriggers(toRecord(settings.triggers), () => show(true));
  }

  return () => {
    stopTriggers();
    popups.delete(id, control);
    void modal?.then((dialog) => dialog.destroy(), () => {});
  };
}
