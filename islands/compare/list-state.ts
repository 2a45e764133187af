import { WOOSC } from '../../src/bridge/compare-names';
import type { LanternStore } from '../../src/store/state';
import { compareState } from '../../src/store/compare-slice';
import { syncButtons } from './buttons';
import { showCount } from './count';
import { emitCount } from './events';
import { addToList, fieldsCookie, readList, removeFromList, settingsCookie, writeList, writeSettingsCookie, type AddOutcome } from './list';
import type { CompareSettings } from './settings';

/** The compare list: the cookie is the truth, the store mirrors it for badges and islands. */
export interface CompareList {
  readonly settings: CompareSettings;
  ids(): readonly string[];
  /** Saves a new order or content; when it changed, badges update and panels go stale. */
  save(ids: readonly string[]): void;
  add(id: string): AddOutcome;
  remove(id: string): void;
  /** Re-reads the cookie (another tab may have changed it) and shows it. */
  refresh(): void;
  /** Saves the table settings: the shown fields in their order, and the checked tools. */
  saveSettings(fields: readonly string[], tools: readonly string[]): void;
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The list behind every compare surface, read from and written to the plugin's cookie.
 *
 * @example
 * const list = compareList(settings, store);
 * list.add('104'); // cookie 'woosc_products_…' = '104,…', badges show the count
 */
export function compareList(settings: CompareSettings, store: LanternStore): CompareList {
  const slice = () => compareState(store);
  const show = (ids: readonly string[], previous: readonly string[]) => {
    if (same(ids, previous)) return;
    slice().setIds(ids);
    showCount(ids.length);
    emitCount(WOOSC.changeCount, ids.length);
    syncButtons(ids, settings);
  };
  const initial = readList(settings);
  slice().setIds(initial);
  showCount(initial.length);
  syncButtons(initial, settings);
  // The plugin's load sequence ends its count update with this event too.
  emitCount(WOOSC.changeCount, initial.length);

  const list: CompareList = {
    settings,
    ids: () => slice().ids,
    save(ids) {
      const previous = slice().ids;
      show(writeList(settings, ids), previous);
    },
    add(id) {
      const current = readList(settings);
      const outcome = addToList(current, id, settings);
      if (outcome.kind === 'added') list.save(outcome.ids);
      else show(current, slice().ids);
      emitCount(WOOSC.added, slice().ids.length);
      return outcome;
    },
    remove(id) {
      list.save(removeFromList(readList(settings), id));
      emitCount(WOOSC.removed, slice().ids.length);
    },
    refresh() {
      show(readList(settings), slice().ids);
    },
    saveSettings(fields, tools) {
      writeSettingsCookie(fieldsCookie(settings), fields);
      writeSettingsCookie(settingsCookie(settings), tools);
    },
  };
  return list;
}
