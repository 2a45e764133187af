import { afterEach, describe, expect, it } from 'vitest';
import { allDefinitions, clearRegistry, definitionFor, pageDefinitions, registerIslands } from './registry';
import type { IslandDefinition } from './types';

afterEach(() => clearRegistry());

const island = (name: string, kind: IslandDefinition['kind'], adopt?: string): IslandDefinition => ({
  name,
  kind,
  adopt,
  load: () => Promise.reject(new Error('not loaded in this test')),
});

describe('the island registry', () => {
  it('keeps the first definition of a name registered twice', () => {
    const first = island('panel', 'behaviour', '.panel');
    registerIslands([first, island('panel', 'component', '.other')]);
    expect(definitionFor('panel')).toBe(first);
    expect(allDefinitions()).toEqual([first]);
  });

  it('lists the page behaviours apart, in the order they came', () => {
    const buy = island('buy', 'page', '.buy');
    const panel = island('panel', 'behaviour');
    const compare = island('compare', 'page', '.compare');
    registerIslands([buy, panel, compare]);
    expect(pageDefinitions()).toEqual([buy, compare]);
    expect(definitionFor('nothing')).toBeUndefined();
  });
});
