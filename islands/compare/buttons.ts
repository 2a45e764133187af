import type { CompareSettings } from './settings';

export const BUTTON = '.woosc-btn';
const ADDED = ['woosc-btn-added', 'woosc-added'];
const ADDING = ['woosc-btn-adding', 'woosc-adding'];

type Texts = Pick<CompareSettings, 'buttonText' | 'buttonTextAdded' | 'buttonNormalIcon' | 'buttonAddedIcon'>;

/**
 * The id a compare button stands for: `data-product_id`, else `data-pid`, else `data-id`
 * (spec 3.7).
 *
 * @example effectiveId(button) // '104'
 */
export function effectiveId(button: HTMLElement): string {
  const { product_id: productId, pid, id } = button.dataset;
  return (productId || pid || id || '').trim();
}

/** Every compare button standing for `id`, as the plugin selects them. */
export function buttonsFor(id: string): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(BUTTON)).filter((button) => effectiveId(button) === id);
}

/** Both added classes: the plugin's own test expects the pair. */
export function isAdded(button: HTMLElement): boolean {
  return ADDED.every((name) => button.classList.contains(name));
}

export function markAdding(button: HTMLElement): void {
  button.classList.add(...ADDING);
  button.setAttribute('aria-busy', 'true');
}

export function stopAdding(button: HTMLElement): void {
  button.classList.remove(...ADDING);
  button.removeAttribute('aria-busy');
}

/**
 * Shows a button normal or added: classes, its text (`data-text` / `data-text_added`, else the
 * settings' texts) and its icon. With an icon only `.woosc-btn-text` is rewritten.
 *
 * @example renderButton(button, true, settings);
 */
export function renderButton(button: HTMLElement, added: boolean, texts: Texts): void {
  stopAdding(button);
  button.classList.toggle(ADDED[0] as string, added);
  button.classList.toggle(ADDED[1] as string, added);
  const label = (added ? button.dataset.text_added : button.dataset.text) || (added ? texts.buttonTextAdded : texts.buttonText);
  const icon = button.querySelector('.woosc-btn-icon');
  if (icon) {
    icon.classList.remove(texts.buttonNormalIcon, texts.buttonAddedIcon);
    icon.classList.add(added ? texts.buttonAddedIcon : texts.buttonNormalIcon);
    const text = button.querySelector('.woosc-btn-text');
    if (text) text.textContent = label;
  } else {
    button.textContent = label;
  }
  // Screen readers hear the state, whatever the two texts are.
  button.setAttribute('aria-pressed', String(added));
}

/**
 * Re-syncs every button with the list: the ones in it added, the others normal.
 *
 * @example syncButtons(['104'], settings);
 */
export function syncButtons(ids: readonly string[], texts: Texts): void {
  const listed = new Set(ids);
  for (const button of document.querySelectorAll<HTMLElement>(BUTTON)) {
    const added = listed.has(effectiveId(button));
    if (added !== isAdded(button) || button.getAttribute('aria-pressed') === null) renderButton(button, added, texts);
  }
}
