import type { TableRow } from '../loader/table';
import type { IslandSpec } from './island-spec';

/**
 * The source of one surface chunk: it imports its islands' code and exports `mount(name,
 * request)`, and the page chunk also `rows`, the table rows the entry leaves out. Only a
 * surface that holds a React island imports the component mounter, so behaviours never pull
 * React in.
 */
export function surfaceModuleSource(
  specs: readonly IslandSpec[],
  resolve: (path: string) => string,
  rows?: readonly TableRow[],
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
  if (rows) lines.push(`export const rows = ${JSON.stringify(rows)};`);
  return lines.join('\n');
}
