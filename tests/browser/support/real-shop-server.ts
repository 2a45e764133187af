import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const PROJECT = fileURLToPath(new URL('../../..', import.meta.url));

/** Where the real shop lives: `REALWC_ROOT` and `REALWC_URL`, else the setup script's defaults. */
export const SHOP_ROOT = process.env.REALWC_ROOT || join(process.env.TMPDIR || tmpdir(), 'lantern-realwc');
export const SHOP_ORIGIN = process.env.REALWC_URL || 'http://127.0.0.1:4850';

/** `realwc/setup.sh` in the shared folder beside the project (`../shared`) or one level up. */
export function setupScript(): string {
  const candidates = [process.env.REALWC_SETUP, resolve(PROJECT, '..', 'shared', 'realwc', 'setup.sh'), resolve(PROJECT, '..', '..', 'shared', 'realwc', 'setup.sh')];
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
  if (!found) throw new Error('The real shop test needs ../shared/realwc/setup.sh (or REALWC_SETUP): it was not found beside the project.');
  return found;
}

/**
 * Test files run in two workers at once, and each may find the shop down: without a lock two
 * of them ran the setup together (the full setup wipes the site the other was building). One
 * process at a time sets up or stops the shop; each file holds a lease while it uses it.
 */
const LOCK = `${SHOP_ROOT}.lock`;
const LEASES = `${SHOP_ROOT}.leases`;
/** Present while the running shop was started by the tests (not by a developer). */
const STARTED_BY_TESTS = `${SHOP_ROOT}.started-by-tests`;
/**
 * How long the setup script may take: on a fresh machine it installs PHP and MariaDB and builds
 * the site while the other worker's browser runs beside it (170 s was seen not to be enough).
 */
const SETUP_RUN_MS = 420_000;
/**
 * How long a shop just started or built may take to answer its first page: WordPress's first
 * requests fill its caches, and on a loaded machine one took more than the 10 s once allowed.
 */
const FIRST_ANSWER_MS = 90_000;
/** Longer than another file's setup: a file waits for it rather than starting its own. */
const LOCK_WAIT_MS = SETUP_RUN_MS + FIRST_ANSWER_MS + 60_000;
/** How long a file's set-up may take: waiting for another file's set-up, then a start of its own. */
export const REAL_SHOP_SETUP_MS = LOCK_WAIT_MS + SETUP_RUN_MS + FIRST_ANSWER_MS + 30_000;

const run = promisify(execFile);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid written in a lock or lease file, or undefined when the file is gone or unreadable. */
function ownerOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock when it is free (or left by a dead process); false while another holds it. */
function tryLock(): boolean {
  try {
    mkdirSync(LOCK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = ownerOf(join(LOCK, 'pid'));
    // A lock left by a process that died (a run cut off) is taken over.
    if (owner !== undefined && !alive(owner)) rmSync(LOCK, { recursive: true, force: true });
    return false;
  }
  writeFileSync(join(LOCK, 'pid'), String(process.pid));
  return true;
}

async function withShopLock<T>(work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  while (!tryLock()) {
    if (Date.now() > deadline) throw new Error(`The real shop's lock ${LOCK} was held for over ${LOCK_WAIT_MS / 1000} s (by pid ${ownerOf(join(LOCK, 'pid')) ?? 'unknown'}).`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Lease files whose process still runs; those of dead processes are removed. */
function liveLeases(): string[] {
  mkdirSync(LEASES, { recursive: true });
  return readdirSync(LEASES)
    .map((name) => join(LEASES, name))
    .filter((file) => {
      const owner = ownerOf(file);
      if (owner !== undefined && alive(owner)) return true;
      rmSync(file, { force: true });
      return false;
    });
}

function takeLease(): string {
  mkdirSync(LEASES, { recursive: true });
  const lease = join(LEASES, `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`);
  writeFileSync(lease, String(process.pid));
  return lease;
}

function commandExists(name: string): boolean {
  return (process.env.PATH ?? '').split(':').some((folder) => folder !== '' && existsSync(join(folder, name)));
}

/** The last lines of one of the shop's logs, for an error message read on a machine we cannot open. */
function logTail(name: string, lines = 15): string {
  const file = join(SHOP_ROOT, 'logs', name);
  if (!existsSync(file)) return `(${name}: none)`;
  const text = readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  return `--- ${name} (last ${lines} lines) ---\n${text}`;
}

/** What the shop's own logs say, to name a failure's cause in the message a CI log keeps. */
function shopLogs(): string {
  return ['php-errors.log', 'php-server.log', 'mariadb.err'].map((name) => logTail(name)).join('\n');
}

/** The program name of a running process, or undefined when there is none. */
function commandOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/**
 * The setup script takes a server whose recorded pid answers `kill -0` for running. Pids come
 * round again within a browser run here (32,768 of them, and each test starts several
 * processes), so a pid file left by a server that died may name another program, and `start`
 * would then start nothing. A pid file naming anything but the server is removed first.
 */
function forgetStalePidFiles(): void {
  for (const [file, program] of [['mariadb.pid', 'mariadbd'], ['php.pid', 'php']] as const) {
    const path = join(SHOP_ROOT, 'run', file);
    const pid = ownerOf(path);
    if (pid === undefined) continue;
    // No such process (undefined): the script sees that itself.
    const command = commandOf(pid);
    if (command !== undefined && !command.startsWith(program)) rmSync(path, { force: true });
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const reply = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(20_000) });
    return reply.status < 500;
  } catch {
    return false;
  }
}

/** Polls `url` until the shop answers it (a status below 500), for up to `ms`. */
async function answersWithin(url: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await answers(url)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * Makes sure the real shop answers, starting it when it is down and installing and building it
 * first on a machine that has none, and takes a lease on it for the calling test file: when
 * that fails, so does the test, with what the shop's logs say; it never skips.
 *
 * @example
 * const lease = await leaseShop();
 * // … the file's tests …
 * releaseShop(lease);
 */
export function leaseShop(): Promise<string> {
  return withShopLock(async () => {
    if (!(await answers(`${SHOP_ORIGIN}/shop/`))) {
      // A machine without the shop (a fresh one) builds it: the setup script installs PHP and
      // MariaDB from Debian's packages and builds the site, in about half a minute.
      const built = ['php', 'mariadbd'].every((name) => commandExists(name)) && existsSync(join(SHOP_ROOT, 'site', 'wp-config.php'));
      const how = built ? `${setupScript()} start` : setupScript();
      if (built) forgetStalePidFiles();
      const printed = await run(setupScript(), built ? ['start'] : [], { env: { ...process.env, ROOT: SHOP_ROOT }, timeout: SETUP_RUN_MS, maxBuffer: 16 * 1024 * 1024 }).then(
        ({ stdout, stderr }) => `${stdout}${stderr}`,
        (error: unknown) => {
          const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
          throw new Error(`The real shop at ${SHOP_ORIGIN} could not be ${built ? 'started' : 'installed and built'} with ${how}:\n${stdout}${stderr}\n${shopLogs()}`, { cause: error });
        },
      );
      // Marked before the first answer: a shop that runs but answers late is still the tests' to stop.
      writeFileSync(STARTED_BY_TESTS, String(process.pid));
      if (!(await answersWithin(`${SHOP_ORIGIN}/shop/`, FIRST_ANSWER_MS))) {
        throw new Error(`The real shop did not answer ${SHOP_ORIGIN}/shop/ within ${FIRST_ANSWER_MS / 1000} s of \`${how}\`:\n${printed}\n${shopLogs()}`);
      }
    }
    return takeLease();
  });
}

/** Gives back a file's lease; the shop keeps running for the other files of the run. */
export function releaseShop(lease: string): void {
  rmSync(lease, { force: true });
}

/**
 * At the end of a test run: stops the shop when the tests started it and no file of this or
 * another run still holds a lease; a shop that was running before them (a developer's) is left
 * running. Stopping it once a run is over, not after each file, spares the files that follow a
 * cold start of WordPress and MariaDB on a loaded machine.
 *
 * @example
 * export default () => async () => { await stopShopIfUnused(); }; // a Vitest global set-up
 */
export async function stopShopIfUnused(): Promise<void> {
  if (!existsSync(STARTED_BY_TESTS)) return;
  await withShopLock(async () => {
    if (liveLeases().length > 0 || !existsSync(STARTED_BY_TESTS)) return;
    rmSync(STARTED_BY_TESTS, { force: true });
    // The script stops whatever a pid file names: never another program that has the pid now.
    forgetStalePidFiles();
    await run(setupScript(), ['stop'], { env: { ...process.env, ROOT: SHOP_ROOT }, timeout: 60_000 });
  });
}
