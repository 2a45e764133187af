/*
 * The closed box as the shopper sees it: found beside its select and drawn from it. Both the box
 * and its list's code (fetched later) use it, so neither imports the other's file.
 */

/** Our box, with selectWoo's classes so a theme's select2 rules draw it as they draw selectWoo's. */
export const BOX_CLASS = 'lantern-combobox';

/** The box drawn after `select`, if one is. */
export function boxOf(select: HTMLSelectElement): HTMLElement | null {
  const next = select.nextElementSibling;
  return next instanceof HTMLElement && next.classList.contains(BOX_CLASS) ? next : null;
}

/** The closed box's button-like part, which holds focus and the combobox role. */
export function selectionOf(box: HTMLElement): HTMLElement {
  return box.querySelector<HTMLElement>('.select2-selection') ?? box;
}

/**
 * Shows the select's chosen option (or its placeholder) in its box, and its required and
 * disabled state: after the shopper's choice, another script's (`change`) and new rules.
 */
export function renderBox(select: HTMLSelectElement): void {
  const box = boxOf(select);
  if (!box) return;
  const selection = selectionOf(box);
  const rendered = box.querySelector<HTMLElement>('.select2-selection__rendered');
  if (!rendered) return;
  const chosen = Array.from(select.options).find((option) => option.value === select.value);
  if (chosen && chosen.value !== '') {
    rendered.textContent = chosen.text;
    rendered.title = chosen.text;
  } else {
    const placeholder = box.ownerDocument.createElement('span');
    placeholder.className = 'select2-selection__placeholder';
    placeholder.textContent = select.getAttribute('data-placeholder') || select.getAttribute('placeholder') || chosen?.text || '';
    rendered.replaceChildren(placeholder);
    rendered.removeAttribute('title');
  }
  const row = select.closest('.form-row');
  const required = select.required || select.getAttribute('aria-required') === 'true' || Boolean(row?.classList.contains('validate-required'));
  selection.setAttribute('aria-required', String(required));
  if (select.disabled) selection.setAttribute('aria-disabled', 'true');
  else selection.removeAttribute('aria-disabled');
  selection.tabIndex = select.disabled ? -1 : 0;
}
