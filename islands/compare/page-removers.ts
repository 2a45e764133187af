import { reloadPage } from '../../src/dom/navigate';
import type { CompareList } from './list';

/**
 * What the compare page's own remove controls do: one product (`.woosc-remove`), or all after a
 * confirm (`.woosc-remove-all`); the page reloads either way, as the plugin's does. Loaded only
 * on that page; the click itself is taken at once by `compare.ts`, so none is lost while this
 * code is on its way.
 *
 * @example removeOnPage(list, control);
 */
export async function removeOnPage(list: CompareList, control: HTMLElement): Promise<void> {
  if (control.matches('.woosc-remove-all')) {
    const { compareTexts } = await import('./texts');
    if (window.confirm(compareTexts().removeAll)) list.remove('all');
  } else list.remove(control.dataset.id ?? '');
  reloadPage();
}
