import { runSideBySide } from './side-by-side';

// `tsx tests/run/npm-scripts.ts typecheck lint test:unit build`: the package's scripts named,
// side by side (see runSideBySide); exits non-zero when any of them failed.
const names = process.argv.slice(2);
// The scripts write to a pipe, not the terminal: keep their colours when ours is a terminal.
const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = await runSideBySide(
  names.map((name) => ({ name, command: npm, args: ['run', '--silent', name] })),
  undefined,
  env,
);
const failed = results.filter((result) => result.code !== 0);
console.log(`\n${results.map((result) => `${result.name} ${result.code === 0 ? 'passed' : 'FAILED'} (${result.seconds.toFixed(1)} s)`).join(', ')}`);
process.exitCode = failed.length > 0 ? 1 : 0;
