import { adopt, within } from './adopt';
import { clearDelegates, closest } from './delegate';
import { holdClicks, watchIntent } from './hold-clicks';
import { definitionFor, pageDefinitions } from './registry';
import { isStrategy, whenReady } from './strategies';
import type { Cleanup, Host, HydrateStrategy, IslandDefinition, IslandState } from './types';
import { yieldToMain } from './yield';

/** One island scheduled or mounted on one element (page behaviours: on `document.body`). */
interface Job {
  definition: IslandDefinition;
  element: HTMLElement;
  controller: AbortController;
  cleanup?: Cleanup;
  ready: boolean;
  /** Mounts now, whatever the strategy still waits for (a trigger was used). */
  now(): void;
  /** Settles once the mount has run or failed. */
  done: Promise<void>;
}

/** Elements with a scheduled or mounted island: one root per element, never two. */
const jobs = new Map<HTMLElement, Job>();
const pageJobs = new Map<string, Job>();
/** Definitions whose triggers and held clicks are wired (once each). */
const wired = new Set<IslandDefinition>();
let mountChain: Promise<void> = Promise.resolve();
let host: Host | undefined;

/** The loader's store and runtime, handed to every island chunk on mount. */
export function setHost(next: Host): void {
  host = next;
}

function setState(job: Job, state: IslandState): void {
  if (job.definition.kind !== 'page') job.element.dataset.islandState = state;
}

/**
 * Runs mounts one at a time, yielding before each, so a page of islands never blocks input.
 * Only the mount is serialised: chunks are fetched in parallel, and a failing mount rejects
 * only its own promise.
 */
function serialise(task: () => Promise<void>): Promise<void> {
  const run = mountChain.then(async () => {
    await yieldToMain();
    await task();
  });
  mountChain = run.catch(() => undefined);
  return run;
}

async function run(job: Job, strategy: HydrateStrategy, wanted: Promise<void>): Promise<void> {
  const { definition, element, controller } = job;
  const { signal } = controller;
  try {
    await Promise.race([whenReady(strategy, element, signal), wanted]);
    if (signal.aborted) return;
    setState(job, 'loading');
    const mounter = await definition.load();
    await serialise(async () => {
      if (signal.aborted || !element.isConnected) return;
      if (!host) throw new Error('Lantern has not booted');
      const cleanup = await mounter({ host, element, signal, onCrash: () => setState(job, 'error') });
      // Unmounted while mounting: nobody else will run this clean-up.
      if (signal.aborted) cleanup?.();
      else job.cleanup = cleanup;
    });
    if (signal.aborted || !element.isConnected) return;
    job.ready = true;
    if (element.dataset.islandState === 'loading') setState(job, 'ready');
  } catch (error) {
    setState(job, 'error');
    console.error(`[lantern] island "${definition.name}" failed to mount`, error);
  }
}

function schedule(definition: IslandDefinition, element: HTMLElement, strategy: HydrateStrategy): Job {
  const job = { definition, element, controller: new AbortController(), ready: false } as Job;
  const wanted = new Promise<void>((resolve) => (job.now = resolve));
  job.done = run(job, strategy, wanted);
  wire(definition);
  return job;
}

function jobsOf(definition: IslandDefinition): Job[] {
  return [...jobs.values(), ...pageJobs.values()].filter((job) => job.definition === definition);
}

/** Mounts every scheduled element of an island now; settles once each mount has run or failed. */
function mountNow(definition: IslandDefinition): Promise<unknown> {
  const pending = jobsOf(definition);
  pending.forEach((job) => job.now());
  return Promise.all(pending.map((job) => job.done));
}

/**
 * Mounts the island scheduled on `element` now, whatever its strategy still waits for: for
 * chunk code that needs another island before the shopper reaches for it (host's `wake`).
 *
 * @example wake(sideCartPanel); // an add has started: the panel opens when it lands
 */
export function wake(element: HTMLElement): void {
  jobs.get(element)?.now();
}

function reached(target: Element | null, selector: string): boolean {
  return target !== null && closest(target, selector) !== null;
}

/** The innermost element under a resting pointer: `:hover` lists its chain, outermost first. */
function hoveredTarget(): Element | null {
  const chain = document.querySelectorAll(':hover');
  return chain.item(chain.length - 1);
}

/**
 * Intent on a trigger preloads the island's chunk (for `interaction` islands it mounts them);
 * clicks on the trigger, or on held markup, wait for the mount and are replayed.
 */
function wire(definition: IslandDefinition): void {
  if (wired.has(definition)) return;
  wired.add(definition);
  const { trigger, holdClicks: holds, adopt: adopted, pendingClass } = definition;
  if (trigger) {
    const intent = () => {
      if (definition.hydrate === 'interaction') void mountNow(definition);
      else definition.load().catch(() => undefined);
    };
    watchIntent(trigger, intent);
    // Intent that came before the island was known: focus on the trigger (a search field typed
    // in), or a pointer resting on it (no pointer event comes until it moves again).
    if (reached(document.activeElement, trigger) || reached(hoveredTarget(), trigger)) queueMicrotask(intent);
  }
  const selector = trigger ?? (holds ? adopted : undefined);
  if (!selector) return;
  holdClicks({
    selector,
    pendingClass,
    isReady: () => jobsOf(definition).some((job) => job.ready),
    start: () => mountNow(definition),
  });
}

/**
 * Scans `root` (default: the whole page) for islands and schedules each by its strategy.
 * Safe to call again on the same HTML: an element is claimed once.
 *
 * @example
 * quickView.innerHTML = html;
 * window.lantern.hydrate(quickView);
 */
export function hydrate(root: ParentNode = document): void {
  adopt(root);
  // Page behaviours first: they stand for the page-wide scripts WordPress prints before the
  // scripts of a form that depend on them (country-select.js sets the addresses up before
  // checkout.js binds its checks), and islands of one chunk mount in the order asked.
  for (const definition of pageDefinitions()) {
    if (pageJobs.has(definition.name) || !definition.adopt || within(root, definition.adopt).length === 0) continue;
    pageJobs.set(definition.name, schedule(definition, document.body, definition.hydrate ?? 'idle'));
  }
  for (const element of within(root, '[data-island]')) {
    if (!(element instanceof HTMLElement) || jobs.has(element)) continue;
    const definition = definitionFor(element.dataset.island ?? '');
    if (!definition || definition.kind === 'page') continue;
    const strategy = isStrategy(element.dataset.hydrate) ? element.dataset.hydrate : (definition.hydrate ?? 'idle');
    jobs.set(element, schedule(definition, element, strategy));
  }
}

function release(job: Job): void {
  jobs.delete(job.element);
  job.controller.abort();
  try {
    job.cleanup?.();
  } catch (error) {
    console.error('[lantern] clean-up failed', error);
  }
  if (job.definition.kind !== 'page') delete job.element.dataset.islandState;
}

/**
 * Unmounts every island inside `root` (and `root` itself): listeners removed, React roots
 * unmounted, pending loads cancelled. The markers stay, so `hydrate(root)` can mount again.
 */
export function unmount(root: Node): void {
  for (const [element, job] of jobs) if (root.contains(element)) release(job);
}

/** Unmounts islands whose element has left the document (e.g. removed by a third party). */
export function sweepDisconnected(): void {
  for (const [element, job] of jobs) if (!element.isConnected) release(job);
}

/** Everything off, for tests. */
export function unmountAll(): void {
  for (const job of jobs.values()) release(job);
  for (const job of pageJobs.values()) release(job);
  pageJobs.clear();
  wired.clear();
  clearDelegates();
  mountChain = Promise.resolve();
}
