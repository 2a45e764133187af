import type { TableRow } from '../loader/table';
import type { IdleWhen, IslandSpec, SettingSelector } from './island-spec';

/**
 * The rows as source: a row with `idleWhen` picks its strategy code on the page, one with a
 * `triggerSetting` adds the selector that setting holds to its trigger.
 */
function rowsSource(rows: readonly TableRow[], conditions: readonly (IdleWhen | undefined)[], triggerSettings: readonly (SettingSelector | undefined)[]): string {
  const items = rows.map((row, index) => {
    const condition = conditions[index];
    const setting = triggerSettings[index];
    if (!condition && !setting) return JSON.stringify(row);
    const [name, adopt, code, group, pendingClass = '', trigger = ''] = row;
    const idle = `${code.charAt(0)}i${code.slice(2)}`;
    const codeSource = condition
      ? `idleWhen(${[condition.cookie ?? '', condition.selector ?? '', condition.unusedItem ?? '', condition.missing ?? ''].map((part) => JSON.stringify(part)).join(', ')}${
          condition.setting ? `, ${JSON.stringify([condition.setting.global, condition.setting.key, condition.setting.value])}` : ''
        }) ? ${JSON.stringify(idle)} : ${JSON.stringify(code)}`
      : JSON.stringify(code);
    const triggerSource = setting ? `withSetting(${JSON.stringify(trigger)}, ${JSON.stringify(setting.global)}, ${JSON.stringify(setting.key)})` : JSON.stringify(trigger);
    return `[${JSON.stringify(name)}, ${JSON.stringify(adopt)}, ${codeSource}, ${group}, ${JSON.stringify(pendingClass)}, ${triggerSource}]`;
  });
  // The shop's own scripts keep what they still handle: those rows never reach the loader.
  return `export const rows = handedOver([\n${items.join(',\n')}\n]);`;
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
  triggerSettings: readonly (SettingSelector | undefined)[] = [],
  modulePath: (spec: IslandSpec) => string = (spec) => `islands/${spec.module}`,
): string {
  const hasComponent = specs.some((spec) => spec.kind === 'component');
  const lines = [`import { mountBehaviour } from ${JSON.stringify(resolve('src/runtime/mount.ts'))};`];
  if (hasComponent) lines.push(`import { mountComponent } from ${JSON.stringify(resolve('src/runtime/mount-component.ts'))};`);
  // Named imports, not namespaces: a namespace object would pull in a bundler helper chunk.
  specs.forEach((spec, index) => {
    const binding = spec.kind === 'component' ? `default as m${index}` : `mount as m${index}`;
    lines.push(`import { ${binding} } from ${JSON.stringify(resolve(modulePath(spec)))};`);
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
    // Every surface chunk carries this line: its bytes count on every page.
    '  return island ? island[0](name, island[1], request) : Promise.reject(Error(`no island "${name}" in this chunk`));',
    '}',
  );
  if (rows) {
    // The conditions are typed source (src/loader/row-conditions.ts), imported only when used.
    const helpers = [conditions.some(Boolean) && 'idleWhen', triggerSettings.some(Boolean) && 'withSetting'].filter(Boolean);
    if (helpers.length > 0) lines.push(`import { ${helpers.join(', ')} } from ${JSON.stringify(resolve('src/loader/row-conditions.ts'))};`);
    lines.push(`import { handedOver } from ${JSON.stringify(resolve('src/loader/handover.ts'))};`);
    lines.push(rowsSource(rows, conditions, triggerSettings));
    // window.lantern.report(): its code is fetched only when it is called.
    lines.push(`export const report = () => import(${JSON.stringify(resolve('src/loader/report.ts'))}).then((module) => module.pageReport());`);
  }
  if (inert) lines.push(`for (const panel of document.querySelectorAll(${JSON.stringify(inert)})) panel.setAttribute('inert', '');`);
  return lines.join('\n');
}
