import { encodeRow, type TableRow } from '../loader/table';
import { EVERY_PAGE_SURFACES, type IdleWhen, type IslandSpec, type SettingSelector, type Surface } from './island-spec';

export interface SplitTable {
  /** Rows of the every-page islands that hold clicks: in `lantern.js`. */
  entryRows: TableRow[];
  /** Rows of the others: in the page chunk, registered when it arrives. */
  deferredRows: TableRow[];
  /** Each deferred row's `idleWhen`, decided by the page chunk on the page. */
  deferredConditions: (IdleWhen | undefined)[];
  /** Each deferred row's `triggerSetting`, read by the page chunk on the page. */
  deferredTriggerSettings: (SettingSelector | undefined)[];
  /** The deferred islands' closed panels, made inert by the page chunk (`IslandSpec.inert`). */
  inert: string;
  /** One selector for the clicks the entry holds until the deferred rows are known. */
  early: string;
  /**
   * Settings that name more of those clicks on the page (a deferred row's `triggerSetting`):
   * the entry reads them, so a click on a theme's own opener is held like the others.
   */
  earlySettings: SettingSelector[];
}

/**
 * A selector list without the spaces around its commas, which mean nothing to the browser and
 * cost the entry bytes; commas inside quoted attribute values are left as they are.
 *
 * @example compactSelectorList('.a, .b[title="x, y"]'); // '.a,.b[title="x, y"]'
 */
export function compactSelectorList(selector: string): string {
  return selector.replace(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|\s*,\s*/g, (match, quoted?: string) => quoted ?? ',');
}

/**
 * Splits the island table in two tiers. The entry carries the rows of the every-page islands
 * (`EVERY_PAGE_SURFACES`) whose clicks must be held before their code is here; the page chunk
 * carries the others, which the loader registers once that chunk arrives. Clicks the entry must hold before then (the openers or markup of
 * the deferred islands that hold clicks) go in one selector, `early`.
 *
 * @example
 * splitTable(islands, ['page', 'listing']).entryRows.map(([name]) => name); // ['cart-fragments', ...]
 */
export function splitTable(specs: readonly IslandSpec[], used: readonly Surface[]): SplitTable {
  const entryRows: TableRow[] = [];
  const deferredRows: TableRow[] = [];
  const deferredConditions: (IdleWhen | undefined)[] = [];
  const deferredTriggerSettings: (SettingSelector | undefined)[] = [];
  const held: string[] = [];
  const earlySettings: SettingSelector[] = [];
  const inert: string[] = [];
  for (const spec of specs) {
    const row = encodeRow(
      { ...spec, adopt: spec.adopt && compactSelectorList(spec.adopt), trigger: spec.trigger && compactSelectorList(spec.trigger) },
      used.indexOf(spec.surface),
    );
    // An every-page island needs its row before the page chunk only to hold clicks: its code
    // comes with that chunk, rows or not.
    if (EVERY_PAGE_SURFACES.includes(spec.surface) && (spec.holdClicks || spec.trigger)) {
      entryRows.push(row);
      continue;
    }
    deferredRows.push(row);
    deferredConditions.push(spec.idleWhen);
    deferredTriggerSettings.push(spec.triggerSetting);
    if (spec.inert) inert.push(spec.inert);
    const clicked = spec.trigger ?? (spec.holdClicks ? spec.adopt : undefined);
    if (clicked) held.push(clicked);
    if (spec.triggerSetting && (spec.holdClicks || spec.trigger)) earlySettings.push(spec.triggerSetting);
  }
  return { entryRows, deferredRows, deferredConditions, deferredTriggerSettings, inert: compactSelectorList(inert.join(',')), early: compactSelectorList(held.join(',')), earlySettings };
}

