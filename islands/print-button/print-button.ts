import { printPage } from '../../src/dom/print';
import type { MountContext } from '../../src/runtime/types';

/** The URL a print link names, when it names a document other than this page. */
function printUrl(button: HTMLElement): string | undefined {
  const href = button.getAttribute('href') ?? button.getAttribute('data-print-url') ?? '';
  if (href === '' || href.startsWith('#') || /^\s*javascript:/i.test(href)) return undefined;
  return href;
}

/**
 * Opens the print dialog exactly once per click (spec 2.3). The plugin's current markup also
 * carries `onclick="window.print()"`: it is set aside while Lantern handles the button (and put
 * back on unmount), or every click would print twice.
 *
 * @example
 * // <a href="#" id="pgfw_print_button" onclick="window.print()">Print</a>
 * mount(createMountContext(button, controller.signal));
 */
export function mount({ element: button, signal }: MountContext): () => void {
  const inline = button.getAttribute('onclick');
  if (inline !== null) button.removeAttribute('onclick');
  let printing = false;
  button.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      const url = printUrl(button);
      // The page prints synchronously; a frame takes a while, and a second click meanwhile is the same print.
      if (!url) {
        void printPage();
        return;
      }
      if (printing) return;
      printing = true;
      void printPage(url).finally(() => {
        printing = false;
      });
    },
    { signal },
  );
  return () => {
    if (inline !== null) button.setAttribute('onclick', inline);
  };
}
