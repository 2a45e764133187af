export interface TooltipOptions {
  /** Elements that get a tooltip, found by delegation under `root`. */
  selector: string;
  /** The tooltip's text for one element; `''` shows none. */
  text(element: HTMLElement): string;
  /** Also point `aria-describedby` at the tooltip (when the text is not in the element's name). */
  describe?: boolean;
  root?: HTMLElement | Document;
  signal: AbortSignal;
}

/**
 * Tooltips that follow WCAG 1.4.13 (see `drawTooltips`) on every element matching `selector`.
 * Nothing but two listeners until the first hover or focus on one: then the tooltip code and
 * floating-ui are fetched, and the tooltip shows if the pointer or focus is still there.
 *
 * @example
 * attachTooltips({ selector: '.woosc-btn', text: (button) => button.getAttribute('aria-label') ?? '', describe: true, signal });
 */
export function attachTooltips(options: TooltipOptions): void {
  const root = options.root ?? document;
  const asleep = new AbortController();
  options.signal.addEventListener('abort', () => asleep.abort(), { once: true });
  // The element hovered or focused while the code is on its way, if the shopper is still on it.
  let waking: HTMLElement | null = null;
  let loading = false;
  const targetOf = (event: Event): HTMLElement | null => {
    const element = event.target instanceof Element ? event.target.closest<HTMLElement>(options.selector) : null;
    return element && (root === document || (root as HTMLElement).contains(element)) ? element : null;
  };
  const wake = (event: Event) => {
    const target = targetOf(event);
    if (!target) return;
    waking = target;
    if (loading) return;
    loading = true;
    void import('./tooltip-view').then(({ drawTooltips }) => {
      if (options.signal.aborted) return;
      asleep.abort();
      const show = drawTooltips(options);
      if (waking) show(waking);
    });
  };
  const leave = (event: Event) => {
    if (targetOf(event) === waking) waking = null;
  };
  const listen = (type: string, handler: (event: Event) => void) => root.addEventListener(type, handler, { signal: asleep.signal });
  listen('pointerover', wake);
  listen('focusin', wake);
  listen('pointerout', leave);
  listen('focusout', leave);
}
