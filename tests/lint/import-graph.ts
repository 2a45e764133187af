import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Every module a file names in an import, an `export … from` or an `import()`, type-only ones too. */
const SPECIFIER = /(?:\bimport\s+(?:type\s+)?(?:[\w*{}\s,]+?\s+from\s+)?|\bexport\s+(?:type\s+)?[\w*{}\s,]*?\s+from\s+|\bimport\s*\(\s*)['"]([^'"]+)['"]/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Production sources under `folders` (no tests, no test helpers). */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return walk(path);
      return /\.tsx?$/.test(entry.name) && !/\.(test|testing)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
    });
  return folders.flatMap((folder) => walk(join(root, folder)));
}

/** The project files a file imports, as paths relative to `root`. */
export function importsOf(root: string, file: string): string[] {
  // Comments go first: a JSDoc example that shows an import() is not one.
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const found = new Set<string>();
  for (const [, specifier] of code.matchAll(SPECIFIER)) {
    if (!specifier?.startsWith('.')) continue;
    const base = resolve(dirname(file), specifier);
    const target = [base, ...EXTENSIONS.map((ending) => base.replace(/\.js$/, '') + ending)].find((path) => /\.tsx?$/.test(path) && existsSync(path));
    if (target) found.add(relative(root, target));
  }
  return [...found];
}

/**
 * The groups of files that import one another in a circle (strongly connected components of
 * more than one file, or a file importing itself), each sorted.
 *
 * @example cycles(new Map([['a', ['b']], ['b', ['a']]])) // [['a', 'b']]
 */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}
