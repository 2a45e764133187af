import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSurfaceHandles } from './surface-handles';

const PROJECT = fileURLToPath(new URL('..', import.meta.url));
/** The WordPress plugin's folder: `wordpress/lantern/`, installed as `wp-content/plugins/lantern/`. */
export const PLUGIN = join(PROJECT, 'wordpress', 'lantern');
const DIST = join(PROJECT, 'dist');

/** The versions the plugin states, each of which WordPress or its users read. */
function pluginVersions(): Record<string, string | undefined> {
  const main = readFileSync(join(PLUGIN, 'lantern.php'), 'utf8');
  const readme = readFileSync(join(PLUGIN, 'readme.txt'), 'utf8');
  return {
    'lantern.php header Version': /^\s*\*\s*Version:\s*(\S+)/m.exec(main)?.[1],
    'lantern.php LANTERN_VERSION': /define\(\s*'LANTERN_VERSION',\s*'([^']+)'/.exec(main)?.[1],
    'readme.txt Stable tag': /^Stable tag:\s*(\S+)/m.exec(readme)?.[1],
  };
}

/**
 * Copies the build (`dist/`) into the plugin as `wordpress/lantern/dist/`, after checking that
 * the plugin states the package's version: it is the `?ver=` WordPress prints, so a browser
 * cache never keeps an older `lantern.js`.
 *
 * @example
 * copyBuildIntoPlugin(); // after `npm run build`
 */
export function copyBuildIntoPlugin(): void {
  if (!existsSync(join(DIST, 'lantern.js'))) throw new Error('dist/lantern.js is missing: run `npm run build` first.');
  const { version } = JSON.parse(readFileSync(join(PROJECT, 'package.json'), 'utf8')) as { version: string };
  const wrong = Object.entries(pluginVersions()).filter(([, stated]) => stated !== version);
  if (wrong.length > 0) {
    throw new Error(`The plugin must state the package's version ${version}: ${wrong.map(([where, stated]) => `${where} is ${stated ?? 'missing'}`).join(', ')}.`);
  }
  const target = join(PLUGIN, 'dist');
  rmSync(target, { recursive: true, force: true });
  // Source maps stay out of the plugin: a shop serves what it installs.
  cpSync(DIST, target, { recursive: true, filter: (source) => !source.endsWith('.map') });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (writeSurfaceHandles()) console.log(`Wrote ${join('wordpress', 'lantern', 'includes', 'surface-handles.php')} from src/loader/handover-table.ts: commit it with the table.`);
  copyBuildIntoPlugin();
  console.log(`Copied dist/ into ${join('wordpress', 'lantern', 'dist')}: install wordpress/lantern/ as wp-content/plugins/lantern/.`);
}
