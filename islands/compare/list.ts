import { WOOSC } from '../../src/bridge/compare-names';
import { emit } from '../../src/bridge/events';
import { readCookie, writeCookie } from '../../src/dom/cookies';
import type { LanternStore } from '../../src/store/state';
import { compareState } from '../../src/store/compare-slice';
import { DRAWN_IN } from './controls';
import type { CompareSettings } from './settings';

/*
 * The compare list: its rules and cookies (the truth), the store's mirror, and everything that
 * shows it outside the panels: the compare buttons, the count badges, the plugin's count events
 * and the marks of drawn panels. A change of list flows one way, from here to what shows it;
 * nothing calls back.
 */

/** The plugin writes every compare cookie for 7 days on the whole site (spec 9.3). */
const COOKIE = { path: '/', expires: 7 } as const;

type Names = Pick<CompareSettings, 'userId' | 'hash'>;

const suffix = (settings: Names) => (settings.userId === '' ? '' : `_${settings.userId}`);

/**
 * The list cookie as the plugin names it: `woosc_products_{user_id}` (the id is an md5, set for
 * guests too), bare `woosc_products` only when `user_id` is empty.
 *
 * @example productsCookie({ userId: '0cdb…', hash: '6' }) // 'woosc_products_0cdb…'
 */
export const productsCookie = (settings: Names) => `woosc_products${suffix(settings)}`;
/** @example fieldsCookie({ userId: '', hash: '6' }) // 'woosc_fields_6' */
export const fieldsCookie = (settings: Names) => `woosc_fields_${settings.hash}${suffix(settings)}`;
/** @example settingsCookie({ userId: '', hash: '6' }) // 'woosc_settings_6' */
export const settingsCookie = (settings: Names) => `woosc_settings_${settings.hash}${suffix(settings)}`;

/** Splits a comma list, dropping empty entries. */
export function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** @example readList(settings) // ['104', '12'] */
export function readList(settings: Names): string[] {
  return splitList(readCookie(productsCookie(settings)));
}

/** Writes the list; empty ids are skipped (spec 5.8). */
export function writeList(settings: Names, ids: readonly string[]): string[] {
  const clean = ids.map((id) => id.trim()).filter((id) => id !== '');
  writeCookie(productsCookie(settings), clean.join(','), COOKIE);
  return clean;
}

/** Writes one of the table settings cookies (fields or tools). */
export function writeSettingsCookie(name: string, values: readonly string[]): void {
  writeCookie(name, values.join(','), COOKIE);
}

export type AddOutcome = { kind: 'added'; ids: string[] } | { kind: 'limit'; ids: string[] };

/**
 * The plugin's add: an empty list takes the id whatever the limit; otherwise a list below the
 * limit drops any copy, then appends or prepends; a full list is left as it is.
 *
 * @example addToList(['1'], '2', { limit: 5, adding: 'prepend' }) // { kind: 'added', ids: ['2', '1'] }
 */
export function addToList(
  ids: readonly string[],
  id: string,
  rules: Pick<CompareSettings, 'limit' | 'adding'>,
): AddOutcome {
  if (ids.length === 0) return { kind: 'added', ids: [id] };
  if (ids.length >= rules.limit) return { kind: 'limit', ids: [...ids] };
  const rest = ids.filter((existing) => existing !== id);
  return { kind: 'added', ids: rules.adding === 'append' ? [...rest, id] : [id, ...rest] };
}

/** `'all'` empties the list; any other id is filtered out. */
export function removeFromList(ids: readonly string[], id: string): string[] {
  return id === 'all' ? [] : ids.filter((existing) => existing !== id);
}

export const BUTTON = '.woosc-btn';
const ADDED = ['woosc-btn-added', 'woosc-added'];
const ADDING = ['woosc-btn-adding', 'woosc-adding'];

type Texts = Pick<CompareSettings, 'buttonText' | 'buttonTextAdded' | 'buttonNormalIcon' | 'buttonAddedIcon'>;

/**
 * The id a compare button stands for: `data-product_id`, else `data-pid`, else `data-id`
 * (spec 3.7).
 *
 * @example effectiveId(button) // '104'
 */
export function effectiveId(button: HTMLElement): string {
  const { product_id: productId, pid, id } = button.dataset;
  return (productId || pid || id || '').trim();
}

/** Every compare button standing for `id`, as the plugin selects them. */
function buttonsFor(id: string): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(BUTTON)).filter((button) => effectiveId(button) === id);
}

/** Both added classes: the plugin's own test expects the pair. */
export function isAdded(button: HTMLElement): boolean {
  return ADDED.every((name) => button.classList.contains(name));
}

function markAdding(button: HTMLElement): void {
  button.classList.add(...ADDING);
  button.setAttribute('aria-busy', 'true');
}

function stopAdding(button: HTMLElement): void {
  button.classList.remove(...ADDING);
  button.removeAttribute('aria-busy');
}

/**
 * Shows a button normal or added: classes, its text (`data-text` / `data-text_added`, else the
 * settings' texts) and its icon. With an icon only `.woosc-btn-text` is rewritten.
 *
 * @example renderButton(button, true, settings);
 */
export function renderButton(button: HTMLElement, added: boolean, texts: Texts): void {
  stopAdding(button);
  button.classList.toggle(ADDED[0] as string, added);
  button.classList.toggle(ADDED[1] as string, added);
  const label = (added ? button.dataset.text_added : button.dataset.text) || (added ? texts.buttonTextAdded : texts.buttonText);
  const icon = button.querySelector('.woosc-btn-icon');
  if (icon) {
    icon.classList.remove(texts.buttonNormalIcon, texts.buttonAddedIcon);
    icon.classList.add(added ? texts.buttonAddedIcon : texts.buttonNormalIcon);
    const text = button.querySelector('.woosc-btn-text');
    if (text) text.textContent = label;
  } else {
    button.textContent = label;
  }
  // Screen readers hear the state, whatever the two texts are.
  button.setAttribute('aria-pressed', String(added));
}

/** Re-syncs every button with the list: the ones in it added, the others normal. */
function syncButtons(ids: readonly string[], texts: Texts): void {
  const listed = new Set(ids);
  for (const button of document.querySelectorAll<HTMLElement>(BUTTON)) {
    const added = listed.has(effectiveId(button));
    if (added !== isAdded(button) || button.getAttribute('aria-pressed') === null) renderButton(button, added, texts);
  }
}

/** Wraps a menu item's link text in the badge span the plugin's CSS draws the count on. */
function menuBadge(item: Element): HTMLElement | null {
  const link = item.querySelector('a');
  if (!link) return null;
  let inner = link.querySelector<HTMLElement>('.woosc-menu-item-inner');
  if (!inner) {
    inner = document.createElement('span');
    inner.className = 'woosc-menu-item-inner';
    inner.append(...Array.from(link.childNodes));
    link.append(inner);
  }
  return inner;
}

/**
 * The plugin's count update: `data-count` on menu items, links, the bar and the area,
 * ` (N)` in the sidebar heading.
 *
 * @example showCount(3);
 */
export function showCount(count: number): void {
  const value = String(count);
  for (const item of document.querySelectorAll('.woosc-menu-item')) {
    item.classList.add('menu-item-type-woosc');
    menuBadge(item)?.setAttribute('data-count', value);
  }
  document
    .querySelectorAll('#woosc-area, .woosc-bar, .woosc-link .woosc-link-inner')
    .forEach((element) => element.setAttribute('data-count', value));
  document.querySelectorAll('.woosc-sidebar-count').forEach((element) => (element.textContent = ` (${value})`));
}

type CountEvent = (typeof WOOSC)[keyof typeof WOOSC];

/**
 * The plugin's event on `document.body` (when jQuery is there) with `[count]`, and ours.
 * @example emitCount(WOOSC.added, 2);
 */
export function emitCount(name: CountEvent, count: number): void {
  emit(name, [count], { count });
}

/** A drawn panel shows the list as it was: a change makes it stale, and it reloads on its next open. */
function markStale(): void {
  for (const [selector, drawn] of Object.values(DRAWN_IN)) {
    document.querySelectorAll(selector).forEach((element) => element.classList.remove(drawn));
  }
}

/** The compare list: the cookie is the truth, the store mirrors it for badges and islands. */
export interface CompareList {
  readonly settings: CompareSettings;
  ids(): readonly string[];
  /** Saves a new order or content; when it changed, badges update and drawn panels go stale. */
  save(ids: readonly string[]): void;
  /** Adds by the plugin's rules; the product's buttons show adding, then the outcome. */
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
    markStale();
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
      // Every button for the product goes through adding to added, or back to normal at the limit.
      const buttons = buttonsFor(id);
      buttons.forEach(markAdding);
      const current = readList(settings);
      const outcome = addToList(current, id, settings);
      if (outcome.kind === 'added') list.save(outcome.ids);
      else show(current, slice().ids);
      buttons.forEach((button) => (outcome.kind === 'added' ? renderButton(button, true, settings) : stopAdding(button)));
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
