import type { IslandDefinition } from './types';

const byName = new Map<string, IslandDefinition>();

/** Adds island definitions; a name registered twice keeps its first definition. */
export function registerIslands(definitions: readonly IslandDefinition[]): void {
  for (const definition of definitions) if (!byName.has(definition.name)) byName.set(definition.name, definition);
}

export function definitionFor(name: string): IslandDefinition | undefined {
  return byName.get(name);
}

export function allDefinitions(): IslandDefinition[] {
  return Array.from(byName.values());
}

/** Islands mounted once per document (delegated listeners), not per element. */
export function pageDefinitions(): IslandDefinition[] {
  return allDefinitions().filter((definition) => definition.kind === 'page');
}

/** Tests start from an empty registry. */
export function clearRegistry(): void {
  byName.clear();
}
