/** Written by the build (src/build/islands-plugin.ts): the loader's island table and chunk lists. */
declare module 'virtual:lantern/table' {
  import type { TableRow } from '../loader/table';
  /** One row per island. */
  export const rows: readonly TableRow[];
  /** Per surface: its chunk file, then every chunk it imports, relative to `lantern.js`. */
  export const surfaces: readonly (readonly string[])[];
}
