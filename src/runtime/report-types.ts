/** A surface Lantern knows but leaves to the shop. */
export interface LeftSurface {
  /** The key of `lantern_config.surfaces`. */
  surface: string;
  /** `configured`: `lantern_config.surfaces` says leave; `script-kept`: its script is still printed; `never-loaded`: the shop never had it. */
  reason: 'configured' | 'script-kept' | 'never-loaded';
  /** The same, in words. */
  why: string;
}

/** Markup of a known plugin that Lantern does not handle: its own script must stay. */
export interface UnhandledMarkup {
  plugin: string;
  selector: string;
  count: number;
}

/** A control that another script handles too (or instead of Lantern). */
export interface DoubleHandler {
  surface: string;
  selector: string;
  detail: string;
}

/**
 * What Lantern found on the page and did with it: `window.lantern.report()`, and the same
 * from `npx lantern doctor page.html`.
 */
export interface LanternReport {
  /** Island name → how many elements it adopted (a page-wide behaviour counts its markup). */
  adopted: Record<string, number>;
  /** Surfaces Lantern knows but leaves, and why. */
  left: LeftSurface[];
  /** Known plugins' markup Lantern does not handle. */
  unhandled: UnhandledMarkup[];
  /** Handles of printed scripts whose work Lantern does: dequeue them to hand it over. */
  dequeue: string[];
  /** `dequeue` as PHP for the theme's functions.php, ready to paste ('' when there is none). */
  dequeuePhp: string;
  /** Scripts on the page that still need jQuery (handles, or `inline: …`): jQuery stays. */
  needJQuery: string[];
  /** Scripts Lantern does not know, whose source it could not read: check whether they need jQuery. */
  unknownScripts: string[];
  /** Globals a surface on this page reads that the page does not print. */
  missingGlobals: { surface: string; global: string }[];
  /** Controls that another script handles as well as Lantern. */
  doubleHandlers: DoubleHandler[];
}
