/** Spec 9.2: a hidden frame that has not printed within 750 ms is given up for a new window. */
export const PRINT_TIMEOUT_MS = 750;

function openAndPrint(url: string): void {
  const opened = window.open(url, '_blank');
  if (!opened) {
    // A blocked pop-up: the page itself is the next best thing to print.
    window.print();
    return;
  }
  opened.addEventListener('load', () => opened.print(), { once: true });
}

/**
 * Prints a page (spec 2.3): the current one with `window.print()`, another URL in a hidden
 * frame; when the frame fails or has not loaded within 750 ms, the URL opens in a new window
 * and prints there (spec 8.4). Resolves once printing was asked for, exactly once.
 *
 * @example
 * await printPage();                    // this page
 * await printPage('/print/post-42/');   // another document, through a hidden frame
 */
export function printPage(url?: string): Promise<'page' | 'frame' | 'window'> {
  if (!url) {
    window.print();
    return Promise.resolve('page');
  }
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
    let settled = false;
    const settle = (how: 'frame' | 'window') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (how === 'window') {
        frame.remove();
        openAndPrint(url);
      } else {
        // Removed later: the print dialog reads the frame's document while it is open.
        setTimeout(() => frame.remove(), 60_000);
      }
      resolve(how);
    };
    const timer = setTimeout(() => settle('window'), PRINT_TIMEOUT_MS);
    frame.addEventListener(
      'load',
      () => {
        try {
          const view = frame.contentWindow;
          if (!view) throw new Error('no frame window');
          view.focus();
          view.print();
          settle('frame');
        } catch {
          settle('window');
        }
      },
      { once: true },
    );
    frame.addEventListener('error', () => settle('window'), { once: true });
    frame.src = url;
    document.body.append(frame);
  });
}
