import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; set CHROMIUM_PATH to use another build. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

/**
 * Starts headless Chromium. Playwright's `launch` gives every run a fresh temporary profile
 * (deleted on close), and every browser context starts with empty cookies and storage.
 * A missing browser is an error, never a reason to skip.
 *
 * @example
 * const browser = await launchChromium();
 * const context = await browser.newContext();
 */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}; install Debian's chromium: apt-get install chromium ` +
        '(or set CHROMIUM_PATH to a Chromium executable)',
    );
  }
  return chromium.launch({ executablePath, headless: true, args: ARGS });
}
