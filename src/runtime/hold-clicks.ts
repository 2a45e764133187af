import { delegate } from './delegate';

interface Holder {
  /** Elements whose clicks are held; a form among them has its submits held instead. */
  selector: string;
  /** Class shown on the element while its click waits for the code (e.g. `loading`). */
  pendingClass?: string;
  isReady(): boolean;
  start(): Promise<unknown>;
}

/** Clicks replayed after the code failed: they pass untouched, so the browser follows the link. */
const letThrough = new WeakSet<Element>();

/**
 * Holds clicks on `selector` until `isReady()`; `start()` mounts the code (and is awaited),
 * then the click is replayed. A form matching `selector` has its submits held the same way
 * (Enter in a field, its button, `requestSubmit()`), and clicks inside it are left alone.
 * @example holdClicks({ selector: '.ajax_add_to_cart', pendingClass: 'loading', isReady, start });
 */
export function holdClicks({ selector, pendingClass, isReady, start }: Holder): void {
  delegate(['click', 'submit'], selector, (element, event) => {
    const form = element instanceof HTMLFormElement;
    if (form !== (event.type === 'submit') || letThrough.delete(element) || isReady() || !(element instanceof HTMLElement)) return false;
    // The code for this element is not here yet: keep the click (or submit) instead of letting
    // the browser follow the link (or send the form), and replay it once the behaviour is mounted.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (pendingClass) element.classList.add(pendingClass);
    const { submitter } = event as SubmitEvent;
    // Replayed where the shopper clicked (still inside the element, which is still on the page),
    // so a radio, a label or an icon inside does what it does.
    const { target } = event;
    void start().then(() => {
      if (pendingClass) element.classList.remove(pendingClass);
      const failed = !isReady();
      // The code never came: the click does what it would have done without us, and a form
      // that posts is sent by the browser. One it would send by GET is not: the password would
      // go in the address, the history and the server's logs. It stays filled in to try again.
      if (!element.isConnected || (failed && form && element.method !== 'post')) return;
      if (failed) letThrough.add(element);
      if (form) element.requestSubmit(submitter);
      else (target instanceof HTMLElement && element.contains(target) ? target : element).click();
    });
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
  delegate(INTENT_EVENTS, selector, onIntent);
}
