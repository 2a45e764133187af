/** What the build needs to know of a module to place it. */
export interface ModuleLinks {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/** React and what only React islands use: one chunk, fetched only where a component draws. */
export function isReactModule(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  return (
    /node_modules\/(react|react-dom|scheduler)\//.test(path) ||
    /node_modules\/zustand\/esm\/(react|index)\.mjs$/.test(path) ||
    /\/src\/runtime\/(react-root|use-server-nodes|mount-component)\.tsx?$/.test(path)
  );
}

/** Runtime layers and the small libraries under them: shared by islands of several surfaces. */
function isSharedLayer(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  return /\/src\//.test(path) || /node_modules\/zustand\//.test(path) || path.includes('rolldown/runtime');
}

/** Where shared modules go: the every-page chunk, or the one chunk of code shared on intent. */
export interface SharedPlacement {
  page: Set<string>;
  intent: Set<string>;
}

/**
 * Places the modules several surfaces share. The every-page chunk takes all that the page
 * surface imports statically, and every runtime module that two or more surfaces use when one
 * of them imports it statically and runs when the page loads (`atLoad`): such a module would
 * otherwise be a chunk of its own, one more file before the page is idle. The runtime modules
 * that surfaces loaded on intent import as they load go in one `intent` chunk, fetched with any of them:
 * nothing on a page until the shopper reaches for something, and one name in the loader's
 * table. A runtime module that a single surface uses stays with that surface, so a page never
 * fetches, say, compare's requests for nothing.
 *
 * @example const { page, intent } = placeSharedModules(entries, pageEntry, (id) => this.getModuleInfo(id), atLoad);
 */
export function placeSharedModules(
  entries: readonly string[],
  pageEntry: string,
  links: (id: string) => ModuleLinks | null,
  atLoad: ReadonlySet<string>,
): SharedPlacement {
  const reach = (entry: string, dynamic: boolean): Set<string> => {
    const seen = new Set<string>([entry]);
    const stack = [entry];
    while (stack.length > 0) {
      const info = links(stack.pop() ?? '');
      const next = info ? [...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : [])] : [];
      for (const id of next) {
        if (seen.has(id)) continue;
        seen.add(id);
        stack.push(id);
      }
    }
    return seen;
  };
  const inPage = reach(pageEntry, false);
  const users = new Map<string, number>();
  const staticUsers = new Map<string, number>();
  const neededAtLoad = new Set<string>();
  for (const entry of entries) {
    if (entry === pageEntry) continue;
    for (const id of reach(entry, true)) users.set(id, (users.get(id) ?? 0) + 1);
    const loaded = reach(entry, false);
    for (const id of loaded) staticUsers.set(id, (staticUsers.get(id) ?? 0) + 1);
    if (atLoad.has(entry)) for (const id of loaded) neededAtLoad.add(id);
  }
  const intent = new Set<string>();
  for (const [id, count] of users) {
    if (count < 2 || inPage.has(id) || !isSharedLayer(id) || isReactModule(id)) continue;
    if (neededAtLoad.has(id)) inPage.add(id);
    // Code every surface imports only later (a tooltip's drawing) keeps its own lazy chunk.
    else if ((staticUsers.get(id) ?? 0) >= 1) intent.add(id);
  }
  return { page: inPage, intent };
}
