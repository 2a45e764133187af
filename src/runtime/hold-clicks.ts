import { delegate } from './delegate';

interface Holder {
  selector: string;
  /** Class shown on the element while its click waits for the code (e.g. `loading`). */
  pendingClass?: string;
  isReady(): boolean;
  start(): Promise<void>;
}

/** Clicks replayed after the code failed: they pass untouched, so the browser follows the link. */
const letThrough = new WeakSet<Element>();

function replay(holder: Holder, element: HTMLElement): void {
  if (holder.pendingClass) element.classList.remove(holder.pendingClass);
  if (!element.isConnected) return;
  // The code never came: the click does what it would have done without us.
  if (!holder.isReady()) letThrough.add(element);
  element.click();
}

/**
 * Holds clicks on `selector` until `isReady()`; `start()` mounts the code (and is awaited),
 * then the click is replayed.
 * @example holdClicks({ selector: '.ajax_add_to_cart', pendingClass: 'loading', isReady, start });
 */
export function holdClicks(holder: Holder): void {
  delegate(['click'], holder.selector, (element, event) => {
    if (letThrough.delete(element) || holder.isReady() || !(element instanceof HTMLElement)) return false;
    // The code for this element is not here yet: keep the click instead of letting the
    // browser follow the link, and replay it once the behaviour is mounted.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (holder.pendingClass) element.classList.add(holder.pendingClass);
    void holder.start().then(() => replay(holder, element));
    return true;
  });
}

/** Signs that the shopper is about to use something: the pointer over it, focus, a touch. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'];

/**
 * Calls `onIntent` whenever the shopper shows intent on an element matching `selector`.
 * @example watchIntent('.cart-contents', () => void preload());
 */
export function watchIntent(selector: string, onIntent: () => void): void {
  delegate(INTENT_EVENTS, selector, () => onIntent());
}
