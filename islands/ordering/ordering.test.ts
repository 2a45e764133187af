import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/dom';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './ordering';

function renderOrdering(): HTMLFormElement {
  document.body.innerHTML = `
    <form class="woocommerce-ordering" method="get" aria-label="Sort products">
      <select name="orderby" class="orderby" aria-label="Shop order">
        <option value="menu_order" selected="selected">Default sorting</option>
        <option value="popularity">Sort by popularity</option>
        <option value="price">Sort by price: low to high</option>
      </select>
      <input type="hidden" name="paged" value="1" />
      <select name="per_page" aria-label="Per page"><option>12</option><option>24</option></select>
    </form>`;
  const form = screen.getByRole('form', { name: 'Sort products' });
  if (!(form instanceof HTMLFormElement)) throw new Error('not a form');
  return form;
}

describe('ordering', () => {
  let controller: AbortController;
  let submits: (event: Event) => void;
  beforeEach(() => {
    controller = new AbortController();
    submits = vi.fn((event: Event) => event.preventDefault());
  });
  afterEach(() => controller.abort());

  it('submits the form, through its submit listeners, when the order changes', () => {
    const form = renderOrdering();
    form.addEventListener('submit', submits);
    mount(createMountContext(form, controller.signal));

    const select = screen.getByRole('combobox', { name: 'Shop order' });
    fireEvent.change(select, { target: { value: 'price' } });

    expect(submits).toHaveBeenCalledTimes(1);
    expect(new FormData(form).get('orderby')).toBe('price');
  });

  it('falls back to a plain submit where requestSubmit is missing', () => {
    const form = renderOrdering();
    Object.defineProperty(form, 'requestSubmit', { value: undefined });
    const plainSubmit = vi.spyOn(form, 'submit').mockImplementation(() => undefined);
    mount(createMountContext(form, controller.signal));

    fireEvent.change(screen.getByRole('combobox', { name: 'Shop order' }), { target: { value: 'price' } });

    expect(plainSubmit).toHaveBeenCalledTimes(1);
  });

  it('ignores changes to other fields of the form', () => {
    const form = renderOrdering();
    form.addEventListener('submit', submits);
    mount(createMountContext(form, controller.signal));

    fireEvent.change(screen.getByRole('combobox', { name: 'Per page' }), { target: { value: '24' } });

    expect(submits).not.toHaveBeenCalled();
  });

  it('stops submitting once unmounted', () => {
    const form = renderOrdering();
    form.addEventListener('submit', submits);
    mount(createMountContext(form, controller.signal));
    controller.abort();

    fireEvent.change(screen.getByRole('combobox', { name: 'Shop order' }), { target: { value: 'price' } });

    expect(submits).not.toHaveBeenCalled();
  });
});
