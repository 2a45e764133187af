import { loadModule } from '../runtime/load-module';
import type { LanternReport } from '../runtime/report-types';
import type { Cleanup, HydrateStrategy, IslandDefinition, IslandKind, MountRequest, TableSource } from '../runtime/types';

/**
 * One island in the loader's table, as the build writes it: name, adopted selector, a code of
 * kind, strategy and flags (`pih` = page, idle, holds clicks), the index of its surface chunk,
 * then the optional pending class and trigger selector. Arrays keep the entry small: each
 * island costs its name and selector and a few bytes more.
 */
export type TableRow = readonly [name: string, adopt: string, code: string, group: number, pendingClass?: string, trigger?: string];

/** A surface chunk: it mounts any island it carries, by name. */
export interface GroupModule {
  mount(name: string, request: MountRequest): Promise<Cleanup | undefined>;
  /**
   * The page chunk only: the rows of every island that is not on every page, so the entry
   * does not grow with them (docs/decisions/0006-surface-chunks.md).
   */
  rows?: readonly TableRow[];
}

/** The page chunk, the first surface the build writes: it always carries both. */
export interface PageChunk extends GroupModule {
  rows: readonly TableRow[];
  /** Builds `window.lantern.report()`'s answer; its code is fetched on the call. */
  report(): Promise<LanternReport>;
}

const KINDS: Record<string, IslandKind> = { p: 'page', b: 'behaviour', c: 'component' };
const STRATEGIES: Record<string, HydrateStrategy> = { l: 'load', i: 'idle', v: 'visible', x: 'interaction' };

/**
 * Encodes one island for the loader's table (run at build time).
 * @example encodeRow({ name: 'quantity', kind: 'behaviour', adopt: 'div.quantity', hydrate: 'load' }, 2);
 * // ['quantity', 'div.quantity', 'bl', 2]
 */
export function encodeRow(source: TableSource, group: number): TableRow {
  const kind = Object.keys(KINDS).find((key) => KINDS[key] === source.kind) ?? 'b';
  const strategy = Object.keys(STRATEGIES).find((key) => STRATEGIES[key] === (source.hydrate ?? 'idle')) ?? 'i';
  const row: [string, string, string, number, string, string] = [
    source.name,
    source.adopt ?? '',
    kind + strategy + (source.holdClicks ? 'h' : ''),
    group,
    source.pendingClass ?? '',
    source.trigger ?? '',
  ];
  while (row.length > 4 && row[row.length - 1] === '') row.pop();
  return row as unknown as TableRow;
}

/**
 * Turns the build's table into island definitions whose code comes from their surface chunk.
 * @example registerIslands(decodeTable(rows, groups.map((files) => chunkLoader(files, ownScriptUrl()))));
 */
export function decodeTable(rows: readonly TableRow[], groups: readonly (() => Promise<GroupModule>)[]): IslandDefinition[] {
  return rows.map(([name, adopt, code, group, pendingClass, trigger]) => {
    const loadGroup = groups[group];
    const [kind = '', strategy = ''] = code;
    // Empty strings stand for absent fields: every reader tests them for truth.
    return {
      name,
      kind: KINDS[kind] ?? 'behaviour',
      adopt,
      hydrate: STRATEGIES[strategy],
      holdClicks: code.includes('h'),
      pendingClass,
      trigger,
      load: async () => {
        if (!loadGroup) throw new Error(`no chunk for "${name}"`);
        const chunk = await loadModule(loadGroup);
        return (request) => chunk.mount(name, request);
      },
    };
  });
}
