import { readSurfaceChoices, type SurfaceChoice } from '../config/surfaces';
import { HANDOVER_SURFACES, type HandoverSurface } from './handover-table';
import type { TableRow } from './table';

/** Why Lantern takes a surface over or leaves it to the shop. */
export type HandoverReason =
  /** `lantern_config.surfaces` says so. */
  | 'configured'
  /** The script that handled it is gone (or there never was one Lantern knows). */
  | 'handed-over'
  /** The script that handles it is still printed: Lantern would be a second handler. */
  | 'script-kept'
  /** Neither its script nor its globals are on the page: the shop never had it. */
  | 'never-loaded';

export interface HandoverDecision {
  surface: HandoverSurface;
  take: boolean;
  reason: HandoverReason;
  /** The handle whose script is still printed (`script-kept`). */
  handle?: string;
}

/** What the page carries, as the browser sees it or as `lantern doctor` reads saved HTML. */
export interface PageFacts {
  /** Whether `<script id="{handle}-js">` is on the page. */
  hasScript(handle: string): boolean;
  hasGlobal(name: string): boolean;
  choices: Partial<Record<string, SurfaceChoice>>;
}

/** The live page's facts. */
export function liveFacts(doc: Document = document): PageFacts {
  return {
    hasScript: (handle) => doc.getElementById(`${handle}-js`) instanceof HTMLScriptElement,
    hasGlobal: (name) => (globalThis as Record<string, unknown>)[name] != null,
    choices: readSurfaceChoices(),
  };
}

/**
 * Decides one surface: the configuration first, then a printed script of its handles keeps
 * it, then a surface whose globals and scripts are all absent was never loaded.
 *
 * @example
 * decideSurface(cartFragmentsSurface, liveFacts()); // { take: false, reason: 'never-loaded', ... } on a shop without cart-fragments
 */
export function decideSurface(surface: HandoverSurface, facts: PageFacts): HandoverDecision {
  const choice = facts.choices[surface.name];
  if (choice) return { surface, take: choice === 'take', reason: 'configured' };
  const handle = surface.handles.find((name) => facts.hasScript(name));
  if (handle) return { surface, take: false, reason: 'script-kept', handle };
  if (surface.onlyWith && !surface.onlyWith.some((name) => facts.hasGlobal(name))) return { surface, take: false, reason: 'never-loaded' };
  return { surface, take: true, reason: 'handed-over' };
}

/**
 * Whether Lantern takes this surface on this page. For islands whose rows ride in the entry
 * (they hold clicks from the first paint, before the page chunk decides): their code asks at
 * mount, and a surface the shop keeps gets no handler, so a held click is replayed to the
 * shop's own script alone.
 *
 * @example if (!surfaceTaken('add-to-cart')) return; // wc-add-to-cart is still printed
 */
export function surfaceTaken(name: string, facts: PageFacts = liveFacts()): boolean {
  const surface = HANDOVER_SURFACES.find((candidate) => candidate.name === name);
  return !surface || decideSurface(surface, facts).take;
}

/** Every known surface, decided. */
export function decideSurfaces(facts: PageFacts): HandoverDecision[] {
  return HANDOVER_SURFACES.map((surface) => decideSurface(surface, facts));
}

/**
 * The page chunk's rows without the islands of the surfaces the shop keeps (called from the
 * chunk the build writes, src/build/surface-module.ts), so nothing of theirs is adopted or
 * mounted.
 *
 * @example
 * export const rows = handedOver([['cart-fragments', '.widget_shopping_cart_content', 'pl', 0], ...]);
 */
export function handedOver(rows: readonly TableRow[], facts: PageFacts = liveFacts()): TableRow[] {
  const left = new Set(decideSurfaces(facts).flatMap((decision) => (decision.take ? [] : decision.surface.islands)));
  return rows.filter(([name]) => !left.has(name));
}
