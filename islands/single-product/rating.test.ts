import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/dom';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './rating';

const FORM = `
  <div id="respond" class="comment-respond">
    <form id="commentform" class="comment-form" action="/wp-comments-post.php" method="post">
      <div class="comment-form-rating"><label for="rating">Your rating</label><select name="rating" id="rating" required>
        <option value="">Rate&hellip;</option><option value="5">Perfect</option><option value="4">Good</option>
        <option value="3">Average</option><option value="2">Not that bad</option><option value="1">Very poor</option>
      </select></div>
      <p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Submit"></p>
    </form>
  </div>`;

type Params = Record<string, string>;
const setParams = (params: Params | undefined) => Object.assign(globalThis, { wc_single_product_params: params });

describe('review rating', () => {
  let controller: AbortController;
  let select: HTMLSelectElement;
  beforeEach(() => {
    document.body.innerHTML = FORM;
    select = document.querySelector('select')!;
    controller = new AbortController();
    setParams({ review_rating_required: 'yes', i18n_required_rating_text: 'Bitte Sterne wählen' });
  });
  afterEach(() => {
    controller.abort();
    setParams(undefined);
    vi.unstubAllGlobals();
  });

  it('draws five stars named by the options, in a group named by the label', () => {
    mount(createMountContext(select, controller.signal));
    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(Array.from(group.querySelectorAll('a')).map((star) => star.getAttribute('aria-label'))).toEqual(['Very poor', 'Not that bad', 'Average', 'Good', 'Perfect']);
    expect(select.style.display).toBe('none');
    // White space between the stars, as in WooCommerce's markup, which spaces them on the page.
    expect(group.textContent).toBe('1 2 3 4 5');
  });

  it('refuses to send without a rating when the shop requires one, with its text', () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    mount(createMountContext(select, controller.signal));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('submit')!.dispatchEvent(click);
    expect(alert).toHaveBeenCalledWith('Bitte Sterne wählen');
    expect(click.defaultPrevented).toBe(true);
  });

  it('lets the review go when a rating is chosen, or when the shop does not require one', () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    mount(createMountContext(select, controller.signal));
    fireEvent.click(screen.getByRole('radio', { name: 'Average' }));
    expect(select.value).toBe('3');
    const sent = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('submit')!.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(false);

    controller.abort();
    document.body.innerHTML = FORM;
    select = document.querySelector('select')!;
    controller = new AbortController();
    setParams({ review_rating_required: 'no' });
    mount(createMountContext(select, controller.signal));
    const unrated = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('submit')!.dispatchEvent(unrated);
    expect(unrated.defaultPrevented).toBe(false);
    expect(alert).not.toHaveBeenCalled();
  });

  it('without the global, requires a rating when the select is marked required', () => {
    setParams(undefined);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    mount(createMountContext(select, controller.signal));
    document.getElementById('submit')!.click();
    expect(alert).toHaveBeenCalledWith('Please select a rating');
  });

  it('takes the stars away and shows the select again when unmounted', () => {
    const cleanUp = mount(createMountContext(select, controller.signal));
    cleanUp?.();
    expect(document.querySelector('p.stars')).toBeNull();
    expect(select.style.display).toBe('');
  });
});
