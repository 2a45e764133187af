import { describeControls } from './describe';

/** Names for the controls the plugin prints without text or label. */
const NAMES: Record<string, string> = {
  'woosc-bar-print': 'Print the comparison',
  'woosc-bar-share': 'Share the comparison',
  'woosc-bar-search': 'Add products to compare',
  'woosc-bar-remove': 'Remove all products from the comparison',
  'woosc-table-close': 'Close the comparison',
  'woosc-table-settings': 'Comparison settings',
  'woosc-sidebar-close': 'Close',
  'woosc-popup-close': 'Close',
};

const REMOVERS = '.woosc-bar-item-remove, .woosc-remove, .woosc-sidebar-item-remove';

/** The product's name: a bar picture's label, else the sidebar's name line, else the header's link (not the picture link before it). */
function productName(remover: HTMLElement): string {
  const holder = remover.closest('.woosc-bar-item, .woosc-sidebar-item, th');
  if (!holder) return '';
  const labelled = Array.from(holder.querySelectorAll('[aria-label]')).find((element) => !element.matches(REMOVERS));
  const named = labelled?.getAttribute('aria-label')?.trim();
  const text = (holder.querySelector('.woosc-sidebar-item-name') ?? holder.querySelector('a'))?.textContent?.trim();
  return named || text || '';
}

/**
 * Names each per-product remove control after its product, makes every control a button and
 * names those printed without text.
 *
 * @example describeRemovers();
 */
export function describeRemovers(): void {
  for (const remover of document.querySelectorAll<HTMLElement>(REMOVERS)) {
    const name = productName(remover);
    remover.setAttribute('aria-label', name ? `Remove ${name} from the comparison` : 'Remove from the comparison');
  }
  describeControls();
  for (const [name, label] of Object.entries(NAMES)) {
    for (const control of document.querySelectorAll(`.${name}, #${name}`)) {
      if ((control.textContent ?? '').trim() === '' && !control.hasAttribute('aria-label')) control.setAttribute('aria-label', label);
    }
  }
}
