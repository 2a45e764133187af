/** jQuery.print's defaults, which the plugin uses: a hidden frame, 750 ms to get ready. */
export const PRINT_TIMEOUT_MS = 750;

/** The page's styles, so the printed comparison looks like the one on screen. */
function copyStyles(target: Document): void {
  for (const node of document.querySelectorAll('link[rel="stylesheet"], style')) target.head.append(target.importNode(node, true));
}

function fillDocument(target: Document, content: Element): void {
  copyStyles(target);
  const clone = target.importNode(content, true) as Element;
  clone.querySelectorAll('.no-print').forEach((element) => element.remove());
  target.body.append(clone);
}

/**
 * Prints in `view` once its styles have loaded or the time-out has passed; `failed` runs when
 * the view cannot print (a frame the browser or a security policy will not print from).
 */
function printWhenReady(view: Window, done: () => void, failed?: (error: unknown) => void): void {
  const links = Array.from(view.document.querySelectorAll('link[rel="stylesheet"]'));
  let printed = false;
  const go = () => {
    if (printed) return;
    printed = true;
    try {
      view.focus();
      view.print();
    } catch (error) {
      failed?.(error);
    } finally {
      done();
    }
  };
  let pending = links.length;
  if (pending === 0) queueMicrotask(go);
  for (const link of links) {
    const settle = () => {
      pending -= 1;
      if (pending === 0) go();
    };
    link.addEventListener('load', settle, { once: true });
    link.addEventListener('error', settle, { once: true });
  }
  setTimeout(go, PRINT_TIMEOUT_MS);
}

/** Falls back to a new window, as jQuery.print does when the frame fails. */
function printInWindow(content: Element): void {
  const view = window.open('', '_blank');
  if (!view) return;
  fillDocument(view.document, content);
  printWhenReady(view, () => view.close());
}

/**
 * Prints `content` (the compare area) alone: in a hidden frame, else (the frame cannot be
 * made, filled or printed from) in a new window, as jQuery.print does. Parts marked
 * `.no-print` are left out.
 *
 * @example printElement(document.querySelector('#woosc-area')!);
 */
export function printElement(content: Element): void {
  // Printing focuses the frame; the shopper's place on the page is given back afterwards.
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const frame = document.createElement('iframe');
  frame.className = 'lantern-print-frame';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: 'absolute', width: '0', height: '0', border: '0', left: '-600px', top: '-600px' });
  document.body.append(frame);
  try {
    const view = frame.contentWindow;
    if (!view) throw new Error('no frame window');
    fillDocument(view.document, content);
    // The frame stays a while after printing: some browsers print asynchronously.
    printWhenReady(
      view,
      () => {
        focused?.focus();
        setTimeout(() => frame.remove(), 1000);
      },
      (error) => fallBack(frame, content, error),
    );
  } catch (error) {
    fallBack(frame, content, error);
  }
}

function fallBack(frame: HTMLIFrameElement, content: Element, error: unknown): void {
  console.warn('Failed to print from iframe', error);
  frame.remove();
  printInWindow(content);
}
