import { toNumber, toText } from '../../src/config/coerce';

type Triggers = Record<string, unknown>;
type Start = (settings: Triggers, fire: () => void, signal: AbortSignal) => void;

const passive = (signal: AbortSignal) => ({ passive: true, signal });

function after(seconds: number, fire: () => void, signal: AbortSignal): void {
  const timer = setTimeout(fire, seconds * 1000);
  signal.addEventListener('abort', () => clearTimeout(timer));
}

/**
 * The page's scrollable height and the window's, kept from a ResizeObserver so a scroll event
 * reads numbers instead of asking the browser to lay out the page.
 */
function watchScrollRange(signal: AbortSignal): () => number {
  const root = document.documentElement;
  let range = root.scrollHeight - window.innerHeight;
  const observer = new ResizeObserver(() => {
    range = root.scrollHeight - window.innerHeight;
  });
  observer.observe(root);
  signal.addEventListener('abort', () => observer.disconnect());
  return () => range;
}

const START: Record<string, Start> = {
  page_load: (s, fire, signal) => after(toNumber(s.page_load_delay, 0), fire, signal),
  scrolling: (s, fire, signal) => {
    const up = s.scrolling_direction === 'up';
    const offset = toNumber(s.scrolling_offset, 50);
    const range = watchScrollRange(signal);
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const goingUp = y < last;
      last = y;
      if (up ? goingUp : !goingUp && (y / Math.max(1, range())) * 100 >= offset) fire();
    };
    window.addEventListener('scroll', onScroll, passive(signal));
  },
  scrolling_to: (s, fire, signal) => {
    let target: Element | null = null;
    try {
      target = document.querySelector(toText(s.scrolling_to_selector, ''));
    } catch {
      // Spec 8.4: an invalid selector skips this trigger.
    }
    if (!target) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire());
    observer.observe(target);
    signal.addEventListener('abort', () => observer.disconnect());
  },
  click: (s, fire, signal) => {
    const times = toNumber(s.click_times, 1);
    let clicks = 0;
    document.body.addEventListener('click', () => ++clicks === times && fire(), passive(signal));
  },
  inactivity: (s, fire, signal) => {
    // Pointer moves only note the time; the one timer re-arms itself for what is left.
    const wait = toNumber(s.inactivity_time, 30) * 1000;
    let lastActive = Date.now();
    const note = () => {
      lastActive = Date.now();
    };
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const left = lastActive + wait - Date.now();
      if (left <= 0) fire();
      else timer = setTimeout(check, left);
    };
    timer = setTimeout(check, wait);
    document.addEventListener('keypress', note, passive(signal));
    document.addEventListener('mousemove', note, passive(signal));
    signal.addEventListener('abort', () => clearTimeout(timer));
  },
  exit_intent: (_s, fire, signal) => {
    // The pointer left the window through its top edge (no element under it any more).
    const onOut = (event: MouseEvent) => !event.relatedTarget && event.clientY <= 0 && fire();
    document.addEventListener('mouseout', onOut, passive(signal));
  },
  adblock_detection: (s, fire, signal) =>
    after(
      toNumber(s.adblock_detection_delay, 0),
      () => {
        // A bait element ad blockers hide by their cosmetic filters (class `ad-box`).
        const bait = document.createElement('div');
        bait.id = `elementor-adblock-detection-${Math.random().toString(36).slice(2, 8)}`;
        bait.className = 'ad-box';
        bait.setAttribute('aria-hidden', 'true');
        bait.style.cssText = 'position:fixed;top:0;left:0';
        bait.textContent = '\u00a0';
        document.body.append(bait);
        const blocked = !bait.isConnected || getComputedStyle(bait).display === 'none';
        bait.remove();
        if (blocked) fire();
      },
      signal,
    ),
};

/**
 * Starts every trigger switched on in a popup's `triggers` settings (spec 9.6). The first to
 * fire calls `fire` once and stops them all. Scroll and pointer listeners are passive.
 *
 * @example const stop = startTriggers({ page_load: 'yes', page_load_delay: 2 }, () => show());
 */
export function startTriggers(settings: Triggers, fire: () => void): () => void {
  const controller = new AbortController();
  const once = () => {
    if (controller.signal.aborted) return;
    controller.abort();
    fire();
  };
  for (const [name, start] of Object.entries(START)) if (settings[name] === 'yes') start(settings, once, controller.signal);
  return () => controller.abort();
}
