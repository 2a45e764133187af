/** Written by the build (src/build/islands-plugin.ts): the loader's island table and chunk lists. */
declare module 'virtual:lantern/table' {
  import type { TableRow } from '../loader/table';
  /** One row per island on every page; the page chunk carries the others (`GroupModule.rows`). */
  export const rows: readonly TableRow[];
  /** Per surface: its chunk, then every chunk it imports, as `chunks/<name>.js` beside `lantern.js`. */
  export const surfaces: readonly (readonly string[])[];
  /** Selector of the clicks to hold until the page chunk's rows are registered ('' for none). */
  export const early: string;
}

/** Written by the build for `window.lantern.report()`'s chunk alone: every island Lantern knows. */
declare module 'virtual:lantern/report-table' {
  import type { IslandKind } from '../runtime/types';
  export const islands: readonly { name: string; kind: IslandKind; adopt?: string }[];
}
