import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { islands } from './registry';

const ISLANDS_DIR = __dirname;

describe('the island registry', () => {
  it('names each island once, with code that exists', () => {
    expect(new Set(islands.map((spec) => spec.name)).size).toBe(islands.length);
    for (const spec of islands) {
      expect(['.ts', '.tsx'].some((ext) => existsSync(resolve(ISLANDS_DIR, spec.module + ext))), spec.module).toBe(true);
    }
  });

  it('gives every page behaviour that waits for interaction a trigger: it has no element of its own to touch', () => {
    const waiting = islands.filter((spec) => spec.kind === 'page' && spec.hydrate === 'interaction');
    expect(waiting.length).toBeGreaterThan(0);
    for (const spec of waiting) expect(spec.trigger, spec.name).toBeTruthy();
  });
});
