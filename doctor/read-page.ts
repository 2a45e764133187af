import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Window } from 'happy-dom';
import type { SurfaceChoice } from '../src/config/surfaces';
import type { PageFacts } from '../src/loader/handover';

/** A page as `lantern doctor` reads it: parsed, never run. */
export interface ReadPage {
  /** Where it came from: the file or the address. */
  origin: string;
  document: Document;
  facts: PageFacts;
  /** Sources of its scripts that could be read (same-origin addresses, files beside a saved page). */
  sources: Map<string, string>;
}

/** `var NAME = …` and `window.NAME = …` in the page's inline scripts: what WordPress localized. */
function printedGlobals(doc: Document): Map<string, string> {
  const found = new Map<string, string>();
  for (const script of Array.from(doc.querySelectorAll('script:not([src])'))) {
    const text = script.textContent ?? '';
    for (const match of text.matchAll(/(?:\bvar\s+|\bwindow\.)([A-Za-z_$][\w$]*)\s*=\s*([^\n]*)/g)) {
      const [, name = '', value = ''] = match;
      found.set(name, value.replace(/;\s*$/, ''));
    }
  }
  return found;
}

/** `lantern_config.surfaces` as the page prints it (WordPress prints JSON). */
function printedChoices(globals: Map<string, string>): Partial<Record<string, SurfaceChoice>> {
  const choices: Partial<Record<string, SurfaceChoice>> = {};
  try {
    const config = JSON.parse(globals.get('lantern_config') ?? '{}') as { surfaces?: Record<string, unknown> };
    for (const [surface, choice] of Object.entries(config.surfaces ?? {})) if (choice === 'take' || choice === 'leave') choices[surface] = choice;
  } catch {
    // Not JSON: a config built by a script of the theme's own; the doctor cannot run it.
  }
  return choices;
}

/** Parses HTML without running anything in it: no script runs, no file loads. */
export function parseHtml(html: string, url: string): Document {
  const window = new Window({
    url,
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableIframePageLoading: true },
  });
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** The facts the handover decisions read, from a parsed page. */
export function staticFacts(doc: Document): PageFacts {
  const globals = printedGlobals(doc);
  return {
    hasScript: (handle) => doc.getElementById(`${handle}-js`)?.tagName === 'SCRIPT',
    hasGlobal: (name) => globals.has(name),
    choices: printedChoices(globals),
  };
}

/** How many times the doctor asks for one address before it gives up. */
export const READ_ATTEMPTS = 3;

/** Why a fetch failed, with the network's own reason (`fetch failed` alone names none). */
function failure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause : null;
  const code = cause && 'code' in cause && typeof cause.code === 'string' ? `${cause.code}: ` : '';
  return cause ? `${error.message} (${code}${cause.message})` : error.message;
}

/**
 * A GET of a page or a script that asks again when the connection fails (a kept-alive socket
 * that the server closed as it was reused, a reset under load): the report must not depend on
 * one dropped connection. An answer, whatever its status, is final; a time-out is too.
 */
async function fetchAgainOnNetworkError(url: string | URL): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, { signal: AbortSignal.timeout(20_000) });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      if (timedOut || attempt >= READ_ATTEMPTS) throw new Error(failure(error), { cause: error });
    }
  }
}

async function readAddress(address: string): Promise<ReadPage> {
  const page = await fetchAgainOnNetworkError(address);
  if (!page.ok) throw new Error(`${address} answered ${page.status}`);
  const doc = parseHtml(await page.text(), address);
  const sources = new Map<string, string>();
  const origin = new URL(address).origin;
  // Only the shop's own files: the doctor works offline and asks nothing of other sites.
  await Promise.all(
    Array.from(doc.querySelectorAll('script[src]')).map(async (script) => {
      const src = script.getAttribute('src') ?? '';
      const url = new URL(src, address);
      if (url.origin !== origin) return;
      const reply = await fetchAgainOnNetworkError(url).catch(() => null);
      if (reply?.ok) sources.set(src, await reply.text());
    }),
  );
  return { origin: address, document: doc, facts: staticFacts(doc), sources };
}

function readFile(path: string): ReadPage {
  const file = resolve(path);
  const doc = parseHtml(readFileSync(file, 'utf8'), `file://${file}`);
  const sources = new Map<string, string>();
  // A page saved "complete" keeps its scripts in a folder beside it, by relative paths.
  for (const script of Array.from(doc.querySelectorAll('script[src]'))) {
    const src = script.getAttribute('src') ?? '';
    if (/^[a-z]+:|^\/\//i.test(src)) continue;
    const local = resolve(dirname(file), src.replace(/[?#].*$/, ''));
    if (existsSync(local)) sources.set(src, readFileSync(local, 'utf8'));
  }
  return { origin: path, document: doc, facts: staticFacts(doc), sources };
}

/**
 * Reads a saved page or a page of a shop (`http://localhost/...`).
 * @example const page = await readPage('shop.html');
 */
export function readPage(target: string): Promise<ReadPage> {
  return /^https?:\/\//i.test(target) ? readAddress(target) : Promise.resolve(readFile(target));
}
