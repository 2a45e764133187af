import { setText } from '../dom/html';
import { keepInView } from './place-popover';
import { tapDetector } from './tap-detector';

/** What `attachTooltips` is given (the type lives with the code that draws, which the attacher imports lazily). */
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

/** WCAG 1.4.13: the pointer may cross from the element to the tooltip without losing it. */
const HIDE_DELAY_MS = 100;
let tooltips = 0;
/** One tooltip shows at a time, whichever attachment drew it. */
let hideShown: (() => void) | undefined;

/**
 * Draws the tooltips `attachTooltips` promised, from the first hover or focus on: shown on
 * pointer hover and on keyboard focus, hoverable, kept while the pointer or focus stays, and
 * dismissed with Escape without moving either (WCAG 1.4.13). Positioned by floating-ui,
 * flipped and shifted to stay in view. Returns `show`, for the element that woke them.
 *
 * @example drawTooltips(options)(button);
 */
export function drawTooltips(options: TooltipOptions): (target: HTMLElement) => void {
  const root = options.root ?? document;
  tooltips += 1;
  const tip = document.createElement('div');
  tip.id = `lantern-tooltip-${tooltips}`;
  tip.className = 'lantern-tooltip';
  tip.setAttribute('role', 'tooltip');
  tip.hidden = true;
  tip.style.cssText =
    'position:absolute;top:0;left:0;z-index:100100;max-width:240px;padding:3px 8px;border-radius:3px;background:#1d1d1d;color:#fff;font-size:12px;line-height:1.4';
  let current: HTMLElement | null = null;
  let dismissed: HTMLElement | null = null;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let stopTracking: (() => void) | undefined;

  const hide = () => {
    clearTimeout(hideTimer);
    hideTimer = undefined;
    stopTracking?.();
    stopTracking = undefined;
    if (current && options.describe) {
      const ids = (current.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== tip.id);
      if (ids.length) current.setAttribute('aria-describedby', ids.join(' '));
      else current.removeAttribute('aria-describedby');
    }
    current = null;
    tip.hidden = true;
    if (hideShown === hide) hideShown = undefined;
  };

  const show = (target: HTMLElement) => {
    clearTimeout(hideTimer);
    if (target === current || target === dismissed) return;
    hide();
    hideShown?.();
    const text = options.text(target).trim();
    if (!text) return;
    current = target;
    hideShown = hide;
    setText(tip, text);
    if (!tip.isConnected) document.body.append(tip);
    tip.hidden = false;
    if (options.describe) {
      const ids = (target.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      target.setAttribute('aria-describedby', [...ids, tip.id].join(' '));
    }
    stopTracking = keepInView(target, tip, { placement: 'top', gap: 6 });
  };

  const hideSoon = () => {
    clearTimeout(hideTimer);
    hideTimer = setTimeout(hide, HIDE_DELAY_MS);
  };
  const targetOf = (event: Event): HTMLElement | null => {
    const element = event.target instanceof Element ? event.target.closest<HTMLElement>(options.selector) : null;
    return element && (root === document || (root as HTMLElement).contains(element)) ? element : null;
  };
  const listen = (type: string, handler: (event: Event) => void) => root.addEventListener(type, handler, { signal: options.signal });

  const fromTap = tapDetector(root, options.signal);
  listen('pointerover', (event) => {
    const target = targetOf(event);
    if (target && !fromTap(event)) show(target);
  });
  listen('pointerout', (event) => {
    const target = targetOf(event);
    const to = (event as PointerEvent).relatedTarget;
    if (!target || (to instanceof Node && (target.contains(to) || tip.contains(to)))) return;
    if (dismissed === target) dismissed = null;
    if (target === current) hideSoon();
  });
  listen('focusin', (event) => {
    const target = targetOf(event);
    if (target && !fromTap(event)) show(target);
  });
  listen('focusout', (event) => {
    const target = targetOf(event);
    if (!target) return;
    if (dismissed === target) dismissed = null;
    if (target === current) hide();
  });
  tip.addEventListener('pointerenter', () => clearTimeout(hideTimer), { signal: options.signal });
  tip.addEventListener('pointerleave', hideSoon, { signal: options.signal });
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !current) return;
      // Dismissed until the pointer or focus leaves that element.
      dismissed = current;
      hide();
    },
    { signal: options.signal },
  );
  options.signal.addEventListener(
    'abort',
    () => {
      hide();
      tip.remove();
    },
    { once: true },
  );
  return show;
}
