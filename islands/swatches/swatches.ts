import { emitOn } from '../../src/bridge/events';
import { wrapForClassic } from '../../src/bridge/jquery';
import { onOwn } from '../../src/bridge/on-own';
import { readSwatchesSettings, type SwatchesSettings } from '../../src/config/swatches-settings';
import { setText } from '../../src/dom/html';
import { matchingVariations } from '../../src/product/matching';
import { fieldOf, flag, onReloadVariations, readVariationSource, type VariationSource } from '../../src/product/variation-data';
import type { MountContext } from '../../src/runtime/types';
import { attachTooltips } from '../../src/ui/tooltip';
import { redrawAfterRequests } from './reinit';
import { stockLeft } from './stock-left';
import { isChoosable, swatchView, type SwatchState } from './swatch-state';
import { chooseOption, offeredValues } from './raw-select';
import { onRadioKey } from './radio-keys';
import { VARIATION } from '../../src/bridge/variation-names';
import { parseJson } from '../../src/config/records';

const STATE_CLASSES = ['selected', 'disabled', 'no-stock'] as const;
const LABEL_CLASS = 'woo-selected-variation-item-name';

/** One attribute's swatch list and the raw select it drives. */
interface Group {
  list: HTMLElement;
  form: HTMLFormElement;
  select: HTMLSelectElement;
  field: string;
  values: string[];
  source: VariationSource;
  settings: SwatchesSettings;
  label: HTMLElement | null;
}

function readValues(list: HTMLElement): string[] {
  const parsed = parseJson(list.getAttribute('data-attribute_values') ?? '');
  if (Array.isArray(parsed)) return parsed.map(String);
  // Else the items themselves.
  return items(list).map((item) => item.getAttribute('data-value') ?? '');
}

function items(list: HTMLElement): HTMLElement[] {
  return Array.from(list.querySelectorAll<HTMLElement>('li.variable-item'));
}

function radioOf(item: HTMLElement): HTMLInputElement | null {
  return item.querySelector<HTMLInputElement>('input.variable-item-radio-input, input[type="radio"]');
}

/** The item's title: `data-title`, else `title`, else its value. */
function titleOf(item: HTMLElement): string {
  return item.getAttribute('data-title') ?? item.getAttribute('title') ?? item.getAttribute('data-value') ?? '';
}

/** The items last drawn unavailable: they carry the plugin's `disabled` class too. */
const unavailable = new WeakSet<HTMLElement>();

function stateOf(item: HTMLElement): SwatchState {
  if (item.classList.contains('selected')) return 'selected';
  if (item.classList.contains('disabled')) return unavailable.has(item) ? 'unavailable' : 'disabled';
  if (item.classList.contains('no-stock')) return 'no-stock';
  return 'available';
}

/** The span after the attribute's label that shows the chosen item's title. */
function labelFor(list: HTMLElement, settings: SwatchesSettings): HTMLElement | null {
  if (!settings.showVariationLabel) return null;
  const cell = list.closest('tr')?.querySelector<HTMLElement>('.label');
  if (!cell) return null;
  const existing = cell.querySelector<HTMLElement>(`.${LABEL_CLASS}`);
  if (existing) return existing;
  const span = document.createElement('span');
  span.className = LABEL_CLASS;
  span.setAttribute('data-default', '');
  (cell.querySelector('label') ?? cell).append(span);
  return span;
}

/** Draws every item from the select's current options (spec 4.5), the label and the stock info. */
function render(group: Group): void {
  const { list, select, settings, source } = group;
  const offered = offeredValues(select);
  const selected = select.value;
  // The settings carry the rules' texts and flags under the same names.
  const rules = { ...settings, ajax: source.mode === 'ajax' };
  const all = items(list);
  let tabStop: HTMLElement | undefined;
  for (const item of all) {
    const value = item.getAttribute('data-value') ?? '';
    const view = swatchView(value, offered.get(value), selected, rules);
    item.classList.remove(...STATE_CLASSES);
    if (view.state !== 'available') item.classList.add(view.state === 'unavailable' ? 'disabled' : view.state);
    if (view.state === 'unavailable') unavailable.add(item);
    else unavailable.delete(item);
    const choosable = isChoosable(view.state, settings.deselectUnavailable);
    item.setAttribute('data-wvstooltip-out-of-stock', view.tooltip);
    // The accessible name says what the tooltip says: the title, then why it cannot be chosen.
    const name = view.tooltip ? `${titleOf(item)} ${view.tooltip}` : titleOf(item);
    const radio = radioOf(item);
    if (radio) {
      // The native radios are the group's members; the list item only lays them out.
      item.setAttribute('role', 'none');
      item.removeAttribute('aria-checked');
      item.removeAttribute('aria-disabled');
      // Not focusable at all (no tabindex, not even -1): a presentational element that can take
      // focus is exposed again, as axe's presentation-role-conflict says.
      item.removeAttribute('tabindex');
      radio.checked = view.state === 'selected';
      radio.disabled = !choosable;
      radio.setAttribute('aria-label', name);
      continue;
    }
    item.setAttribute('aria-checked', String(view.state === 'selected'));
    if (!choosable) item.setAttribute('aria-disabled', 'true');
    else item.removeAttribute('aria-disabled');
    item.setAttribute('aria-label', name);
    if (view.state === 'selected') tabStop = item;
  }
  // One tab stop per group (WAI-ARIA radio group): the chosen item, else the first choosable.
  tabStop ??= all.find((item) => !radioOf(item) && isChoosable(stateOf(item), settings.deselectUnavailable));
  for (const item of all) if (!radioOf(item)) item.tabIndex = item === tabStop ? 0 : -1;

  if (group.label) {
    const chosenItem = all.find((item) => item.getAttribute('data-value') === selected && selected !== '');
    setText(group.label, chosenItem ? `${settings.variationLabelSeparator} ${titleOf(chosenItem)}` : '');
  }
  renderStockLeft(group);
}

function chosenOf(form: HTMLFormElement): Record<string, string> {
  const selects = Array.from(form.querySelectorAll<HTMLSelectElement>('.variations select'));
  return Object.fromEntries(selects.map((select) => [fieldOf(select), select.value]));
}

function renderStockLeft(group: Group, clear = false): void {
  const { list, settings, source } = group;
  const info =
    !clear && settings.showVariationStock && source.mode === 'local'
      ? stockLeft(source.variations, chosenOf(group.form), group.field, group.values, settings.stockLabelThreshold)
      : new Map<string, string>();
  for (const item of items(list)) {
    const text = info.get(item.getAttribute('data-value') ?? '') ?? '';
    item.classList.toggle('wvs-show-stock-left-info', text !== '');
    item.querySelector('.wvs-stock-left-info')?.setAttribute('data-wvs-stock-info', text);
  }
}

/** deselect_unavailable: the chosen value stays, every other attribute is cleared. */
function keepOnly(group: Group, value: string): void {
  const others = Array.from(group.form.querySelectorAll<HTMLSelectElement>('.variations select')).filter(
    (select) => select !== group.select,
  );
  for (const select of others) select.value = '';
  // With nothing else chosen the form offers every value again; then this one is chosen.
  chooseOption(group.select, '');
  chooseOption(group.select, value);
}

function leavesNoMatch(group: Group): boolean {
  if (group.source.mode !== 'local') return false;
  const candidates = matchingVariations(group.source.variations, chosenOf(group.form));
  const counted = group.settings.disableOutOfStock ? candidates.filter((v) => flag(v, 'is_in_stock')) : candidates;
  return counted.length === 0;
}

function choose(group: Group, item: HTMLElement): void {
  const value = item.getAttribute('data-value') ?? '';
  const state = stateOf(item);
  const { select, settings, field } = group;
  const detail = { attributeName: field, value };
  const classicArgs = [field, value, wrapForClassic(select), wrapForClassic(group.form)];
  if (state === 'selected') {
    if (!settings.clearOnReselect) return;
    chooseOption(select, '');
    emitOn(item, VARIATION.swatchUnselected, classicArgs, detail);
    return;
  }
  if (state === 'unavailable' || state === 'disabled') {
    // Nothing fits this value with the other choices, or it is sold out: with
    // deselect_unavailable it is chosen alone, the other attributes cleared. A pointer can
    // click a disabled item too; the plugin's own handler takes that click as well.
    if (settings.deselectUnavailable && group.source.mode === 'local') {
      keepOnly(group, value);
      emitOn(item, VARIATION.swatchSelected, classicArgs, detail);
    }
    return;
  }
  chooseOption(select, value);
  if (settings.deselectUnavailable && leavesNoMatch(group)) keepOnly(group, value);
  emitOn(item, VARIATION.swatchSelected, classicArgs, detail);
}

function onKeyDown(group: Group, event: KeyboardEvent): void {
  const item = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>('li.variable-item') : null;
  if (!item || radioOf(item)) return;
  onRadioKey(event, item, {
    choosable: (focused) =>
      items(group.list).filter((candidate) => candidate === focused || isChoosable(stateOf(candidate), group.settings.deselectUnavailable)),
    isChosen: (candidate) => stateOf(candidate) === 'selected',
    choose: (candidate) => choose(group, candidate),
  });
}

/**
 * The swatches plugin's list for one attribute (`ul.variable-items-wrapper`), on its own server
 * markup: items show selected / available / no-stock / disabled from the raw select that the
 * variation form keeps up to date, clicks and keys choose, and the label and stock-left info
 * follow. Redrawn whenever the form reports a change, and 1 s after any request completes.
 *
 * @example
 * // <ul class="variable-items-wrapper button-variable-items-wrapper" role="radiogroup" data-attribute_name="attribute_pa_beam" …>
 * mount(createMountContext(list, controller.signal));
 */
export function mount({ element, signal }: MountContext): (() => void) | undefined {
  const list = element;
  const form = list.closest<HTMLFormElement>('form.variations_form, form');
  const field = list.getAttribute('data-attribute_name') ?? '';
  const select =
    list.parentElement?.querySelector<HTMLSelectElement>('select') ??
    form?.querySelector<HTMLSelectElement>(`select[data-attribute_name="${CSS.escape(field)}"]`) ??
    null;
  if (!form || !select) return undefined;
  const settings = readSwatchesSettings();
  const group: Group = {
    list,
    form,
    select,
    field: field || fieldOf(select),
    values: readValues(list),
    source: readVariationSource(form),
    settings,
    label: labelFor(list, settings),
  };
  form.classList.add('wvs-loaded');
  list.parentElement?.classList.add('woo-variation-items-wrapper');

  list.addEventListener(
    'click',
    (event) => {
      const item = event.target instanceof Element ? event.target.closest<HTMLElement>('li.variable-item') : null;
      const radio = item && radioOf(item);
      // A radio chooses through its change, except the checked one: clicked again it sends no
      // change, and clear_on_reselect clears it from its click (choose() ignores it otherwise).
      if (!item || !list.contains(item) || (radio && (event.target !== radio || !item.classList.contains('selected')))) return;
      if (!radio) event.preventDefault();
      choose(group, item);
    },
    { signal },
  );
  list.addEventListener(
    'change',
    (event) => {
      const radio = event.target instanceof HTMLInputElement ? event.target : null;
      const item = radio?.closest<HTMLElement>('li.variable-item');
      if (!radio || !item || !list.contains(item)) return;
      event.stopPropagation();
      choose(group, item);
    },
    { signal },
  );
  list.addEventListener('keydown', (event) => onKeyDown(group, event), { signal });

  const restoreTooltips = takeOverTooltips(list, signal);
  const redraw = () => render(group);
  for (const [, name] of [VARIATION.variationHasChanged, VARIATION.variationFormReady, VARIATION.updatedVariationValues]) onOwn(name, redraw, signal, form);
  onOwn(VARIATION.hideVariation[1], () => renderStockLeft(group, true), signal, form);
  onReloadVariations(
    form,
    () => {
      group.source = readVariationSource(form);
      redraw();
    },
    signal,
  );
  const stopRedraws = redrawAfterRequests(redraw);
  render(group);
  return () => {
    stopRedraws();
    restoreTooltips();
  };
}

let tooltipLists = 0;
let bodyHadCssTooltips = false;

/**
 * The item tooltips (name, then the out-of-stock or unavailable text) as accessible floating
 * tooltips (WCAG 1.4.13: on focus too, hoverable, Escape dismisses). The plugin's CSS tooltip
 * (`body.wvs-tooltip`) and the items' native `title` are set aside meanwhile, or two would show.
 */
function takeOverTooltips(list: HTMLElement, signal: AbortSignal): () => void {
  const withTooltips = items(list).filter((item) => item.hasAttribute('data-wvstooltip'));
  if (withTooltips.length === 0) return () => undefined;
  if (tooltipLists === 0) bodyHadCssTooltips = document.body.classList.contains('wvs-tooltip');
  tooltipLists += 1;
  document.body.classList.remove('wvs-tooltip');
  const titles = new Map<HTMLElement, string>();
  for (const item of withTooltips) {
    const title = item.getAttribute('title');
    if (title !== null) titles.set(item, title);
    item.removeAttribute('title');
  }
  attachTooltips({
    root: list,
    selector: 'li.variable-item[data-wvstooltip]',
    text: (item) => `${item.getAttribute('data-wvstooltip') ?? ''} ${item.getAttribute('data-wvstooltip-out-of-stock') ?? ''}`,
    signal,
  });
  return () => {
    for (const [item, title] of titles) item.setAttribute('title', title);
    tooltipLists -= 1;
    if (tooltipLists === 0 && bodyHadCssTooltips) document.body.classList.add('wvs-tooltip');
  };
}
