import { codeOnUse } from '../../src/runtime/code-on-use';
import type * as PopupModule from './combobox-popup';
import { BOX_CLASS, boxOf, renderBox, selectionOf } from './combobox-render';

/** The searchable selects: the country and state selects WooCommerce asks selectWoo to enhance. */
export const ENHANCED_SELECTS = 'select.country_select,select.state_select';
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

type Popup = typeof PopupModule;
/** The list's code, fetched on the first sign the shopper reaches for a box (again on the next, when that fetch failed). */
const popupCode: () => Promise<Popup> = codeOnUse(() => import('./combobox-popup'));

let boxes = 0;

/** The select's label, given an id so the box and its list can be named by it. */
function labelId(select: HTMLSelectElement): string | null {
  const label = select.labels?.[0] ?? null;
  if (!label) return null;
  if (!label.id) label.id = `${select.id || `lantern-combobox-${boxes}`}-label`;
  return label.id;
}

function drawBox(select: HTMLSelectElement): HTMLElement {
  boxes += 1;
  const doc = select.ownerDocument;
  const box = doc.createElement('span');
  box.className = `select2 select2-container select2-container--default ${BOX_CLASS}`;
  box.dir = 'ltr';
  box.style.width = '100%';
  const selection = doc.createElement('span');
  selection.className = 'select2-selection select2-selection--single';
  selection.setAttribute('role', 'combobox');
  selection.setAttribute('aria-haspopup', 'listbox');
  selection.setAttribute('aria-expanded', 'false');
  const label = labelId(select);
  if (label) selection.setAttribute('aria-labelledby', label);
  else selection.setAttribute('aria-label', select.getAttribute('data-label') ?? '');
  const rendered = doc.createElement('span');
  rendered.className = 'select2-selection__rendered';
  rendered.id = `select2-${select.id || boxes}-container`;
  const arrow = doc.createElement('span');
  arrow.className = 'select2-selection__arrow';
  arrow.setAttribute('aria-hidden', 'true');
  arrow.append(doc.createElement('b'));
  selection.append(rendered, arrow);
  const wrap = doc.createElement('span');
  wrap.className = 'selection';
  wrap.append(selection);
  box.append(wrap);
  return box;
}

/** Keys pressed on a box while its list's code is on its way: replayed into the list. */
interface Pending {
  query: string;
  enter: boolean;
}
const pending = new WeakMap<HTMLElement, Pending>();

/**
 * Opens the list, fetching its code first when this is the first time. What the shopper types
 * meanwhile (and an Enter) is kept and given to the list when it opens, so no key is lost.
 */
function open(select: HTMLSelectElement, box: HTMLElement, typed: string, enter: boolean, signal: AbortSignal): void {
  if (select.disabled) return;
  const waiting = pending.get(box);
  if (waiting) {
    waiting.query += typed;
    waiting.enter ||= enter;
    return;
  }
  const keys: Pending = { query: typed, enter: false };
  pending.set(box, keys);
  void popupCode().then(
    (code) => {
      pending.delete(box);
      if (signal.aborted || !box.isConnected) return;
      code.openList(select, box, keys.query);
      if (keys.enter) box.ownerDocument.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    },
    // Without the list's code the select stays the form's value; nothing else to do.
    () => pending.delete(box),
  );
}

/**
 * Draws a searchable combobox box for one country or state select, as selectWoo does: the
 * select hides (still the form's value and still raising `change`) behind a box with
 * selectWoo's classes, a WAI-ARIA combobox named by the field's label. The list (typing
 * filters it) is fetched on first use: a pointer or key on the box. The label's click focuses
 * the box. Does nothing when the select already has a box (ours or selectWoo's).
 *
 * @example
 * enhanceSelect(document.querySelector('#billing_country')!, signal);
 */
export function enhanceSelect(select: HTMLSelectElement, signal: AbortSignal): void {
  if (boxOf(select) || select.classList.contains('select2-hidden-accessible') || select.multiple) return;
  const box = drawBox(select);
  const selection = selectionOf(box);
  // The box takes the select's place at (at least) its height: nothing below it moves.
  const height = select.offsetHeight;
  if (height > 0) selection.style.minHeight = `${height}px`;
  select.after(box);
  select.classList.add('select2-hidden-accessible');
  select.setAttribute('aria-hidden', 'true');
  select.tabIndex = -1;
  renderBox(select);
  select.addEventListener('change', () => renderBox(select), { signal });
  // Pointing at the box or focusing it is enough of a sign to fetch the list's code.
  for (const type of ['pointerenter', 'focus'] as const) selection.addEventListener(type, () => void popupCode().catch(() => {}), { signal, once: true });
  selection.addEventListener(
    'click',
    () => {
      if (selection.getAttribute('aria-expanded') !== 'true') open(select, box, '', false, signal);
    },
    { signal },
  );
  selection.addEventListener(
    'keydown',
    (event) => {
      if (selection.getAttribute('aria-expanded') === 'true' || event.ctrlKey || event.metaKey) return;
      const typed = event.key.length === 1 && !event.altKey ? event.key : '';
      if (!typed && !OPEN_KEYS.has(event.key)) return;
      event.preventDefault();
      // The first Enter, Space or arrow opens; once the list is on its way, keys are for it.
      const waiting = pending.has(box);
      const opening = !waiting && OPEN_KEYS.has(event.key);
      open(select, box, opening ? '' : typed, waiting && event.key === 'Enter', signal);
    },
    { signal },
  );
  for (const label of Array.from(select.labels ?? [])) {
    label.addEventListener(
      'click',
      (event) => {
        if (!boxOf(select)) return;
        event.preventDefault();
        selection.focus();
      },
      { signal },
    );
  }
}

/**
 * Takes a box away and shows the select again (the island's clean-up).
 *
 * @example
 * removeBox(select);
 */
export function removeBox(select: HTMLSelectElement): void {
  const box = boxOf(select);
  if (!box) return;
  box.remove();
  select.classList.remove('select2-hidden-accessible');
  select.removeAttribute('aria-hidden');
  select.removeAttribute('tabindex');
}
