import { navigate } from '../dom/navigate';

interface Holder {
  selector: string;
  /** Class shown on the element while its click waits for the code (e.g. `loading`). */
  pendingClass?: string;
  isReady(): boolean;
  start(): Promise<void>;
}

const holders: Holder[] = [];
let listening = false;

function replay(holder: Holder, element: HTMLElement): void {
  if (holder.pendingClass) element.classList.remove(holder.pendingClass);
  if (!element.isConnected) return;
  if (holder.isReady()) element.click();
  // The code never came: do what the click would have done without us.
  else if (element instanceof HTMLAnchorElement && element.href) navigate(element.href);
}

function onClick(event: MouseEvent): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  for (const holder of holders) {
    if (holder.isReady()) continue;
    const element = target.closest(holder.selector);
    if (!(element instanceof HTMLElement)) continue;
    // The code for this element is not here yet: keep the click instead of letting the
    // browser follow the link, and replay it once the behaviour is mounted.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (holder.pendingClass) element.classList.add(holder.pendingClass);
    void holder.start().then(() => replay(holder, element));
    return;
  }
}

/**
 * Holds clicks on `selector` until `isReady()`; `start()` mounts the code (and is awaited).
 * @example holdClicks({ selector: '.ajax_add_to_cart', pendingClass: 'loading', isReady, start });
 */
export function holdClicks(holder: Holder): void {
  holders.push(holder);
  if (!listening) {
    listening = true;
    document.addEventListener('click', onClick, true);
  }
}

export function releaseAllHolds(): void {
  holders.length = 0;
  if (listening) document.removeEventListener('click', onClick, true);
  listening = false;
}
