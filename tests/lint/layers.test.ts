import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layers of src/ are a lint rule (eslint.config.js; README, layout; decision 0075). These
// probes lint one import from a file that does not exist, with the project's own config.
// A file path, not `new URL(…, import.meta.url)`: under unit tests `URL` is the DOM one.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const FOLDERS = readdirSync(join(ROOT, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  // Loading the config and its plugins is the slow part, once for the file.
  await eslint.calculateConfigForFile(join(ROOT, 'src/dom/layer-probe.ts'));
}, 60_000);

/** The messages of the import rule for `from` importing `target`, a path as the import writes it. */
async function importFailures(from: string, target: string): Promise<string[]> {
  const code = `import * as probe from '${target}';\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, from) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the layers of src/', () => {
  it.each([
    ['src/runtime/layer-probe.ts', '../loader/table'],
    ['src/net/layer-probe.ts', '../bridge/names'],
    ['src/config/layer-probe.ts', '../net/cart'],
    ['src/dom/layer-probe.ts', '../net/transport'],
    ['src/dom/layer-probe.ts', '../../src/runtime/lifecycle'],
  ])('fail lint when %s imports a layer above it (%s)', async (from, target) => {
    expect(await importFailures(from, target)).toEqual([expect.stringMatching(/imports only the layers below it/)]);
  });

  it('let a folder import the layers below it', async () => {
    expect(await importFailures('src/runtime/layer-probe.ts', '../store/store')).toEqual([]);
    expect(await importFailures('src/net/layer-probe.ts', '../config/settings')).toEqual([]);
    expect(await importFailures('src/dom/layer-probe.ts', '../config/records')).toEqual([]);
  });

  it('fail lint when two folders of one layer import each other', async () => {
    expect(await importFailures('src/store/layer-probe.ts', '../ui/toast')).toHaveLength(1);
    expect(await importFailures('src/ui/layer-probe.ts', '../store/store')).toHaveLength(1);
    expect(await importFailures('src/loader/layer-probe.ts', '../cart/cart-changed')).toHaveLength(1);
  });

  it('leave tests free to put layers together', async () => {
    expect(await importFailures('src/dom/layer-probe.test.ts', '../runtime/testing')).toEqual([]);
  });

  it('hold the order the README layout states, with every folder of src/ in it', async () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const stated = new Map([...readme.matchAll(/^ {2}(\d) ([a-z]+) /gm)].map(([, layer, folder]) => [folder as string, Number(layer)]));
    expect([...stated.keys()].sort()).toEqual([...FOLDERS].sort());
    const allowed: string[] = [];
    const expected: string[] = [];
    for (const folder of FOLDERS) {
      // One probe per folder, importing every other folder: line n imports others[n - 1].
      const others = FOLDERS.filter((other) => other !== folder);
      const code = others.map((other, index) => `import * as probe${index} from '../${other}/probe';`).join('\n');
      const [result] = await eslint.lintText(`${code}\nexport const used = [${others.map((_, index) => `probe${index}`).join(', ')}];\n`, {
        filePath: join(ROOT, 'src', folder, 'layer-probe.ts'),
      });
      const refused = new Set((result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.line));
      others.forEach((other, index) => {
        if (!refused.has(index + 1)) allowed.push(`${folder} -> ${other}`);
        if (stated.get(folder)! < stated.get(other)!) expected.push(`${folder} -> ${other}`);
      });
    }
    expect(allowed).toEqual(expected);
  });
});
