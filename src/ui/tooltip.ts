import { tapDetector } from './tap-detector';
import type * as TooltipView from './tooltip-view';
import type { TooltipOptions } from './tooltip-view';

/**
 * Tooltips that follow WCAG 1.4.13 (see `drawTooltips`) on every element matching `selector`.
 * Nothing but two listeners until the first hover or focus on one (or one the pointer or focus
 * is on already when they are attached): then the tooltip code and floating-ui are fetched, and
 * the tooltip shows if the pointer or focus is still there. Code that fails to arrive is asked for
 * again on the next hover or focus (`loadView` stands for that fetch).
 *
 * @example
 * attachTooltips({ selector: '.woosc-btn', text: (button) => button.getAttribute('aria-label') ?? '', describe: true, signal });
 */
export function attachTooltips(options: TooltipOptions, loadView: () => Promise<typeof TooltipView> = () => import('./tooltip-view')): void {
  const root = options.root ?? document;
  const asleep = new AbortController();
  options.signal.addEventListener('abort', () => asleep.abort(), { once: true });
  // The element hovered or focused while the code is on its way, if the shopper is still on it.
  let waking: HTMLElement | null = null;
  let loading = false;
  const targetOf = ({ target }: { target: EventTarget | null }): HTMLElement | null => {
    const element = target instanceof Element ? target.closest<HTMLElement>(options.selector) : null;
    return element && (root === document || (root as HTMLElement).contains(element)) ? element : null;
  };
  const wakeOn = (target: HTMLElement | null) => {
    if (!target) return;
    waking = target;
    if (loading) return;
    loading = true;
    loadView().then(
      ({ drawTooltips }) => {
        if (options.signal.aborted) return;
        asleep.abort();
        const show = drawTooltips(options);
        if (waking) show(waking);
      },
      // The code did not come (a dropped connection): the next hover or focus asks again.
      () => {
        loading = false;
      },
    );
  };
  const fromTap = tapDetector(root, asleep.signal);
  const wake = (event: Event) => {
    if (!fromTap(event)) wakeOn(targetOf(event));
  };
  const leave = (event: Event) => {
    if (targetOf(event) === waking) waking = null;
  };
  const listen = (type: string, handler: (event: Event) => void) => root.addEventListener(type, handler, { signal: asleep.signal });
  listen('pointerover', wake);
  listen('focusin', wake);
  listen('pointerout', leave);
  listen('focusout', leave);
  // Code that came on the shopper's intent (a hover or focus on one of these) is attached after
  // that event: the pointer or focus still there counts as the first.
  wakeOn(targetOf({ target: document.activeElement }) ?? targetOf({ target: root.querySelector(`:is(${options.selector}):hover`) }));
}
