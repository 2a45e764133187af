import type { MountContext } from '../../src/runtime/types';

/**
 * Submits the ordering form as soon as `select.orderby` changes. `requestSubmit()` fires the
 * form's submit listeners (AJAX filter plugins hook there); plain `submit()` would skip them.
 *
 * @example
 * // <form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby">…
 * mount(createMountContext(form, controller.signal));
 */
export function mount({ element, signal }: MountContext): void {
  if (!(element instanceof HTMLFormElement)) return;
  const form = element;
  form.addEventListener(
    'change',
    (event) => {
      if (!(event.target instanceof HTMLSelectElement) || !event.target.matches('select.orderby')) return;
      if (typeof form.requestSubmit === 'function') form.requestSubmit();
      else form.submit();
    },
    { signal },
  );
}
