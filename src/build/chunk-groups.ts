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
  return /\/src\//.test(path) || /node_modules\/(zustand|js-cookie)\//.test(path) || path.includes('rolldown/runtime');
}

/**
 * Which modules join the every-page chunk: all that the page surface imports statically, and
 * every runtime module that islands of two or more surfaces use (so it runs once, without a
 * shared chunk of its own that would be one more file). A runtime module only one surface uses
 * stays with that surface, so a page never fetches, say, compare's requests for nothing.
 *
 * @example const inPage = everyPageModules(['\0virtual:lantern/surface/page', …], '\0virtual:lantern/surface/page', (id) => this.getModuleInfo(id));
 */
export function everyPageModules(
  entries: readonly string[],
  pageEntry: string,
  links: (id: string) => ModuleLinks | null,
): Set<string> {
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
  for (const entry of entries) {
    if (entry === pageEntry) continue;
    for (const id of reach(entry, true)) users.set(id, (users.get(id) ?? 0) + 1);
  }
  for (const [id, count] of users) if (count >= 2 && isSharedLayer(id) && !isReactModule(id)) inPage.add(id);
  return inPage;
}
