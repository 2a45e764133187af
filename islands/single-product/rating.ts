import { emitOn } from '../../src/bridge/events';
import { SINGLE_PRODUCT } from '../../src/bridge/single-product-names';
import { readSingleProductSettings } from '../../src/config/single-product-settings';
import type { MountContext } from '../../src/runtime/types';

const STAR_COUNT = 5;

/** The label of the rating select, given an id if it has none so the stars can name it. */
function labelId(select: HTMLSelectElement): string | null {
  const label = select.labels?.[0];
  if (!label) return null;
  if (!label.id) label.id = `${select.id || 'rating'}-label`;
  return label.id;
}

/**
 * The stars WooCommerce's script draws before the select (`p.stars > span > a.star-1` … `star-5`,
 * each a link whose text is its number, which themes style), as a WAI-ARIA radio group: each
 * star is named by the select's option for it ("Perfect", "Good", …). A space stands between
 * two stars, as WooCommerce's markup has white space there: the stars are inline blocks, and
 * themes' star rows are spaced by it.
 */
function drawStars(select: HTMLSelectElement): HTMLParagraphElement {
  const doc = select.ownerDocument;
  const stars = doc.createElement('p');
  stars.className = 'stars';
  const group = doc.createElement('span');
  group.setAttribute('role', 'radiogroup');
  const label = labelId(select);
  if (label) group.setAttribute('aria-labelledby', label);
  for (let value = 1; value <= STAR_COUNT; value += 1) {
    const star = doc.createElement('a');
    star.className = `star-${value}`;
    star.href = '#';
    star.textContent = String(value);
    star.setAttribute('role', 'radio');
    star.setAttribute('aria-checked', 'false');
    star.tabIndex = value === 1 ? 0 : -1;
    const name = Array.from(select.options).find((option) => option.value === String(value))?.text.trim();
    if (name) star.setAttribute('aria-label', name);
    if (value > 1) group.append(' ');
    group.append(star);
  }
  stars.append(group);
  return stars;
}

const KEY_STEPS: Record<string, (value: number) => number> = {
  ArrowRight: (value) => Math.min(STAR_COUNT, value + 1),
  ArrowUp: (value) => Math.min(STAR_COUNT, value + 1),
  ArrowLeft: (value) => Math.max(1, value - 1),
  ArrowDown: (value) => Math.max(1, value - 1),
  Home: () => 1,
  End: () => STAR_COUNT,
};

/**
 * The review form's star rating (`#respond #rating`): the select is hidden behind five stars;
 * choosing one sets the select's value, marks that star `active` and the stars `selected`, as
 * WooCommerce's script does. Sending the review without a rating, when the shop requires one
 * (`review_rating_required`), is refused with `i18n_required_rating_text`, as WooCommerce
 * refuses it, and focus goes to the stars.
 *
 * @example
 * // <div class="comment-form-rating"><label for="rating">Your rating</label><select name="rating" id="rating" required>…
 * const cleanUp = mount(createMountContext(select, controller.signal));
 */
export function mount({ element, signal }: MountContext): (() => void) | undefined {
  if (!(element instanceof HTMLSelectElement)) return undefined;
  const select = element;
  const respond = select.closest('#respond');
  const settings = readSingleProductSettings(select.required);
  const stars = drawStars(select);
  const links = Array.from(stars.querySelectorAll('a'));
  const hiddenBefore = select.style.display;
  select.before(stars);
  select.style.display = 'none';

  const choose = (value: number, focus: boolean): void => {
    select.value = String(value);
    links.forEach((star, index) => {
      const chosen = index + 1 === value;
      star.classList.toggle('active', chosen);
      star.setAttribute('aria-checked', String(chosen));
      star.tabIndex = chosen ? 0 : -1;
    });
    stars.classList.add('selected');
    // A script listening to the select (a theme's summary of the rating) hears the choice.
    select.dispatchEvent(new Event('change', { bubbles: true }));
    if (focus) links[value - 1]?.focus();
  };
  const valueOf = (target: EventTarget | null): number => (target instanceof HTMLAnchorElement ? links.indexOf(target) + 1 : 0);

  stars.addEventListener(
    'click',
    (event) => {
      const value = valueOf(event.target);
      if (value < 1) return;
      event.preventDefault();
      // WooCommerce's stars answer only inside the review form.
      if (respond) choose(value, false);
    },
    { signal },
  );
  stars.addEventListener(
    'keydown',
    (event) => {
      const value = valueOf(event.target);
      if (value < 1 || !respond) return;
      const step = KEY_STEPS[event.key];
      if (step) {
        event.preventDefault();
        choose(step(value), true);
      } else if (event.key === ' ') {
        // Space chooses the star in focus, as it checks a radio button, and does not scroll.
        event.preventDefault();
        choose(value, false);
      }
    },
    { signal },
  );
  respond?.addEventListener(
    'click',
    (event) => {
      const submit = event.target instanceof Element ? event.target.closest('#submit') : null;
      if (!submit || !settings.reviewRatingRequired || select.value) return;
      event.preventDefault();
      window.alert(settings.i18nRequiredRatingText);
      links[0]?.focus();
    },
    { signal },
  );

  emitOn(select, SINGLE_PRODUCT.ratingInit, [], {});
  return () => {
    stars.remove();
    select.style.display = hiddenBefore;
  };
}
