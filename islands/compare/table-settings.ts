import type { CompareList } from './list';
import { keyboardReorder, makeSortable, type ReorderList } from './reorder';

const FIELD_HINT = 'Use the arrow keys to move this field.';

const checkedValues = (selector: string) =>
  Array.from(document.querySelectorAll<HTMLInputElement>(selector))
    .filter((input) => input.checked)
    .map((input) => input.value);

/**
 * Saves the settings popup as the plugin does: the checked fields in their order to
 * `woosc_fields_{hash}[_{user}]`, the checked tools to `woosc_settings_{hash}[_{user}]`, and the
 * table's rows shown or hidden at once.
 *
 * @example saveTableSettings(list);
 */
export function saveTableSettings(list: CompareList): void {
  list.saveSettings(checkedValues('.woosc-settings-field'), checkedValues('.woosc-settings-tool'));
  for (const input of document.querySelectorAll<HTMLInputElement>('.woosc-settings-field')) {
    document.querySelectorAll(`.woosc_table .tr-${CSS.escape(input.value)}`).forEach((row) => row.classList.toggle('tr-hide', !input.checked));
  }
}

/**
 * Calls `save` when a field or tool box changes or the fields are reordered (drag by the move
 * handle, or the arrow keys on it).
 */
export function watchSettings(signal: AbortSignal, save: () => void): void {
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.matches('.woosc-settings-field, .woosc-settings-tool')) save();
    },
    { signal },
  );
  const container = document.querySelector<HTMLElement>('.woosc-settings-fields');
  if (!container) return;
  // The plugin prints each field's name in a `span.move` beside its checkbox, not in a label.
  for (const item of container.querySelectorAll('.woosc-settings-field-li')) {
    const box = item.querySelector<HTMLInputElement>('input.woosc-settings-field');
    const name = item.querySelector('.move')?.textContent?.trim();
    if (box && name && !box.labels?.length && !box.hasAttribute('aria-label')) box.setAttribute('aria-label', name);
  }
  const fields: ReorderList = {
    container,
    items: '.woosc-settings-field-li',
    handle: '.move',
    keyTarget: (item) => item.querySelector<HTMLElement>('.move') ?? item,
    nameOf: (item) => item.querySelector('.move')?.textContent?.trim() || (item.querySelector<HTMLInputElement>('input')?.value ?? ''),
    onUpdate: save,
  };
  keyboardReorder(fields, signal, FIELD_HINT);
  void makeSortable(fields);
}
