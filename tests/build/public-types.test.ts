import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

// dist/lantern.d.ts, as a page's own TypeScript meets it: alone, with the browser's types only,
// checked strictly (the declaration file too), and the README's code compiled against it.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(ROOT, 'dist');
const TYPES = join(DIST, 'lantern.d.ts');

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  noUncheckedIndexedAccess: true,
  skipLibCheck: false,
  types: [],
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
};

interface TypeError {
  line: number;
  message: string;
}

/**
 * Type errors of files that sit beside dist/lantern.d.ts (held in memory), by file name. Each
 * file is a module of its own (`export {}` is added), so their names never clash.
 */
function typeErrors(files: Readonly<Record<string, string>>): Record<string, TypeError[]> {
  const virtual = new Map(Object.entries(files).map(([name, text]) => [join(DIST, name), `${text}\nexport {};\n`]));
  const host = ts.createCompilerHost(OPTIONS);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (path) => virtual.has(path) || fileExists.call(host, path);
  host.readFile = (path) => virtual.get(path) ?? readFile.call(host, path);
  host.getSourceFile = (path, language, ...rest) => {
    const text = virtual.get(path);
    return text === undefined ? getSourceFile.call(host, path, language, ...rest) : ts.createSourceFile(path, text, language);
  };
  const program = ts.createProgram([TYPES, ...virtual.keys()], OPTIONS, host);
  const errors: Record<string, TypeError[]> = Object.fromEntries(['lantern.d.ts', ...Object.keys(files)].map((name) => [name, []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const name = diagnostic.file ? diagnostic.file.fileName.slice(DIST.length + 1) : '(options)';
    const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
    (errors[name] ??= []).push({ line, message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ') });
  }
  return errors;
}

const CONSUMER = `import type { LanternEventMap, NetError } from './lantern';

const lantern = window.lantern;
if (lantern) {
  const version: string = lantern.version;
  const off = lantern.on('added-to-cart', (detail) => {
    const hash: string = detail.cartHash;
    const button: HTMLElement = detail.button;
    console.log(version, hash, button, detail.fragments['div.widget_shopping_cart_content']);
  });
  off();
  lantern.on('lantern:found-variation', ({ variation }) => console.log(variation.variation_id + 1));
  lantern.on('wishlist-failed', ({ endpoint, error }) => console.log(endpoint, error.kind));
  const hash: string | undefined = lantern.store.getState().cart?.hash;
  lantern.store.subscribe((state) => console.log(hash, state.wishlist?.count));
  lantern.hydrate(document.body);
  lantern.unmount(document.body);
}
const failed: LanternEventMap['fragments-error'] = { error: { kind: 'timeout' } };
const error: NetError = failed.error;
console.log(error);
`;

// Each line is one misuse the types must refuse.
const MISUSES = `window.lantern.hydrate(document.body);
window.lantern?.on('added-to-kart', () => undefined);
window.lantern?.on('added-to-cart', (detail) => detail.cartHsh);
window.lantern?.on('fragments-error', (detail) => detail.error.status);
`;

/** The README's TypeScript and JavaScript blocks. */
function readmeExamples(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  return [...readme.matchAll(/^```(?:ts|js)\n([\s\S]*?)^```/gm)].map(([, code]) => code as string);
}

describe('the public types, dist/lantern.d.ts', () => {
  const examples = readmeExamples();
  const examplesFiles = Object.fromEntries(examples.map((code, index) => [`readme-${index + 1}.ts`, code]));
  let errors: Record<string, TypeError[]> = {};
  // One program for every file: the browser's own types are the slow part to read.
  beforeAll(() => {
    errors = typeErrors({ 'consumer.ts': CONSUMER, 'misuse.ts': MISUSES, ...examplesFiles });
  }, 60_000);

  it('ship beside lantern.js, import nothing and check clean on their own', () => {
    expect(existsSync(join(DIST, 'lantern.js'))).toBe(true);
    const types = readFileSync(TYPES, 'utf8');
    expect(types).not.toMatch(/^import /m);
    expect(types).toMatch(/interface Window \{\s*lantern\?: LanternApi;/);
    expect(errors['lantern.d.ts']).toEqual([]);
  });

  it("type a page's own script that uses window.lantern and the event map", () => {
    expect(errors['consumer.ts']).toEqual([]);
  });

  it('refuse an unknown event, a field the detail lacks, and a lantern that may not be there yet', () => {
    expect([...new Set((errors['misuse.ts'] ?? []).map((error) => error.line))]).toEqual([1, 2, 3, 4]);
  });

  it("compile the README's examples", () => {
    expect(examples.length).toBeGreaterThan(0);
    expect(Object.keys(examplesFiles).flatMap((name) => errors[name] ?? [])).toEqual([]);
  });

  it('leave no file unchecked', () => {
    expect(Object.keys(errors).sort()).toEqual(['consumer.ts', 'lantern.d.ts', 'misuse.ts', ...Object.keys(examplesFiles)].sort());
  });
});
