import { readCfvswSettings, type CfvswSettings } from '../../src/config/cfvsw-settings';
import { onOwn } from '../../src/bridge/on-own';
import { VARIATION } from '../../src/bridge/variation-names';
import { setText } from '../../src/dom/html';
import { fieldOf, onReloadVariations, readVariationSource } from '../../src/product/variation-data';
import type { MountContext } from '../../src/runtime/types';
import { attachCfvswTooltips } from './cfvsw-tooltip';
import { chooseOption, offeredValues } from './raw-select';
import { onRadioKey } from './radio-keys';
import { isChoosable, swatchView, type SwatchState } from './swatch-state';

const OPTION = '.cfvsw-swatches-option[data-slug]';
const SELECTED = 'cfvsw-selected-swatch';
const UNAVAILABLE = 'cfvsw-swatches-out-of-stock';
const SOLD_OUT = 'cfvsw-swatches-disabled';
const LABEL = 'cfvsw-selected-label';

/** One attribute's swatches and the raw select they drive. */
interface Group {
  container: HTMLElement;
  select: HTMLSelectElement;
  settings: CfvswSettings;
  ajax: boolean;
  /** The attribute's `<label>` in the row's label cell, where the chosen name goes. */
  label: HTMLElement | null;
  states: WeakMap<HTMLElement, SwatchState>;
}

function optionsOf(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(OPTION));
}

const slugOf = (option: HTMLElement) => option.getAttribute('data-slug') ?? '';
const titleOf = (option: HTMLElement) => option.getAttribute('data-title') ?? slugOf(option);

/**
 * The plugin's classes for a state: a value no variation allows gets the "disabled attribute"
 * look's class and `cfvsw-swatches-out-of-stock`; a sold-out one (disable_out_of_stock) the
 * look's `-disable` class and `cfvsw-swatches-disabled`.
 */
function stateClasses(state: SwatchState, settings: CfvswSettings): string[] {
  if (state === 'selected') return [SELECTED];
  if (state === 'unavailable') return [settings.removeAttrClass, UNAVAILABLE];
  if (state === 'disabled') return [`${settings.removeAttrClass}-disable`, SOLD_OUT];
  return [];
}

/** Draws every swatch from the select's current options, and the chosen name by the label. */
function render(group: Group): void {
  const { container, select, settings } = group;
  const offered = offeredValues(select);
  // The plugin has no texts of its own for why a value cannot be chosen: the state says it.
  const rules = { ajax: group.ajax, clickableOutOfStock: !settings.disableOutOfStock, outOfStockTooltipText: '', unavailableTooltipText: '' };
  const all = optionsOf(container);
  const every = [SELECTED, UNAVAILABLE, SOLD_OUT, settings.removeAttrClass, `${settings.removeAttrClass}-disable`];
  let tabStop: HTMLElement | undefined;
  for (const option of all) {
    const { state } = swatchView(slugOf(option), offered.get(slugOf(option)), select.value, rules);
    group.states.set(option, state);
    option.classList.remove(...every);
    option.classList.add(...stateClasses(state, settings));
    option.setAttribute('role', 'radio');
    option.setAttribute('aria-checked', String(state === 'selected'));
    option.setAttribute('aria-label', titleOf(option));
    if (isChoosable(state, false)) option.removeAttribute('aria-disabled');
    else option.setAttribute('aria-disabled', 'true');
    if (state === 'selected') tabStop = option;
  }
  // One tab stop per group (WAI-ARIA radio group): the chosen swatch, else the first choosable.
  tabStop ??= all.find((option) => isChoosable(group.states.get(option) ?? 'available', false));
  for (const option of all) option.tabIndex = option === tabStop ? 0 : -1;
  renderLabel(group, all.find((option) => group.states.get(option) === 'selected'));
}

function renderLabel(group: Group, chosen: HTMLElement | undefined): void {
  if (!group.label) return;
  let span = group.label.querySelector<HTMLElement>(`.${LABEL}`);
  if (!chosen) {
    span?.remove();
    return;
  }
  if (!span) {
    span = document.createElement('span');
    span.className = LABEL;
    group.label.append(span);
  }
  setText(span, titleOf(chosen));
}

/** A chosen swatch clicked again clears its attribute; one that cannot be chosen does nothing. */
function choose(group: Group, option: HTMLElement): void {
  const state = group.states.get(option) ?? 'available';
  if (state === 'selected') chooseOption(group.select, '');
  else if (isChoosable(state, false)) chooseOption(group.select, slugOf(option));
}

function onKeyDown(group: Group, event: KeyboardEvent): void {
  const option = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>(OPTION) : null;
  if (!option) return;
  onRadioKey(event, option, {
    choosable: (focused) =>
      optionsOf(group.container).filter((candidate) => candidate === focused || isChoosable(group.states.get(candidate) ?? 'available', false)),
    isChosen: (candidate) => group.states.get(candidate) === 'selected',
    choose: (candidate) => choose(group, candidate),
  });
}

/** The attribute's select: in the plugin's hidden wrapper printed just before the swatches. */
function selectFor(container: HTMLElement, form: HTMLElement, field: string): HTMLSelectElement | null {
  const previous = container.previousElementSibling;
  return (
    (previous?.matches('select') ? (previous as HTMLSelectElement) : previous?.querySelector<HTMLSelectElement>('select')) ??
    form.querySelector<HTMLSelectElement>(`select[data-attribute_name="${CSS.escape(field)}"], select[name="${CSS.escape(field)}"]`)
  );
}

/**
 * CartFlows' Variation Swatches for one attribute (`div.cfvsw-swatches-container[swatches-attr]`),
 * on its own server markup, with its script gone: the swatches show chosen / unavailable /
 * sold out from the raw select the variation form keeps up to date, clicks and keys choose
 * (a radio group), a chosen swatch clicked again clears its attribute, the chosen name
 * shows beside the attribute's label (unless `html_design` is `inline`), and the swatches'
 * tooltips show in the plugin's own markup (with the picture when `tooltip_image` is on).
 *
 * @example
 * // <div class="cfvsw-hidden-select"><select …></div><div class="cfvsw-swatches-container cfvsw-product-container" swatches-attr="attribute_pa_colour">…
 * mount(createMountContext(container, controller.signal));
 */
export function mount({ element, signal }: MountContext): (() => void) | undefined {
  const container = element;
  // The product page's form, or a shop-page card's `div.cfvsw_variations_form`.
  const form = container.closest<HTMLElement>('.variations_form, form');
  const field = container.getAttribute('swatches-attr') ?? '';
  const select = form && selectFor(container, form, field);
  if (!form || !select) return undefined;
  const settings = readCfvswSettings();
  const row = container.closest('tr');
  const labelCell = row?.querySelector<HTMLElement>('.label label') ?? null;
  // The group's name: the attribute's label as printed, before a chosen name joins it. A shop
  // card prints it in the row above (or not at all), where the plugin adds no chosen name.
  const shopLabel = row?.previousElementSibling?.querySelector<HTMLElement>('.label label');
  const name = (labelCell ?? shopLabel)?.textContent?.trim() || fieldOf(select).replace(/^attribute_(?:pa_)?/, '');
  container.setAttribute('role', 'radiogroup');
  container.setAttribute('aria-label', name);
  const group: Group = {
    container,
    select,
    settings,
    ajax: readVariationSource(form).mode === 'ajax',
    label: settings.htmlDesign === 'inline' ? null : labelCell,
    states: new WeakMap(),
  };

  container.addEventListener(
    'click',
    (event) => {
      const option = event.target instanceof Element ? event.target.closest<HTMLElement>(OPTION) : null;
      if (!option || !container.contains(option)) return;
      event.preventDefault();
      choose(group, option);
    },
    { signal },
  );
  container.addEventListener('keydown', (event) => onKeyDown(group, event), { signal });
  attachCfvswTooltips(container, settings, signal);

  const redraw = () => render(group);
  for (const [, event] of [VARIATION.variationHasChanged, VARIATION.variationFormReady, VARIATION.updatedVariationValues]) onOwn(event, redraw, signal, form);
  onReloadVariations(
    form,
    () => {
      group.ajax = readVariationSource(form).mode === 'ajax';
      redraw();
    },
    signal,
  );
  render(group);
  return undefined;
}
