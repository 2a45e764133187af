interface Holder {
  selector: string;
  isReady(): boolean;
  start(): Promise<void>;
}

const holders: Holder[] = [];
let listening = false;

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
    void holder.start().then(() => {
      if (holder.isReady() && element.isConnected) element.click();
    });
    return;
  }
}

/**
 * Holds clicks on `selector` until `isReady()`; `start()` mounts the code (and is awaited).
 * @example holdClicks({ selector: '.ajax_add_to_cart', isReady: () => mounted, start: mountNow });
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
