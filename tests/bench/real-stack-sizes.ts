import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { REAL_PAGES, REAL_SCRIPTS, realHandles, type RealPage } from './real-stack';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ARCHIVE = join('realwc', 'wordpress-woocommerce.tar.xz');

/** Gzip sizes of the real stack's files, and where they come from. */
export interface RealSizes {
  /** `measured`: from the shop's archive at bench time; `table`: the figures kept in real-stack.ts. */
  origin: 'measured' | 'table';
  /** Why the table was used, or which archive was read. */
  note: string;
  gzip: ReadonlyMap<string, number>;
  /** Files whose measured size differs from the kept table (the table wants updating). */
  drift: { file: string; table: number; measured: number }[];
}

/** The shop's archive: `REALWC_TARBALL`, else the shared folder beside the project (`../shared`) or one level up. */
function findArchive(): string | undefined {
  const candidates = [process.env.REALWC_TARBALL, resolve(ROOT, '..', 'shared', ARCHIVE), resolve(ROOT, '..', '..', 'shared', ARCHIVE)];
  return candidates.find((path): path is string => path !== undefined && path !== '' && existsSync(path));
}

function tableSizes(note: string): RealSizes {
  const gzip = new Map<string, number>();
  for (const script of Object.values(REAL_SCRIPTS)) if (script.file && script.gzip !== undefined) gzip.set(script.file, script.gzip);
  return { origin: 'table', note, gzip, drift: [] };
}

/**
 * Measures the real stack's files (gzip level 9) from the shop's archive when it is on this
 * machine, extracting only those files to a scratch folder; otherwise returns the kept table.
 */
export function realStackSizes(): RealSizes {
  const archive = findArchive();
  if (!archive) return tableSizes('the shop archive (shared/realwc) is not on this machine: figures from tests/bench/real-stack.ts');
  const files = Object.values(REAL_SCRIPTS).flatMap((script) => (script.file ? [script.file] : []));
  const scratch = mkdtempSync(join(tmpdir(), 'lantern-realwc-'));
  try {
    execFileSync('tar', ['-xJf', archive, '-C', scratch, ...files], { stdio: ['ignore', 'ignore', 'pipe'] });
    const gzip = new Map<string, number>();
    const drift: RealSizes['drift'] = [];
    for (const script of Object.values(REAL_SCRIPTS)) {
      if (!script.file) continue;
      const measured = gzipSync(readFileSync(join(scratch, script.file)), { level: 9 }).length;
      gzip.set(script.file, measured);
      if (script.gzip !== measured) drift.push({ file: script.file, table: script.gzip ?? 0, measured });
    }
    return { origin: 'measured', note: `measured at bench time from ${ARCHIVE}`, gzip, drift };
  } catch (error) {
    // tar's own message says what went wrong; the command line would only repeat the file list.
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim().split('\n')[0];
    return tableSizes(`reading ${ARCHIVE} failed (${stderr || String(error)}): figures from tests/bench/real-stack.ts`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The real stack's figure for one page. */
export interface RealFigure {
  /** Gzip bytes of the measured files. */
  gzip: number;
  /** How many of the page's files were measured. */
  files: number;
  /** Handles printed on the page whose files are not in the archive: not in `gzip`. */
  notMeasured: string[];
  /** Handles the page keeps beside Lantern (what Lantern leaves alone): not counted. */
  kept: readonly string[];
}

/**
 * The real shop's scripts on a page for what Lantern does there, dependencies included.
 *
 * @example realFigure('checkout', realStackSizes()); // { gzip: 52_…, files: 9, notMeasured: ['woosc-frontend', …], kept: ['wc-checkout', …] }
 */
export function realFigure(page: RealPage, sizes: RealSizes): RealFigure {
  const { replaced, kept } = REAL_PAGES[page];
  let gzip = 0;
  let files = 0;
  const notMeasured: string[] = [];
  for (const handle of realHandles(replaced)) {
    const script = REAL_SCRIPTS[handle];
    if (script?.alias) continue;
    if (!script?.file) {
      notMeasured.push(handle);
      continue;
    }
    gzip += sizes.gzip.get(script.file) ?? 0;
    files += 1;
  }
  return { gzip, files, notMeasured, kept };
}
