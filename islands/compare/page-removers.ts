import { onActivate } from '../../src/dom/activate';
import { reloadPage } from '../../src/dom/navigate';
import type { CompareList } from './list';

/**
 * The compare page's own remove controls: one product, or all after a confirm; the page reloads
 * either way, as the plugin's does. Loaded only on that page.
 *
 * @example watchPageRemovers(list, signal);
 */
export function watchPageRemovers(list: CompareList, signal: AbortSignal): void {
  onActivate('.woosc-page .woosc-remove', (element, event) => {
    event.preventDefault();
    list.remove(element.dataset.id ?? '');
    reloadPage();
  }, signal);
  onActivate('.woosc-page .woosc-remove-all', (_element, event) => {
    event.preventDefault();
    void import('./texts').then(({ compareTexts }) => {
      if (window.confirm(compareTexts().removeAll)) list.remove('all');
      reloadPage();
    });
  }, signal);
}
