/** How the DOM layer asks the runtime to unmount and re-scan the regions it replaces. */
export interface IslandScanner {
  hydrate(root: ParentNode): void;
  unmount(root: Node): void;
}

let scanner: IslandScanner = { hydrate: () => undefined, unmount: () => undefined };

/**
 * The runtime plugs itself in here on its first mount, so `dom` never imports `runtime`.
 * @example setIslandScanner({ hydrate, unmount });
 */
export function setIslandScanner(next: IslandScanner): void {
  scanner = next;
}

export function islandScanner(): IslandScanner {
  return scanner;
}
