import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

/** Debian's Chromium; set CHROMIUM_PATH to use another build. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The features Playwright itself turns off when it launches Chromium (playwright-core 1.65).
 * Chromium reads only the last `--disable-features` it is given, so a list of our own must carry
 * Playwright's too; `chromium-launch.test.ts` fails, naming the missing ones, when an upgrade of
 * Playwright turns off more.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/**
 * Chromium 156's headless windows each start the address bar's WebUI popups (two pages of
 * `chrome://omnibox-popup.top-chrome/` in renderers of their own) that no test ever opens: a
 * fresh context with its page cost about a third more CPU with them, and four browser test files
 * took 53 to 58 s with them against 32 to 35 s without, on this 2-core machine (decision 0143).
 */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'] as const;

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];

/**
 * The longest a single page action (a click, a wait for an element) may take. Below the test's
 * own 60 s, so an action that can never happen fails with Playwright's reason ("element
 * intercepts pointer events", "not visible") instead of a bare test time-out.
 */
export const ACTION_TIMEOUT_MS = 40_000;

/**
 * A fresh browser context (no cookies, storage or cache) whose page actions give up after
 * {@link ACTION_TIMEOUT_MS}: every test context is made here.
 *
 * @example
 * const context = await newTestContext(await workerChromium(), { viewport: { width: 390, height: 844 } });
 */
export async function newTestContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return context;
}

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
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}; install Debian's chromium: apt-get install chromium ` +
        '(or set CHROMIUM_PATH to a Chromium executable)',
    );
  }
  return chromium.launch({ executablePath, headless: true, args: [...ARGS, ...extraArgs] });
}

/** Where the worker keeps its browser: the process's global object outlives each test file's modules. */
const WORKER_BROWSER = Symbol.for('lantern.tests.workerChromium');
type WorkerGlobal = typeof globalThis & { [WORKER_BROWSER]?: Promise<Browser> };

/**
 * The test worker's one Chromium, started by the first test file that asks and reused by every
 * later file the worker runs (the browser tests run their files without isolation, so a worker
 * is one process for its whole share of the files). Tests never share more than the browser
 * process: each gets fresh contexts, so no cookies, storage or session carry over. A browser that
 * has gone away is started again; Playwright closes the last one when the worker exits.
 *
 * @example
 * const browser = await workerChromium();
 * const context = await browser.newContext();
 */
export function workerChromium(): Promise<Browser> {
  const global = globalThis as WorkerGlobal;
  const running = global[WORKER_BROWSER];
  if (running) return running;
  const started = launchChromium();
  global[WORKER_BROWSER] = started;
  const forget = () => {
    if (global[WORKER_BROWSER] === started) global[WORKER_BROWSER] = undefined;
  };
  started.then((browser) => browser.on('disconnected', forget), forget);
  return started;
}
