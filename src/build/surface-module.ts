import type { TableRow } from '../loader/table';
import type { IdleWhen, IslandSpec } from './island-spec';

/** True when a cookie named `prefix…` holds a value or `selector` matches: run in the page chunk. */
const IDLE_WHEN_SOURCE = [
  'const idleWhen = (cookie, selector) =>',
  "  (cookie !== '' && document.cookie.split(/; */).some((pair) => pair.startsWith(cookie) && !pair.endsWith('='))) ||",
  "  (selector !== '' && document.querySelector(selector) !== null);",
].join('\n');

/** The rows as source: a row with `idleWhen` picks its strategy code on the page. */
function rowsSource(rows: readonly TableRow[], conditions: readonly (IdleWhen | undefined)[]): string {
  const items = rows.map((row, index) => {
    const condition = conditions[index];
    if (!condition) return JSON.stringify(row);
    const [name, adopt, code, ...rest] = row;
    const idle = `${code.charAt(0)}i${code.slice(2)}`;
    const test = `idleWhen(${JSON.stringify(condition.cookie ?? '')}, ${JSON.stringify(condition.selector ?? '')})`;
    return `[${JSON.stringify(name)}, ${JSON.stringify(adopt)}, ${test} ? ${JSON.stringify(idle)} : ${JSON.stringify(code)}, ${rest.map((value) => JSON.stringify(value)).join(', ')}]`;
  });
  return `export const rows = [\n${items.join(',\n')}\n];`;
}

/**
 * The source of one surface chunk: it imports its islands' code and exports `mount(name,
 * request)`, and the page chunk also `rows`, the table rows the entry leaves out (a row with
 * `idleWhen` decides its strategy on the page). Only a
 * surface that holds a React island imports the component mounter, so behaviours never pull
 * React in.
 */
export function surfaceModuleSource(
  specs: readonly IslandSpec[],
  resolve: (path: string) => string,
  rows?: readonly TableRow[],
  conditions: readonly (IdleWhen | undefined)[] = [],
  inert = '',
): string {
  const hasComponent = specs.some((spec) => spec.kind === 'component');
  const lines = [`import { mountBehaviour } from ${JSON.stringify(resolve('src/runtime/mount.ts'))};`];
  if (hasComponent) lines.push(`import { mountComponent } from ${JSON.stringify(resolve('src/runtime/mount-component.ts'))};`);
  // Named imports, not namespaces: a namespace object would pull in a bundler helper chunk.
  specs.forEach((spec, index) => {
    const binding = spec.kind === 'component' ? `default as m${index}` : `mount as m${index}`;
    lines.push(`import { ${binding} } from ${JSON.stringify(resolve(`islands/${spec.module}`))};`);
  });
  const entries = specs.map(
    (spec, index) =>
      spec.kind === 'component'
        ? `${JSON.stringify(spec.name)}: [mountComponent, { default: m${index} }]`
        : `${JSON.stringify(spec.name)}: [mountBehaviour, { mount: m${index} }]`,
  );
  lines.push(
    `const islands = { ${entries.join(', ')} };`,
    'export function mount(name, request) {',
    '  const island = islands[name];',
    '  return island ? island[0](name, island[1], request) : Promise.reject(new Error(`island "${name}" is not in this chunk`));',
    '}',
  );
  if (rows) {
    if (conditions.some(Boolean)) lines.push(IDLE_WHEN_SOURCE);
    lines.push(rowsSource(rows, conditions));
  }
  if (inert) lines.push(`for (const panel of document.querySelectorAll(${JSON.stringify(inert)})) panel.setAttribute('inert', '');`);
  return lines.join('\n');
}
