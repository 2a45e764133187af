import { slide } from '../../src/dom/slide';

const INNER = '.input-dropdown-inner';
const SHOWN = 'dd-shown';
const CURRENT = 'current-item';
/** The theme slides its category list in 100 ms. */
export const CATEGORY_LIST_SLIDE_MS = 100;

let counter = 0;

/**
 * The theme's category dropdown beside the search field (`.input-dropdown-inner`: a link that
 * shows the chosen category, the hidden `product_cat` select, and a `.list-wrapper` of
 * `a[data-val]` links). The link opens and closes the list (`dd-shown`, a 100 ms slide); a
 * category chosen in it becomes the select's value and the link's label, and `choose` is told
 * so the search runs again; `show` is told when the list opens (the results make room, as the
 * theme hides them); a click elsewhere, Escape or focus on the search field closes the list. The link is a disclosure button (`aria-expanded`) and the chosen category says
 * `aria-current`. Returns a function that puts the markup back.
 *
 * @example
 * const remove = wireCategoryDropdown(form, field, { choose: () => search(field.value), show: () => setOpen(false) }, signal);
 */
export function wireCategoryDropdown(form: HTMLFormElement, field: HTMLElement, on: { choose(): void; show(): void }, signal: AbortSignal): () => void {
  const inner = form.querySelector<HTMLElement>(INNER);
  const toggle = inner?.querySelector<HTMLAnchorElement>(':scope > a');
  const list = inner?.querySelector<HTMLElement>(':scope > .list-wrapper');
  if (!inner || !toggle || !list) return () => undefined;
  const select = inner.querySelector<HTMLSelectElement>('select') ?? form.querySelector<HTMLSelectElement>('select[name="product_cat"]');
  const label = toggle.querySelector('span') ?? toggle;
  const options = { signal };

  counter += 1;
  list.id ||= `lantern-category-list-${counter}`;
  toggle.setAttribute('role', 'button');
  toggle.setAttribute('aria-controls', list.id);
  toggle.setAttribute('aria-expanded', 'false');

  const show = (shown: boolean) => {
    if (inner.classList.contains(SHOWN) === shown) return;
    inner.classList.toggle(SHOWN, shown);
    toggle.setAttribute('aria-expanded', String(shown));
    slide(list, shown, CATEGORY_LIST_SLIDE_MS);
    if (shown) on.show();
  };

  const markCurrent = (value: string) => {
    for (const link of Array.from(list.querySelectorAll<HTMLAnchorElement>('a[data-val]'))) {
      const current = (link.dataset.val ?? '') === value;
      link.parentElement?.classList.toggle(CURRENT, current);
      if (current) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  };
  // "All categories" is `0` in the list and empty in the select.
  const listValue = (value: string) => (value === '' ? '0' : value);
  markCurrent(listValue(select?.value ?? ''));

  toggle.addEventListener(
    'click',
    (event) => {
      event.preventDefault();
      show(!inner.classList.contains(SHOWN));
    },
    options,
  );
  // Space presses a button; the link answers Enter by itself.
  toggle.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      toggle.click();
    },
    options,
  );
  list.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-val]') : null;
      if (!link) return;
      event.preventDefault();
      const value = link.dataset.val ?? '0';
      markCurrent(value);
      label.textContent = link.textContent?.trim() ?? '';
      if (select) select.value = value === '0' ? '' : value;
      show(false);
      toggle.focus();
      on.choose();
    },
    options,
  );
  inner.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !inner.classList.contains(SHOWN)) return;
      event.preventDefault();
      event.stopPropagation();
      show(false);
      toggle.focus();
    },
    options,
  );
  form.ownerDocument.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Node) || !inner.contains(event.target)) show(false);
    },
    options,
  );
  field.addEventListener('focus', () => show(false), options);

  return () => {
    for (const name of ['role', 'aria-controls', 'aria-expanded']) toggle.removeAttribute(name);
    inner.classList.remove(SHOWN);
  };
}
