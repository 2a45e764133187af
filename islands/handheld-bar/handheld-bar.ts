import type { MountContext } from '../../src/runtime/types';

const BAR = '[class*="-handheld-footer-bar"]';
const SEARCH_LINK = '.search > a';
const SEARCH_FIELD = 'input[type="search"], input.search-field, input[name="s"]';
/** The theme's CSS hides the bar while this is on the body, so the keyboard has room. */
const INPUT_FOCUSED = 'sf-input-focused';

/** A field in a form that is not part of any footer bar, and that can be tabbed to. */
function isOutsideFormField(target: EventTarget | null): target is HTMLElement {
  return (
    target instanceof HTMLElement &&
    target.closest('form') !== null &&
    target.closest(BAR) === null &&
    target.tabIndex !== -1
  );
}

/**
 * The search link opens and closes the bar's search box; focus in any other form marks the
 * page as input-focused. Focus is watched on the document, so forms added later count too.
 *
 * @example
 * // <div class="storefront-handheld-footer-bar"><ul><li class="search"><a href="">Search</a>…
 * const cleanUp = mount(createMountContext(bar, controller.signal));
 */
export function mount({ element: bar, signal }: MountContext): (() => void) | undefined {
  // `[class*=…]` also matches the theme's inner parts: only the outermost bar acts.
  if (bar.parentElement?.closest(BAR)) return undefined;
  const doc = bar.ownerDocument;

  const links = Array.from(bar.querySelectorAll<HTMLAnchorElement>(SEARCH_LINK));
  for (const link of links) {
    link.setAttribute('aria-expanded', String(link.parentElement?.classList.contains('active') ?? false));
  }

  bar.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest(SEARCH_LINK) : null;
      const item = link?.parentElement;
      if (!link || !item || !bar.contains(link)) return;
      event.preventDefault();
      const open = item.classList.toggle('active');
      link.setAttribute('aria-expanded', String(open));
      if (open) item.querySelector<HTMLInputElement>(SEARCH_FIELD)?.focus();
    },
    { signal },
  );

  doc.addEventListener(
    'focusin',
    (event) => {
      if (isOutsideFormField(event.target)) doc.body.classList.add(INPUT_FOCUSED);
    },
    { signal },
  );
  doc.addEventListener(
    'focusout',
    (event) => {
      if (isOutsideFormField(event.target)) doc.body.classList.remove(INPUT_FOCUSED);
    },
    { signal },
  );

  return () => {
    for (const link of links) link.removeAttribute('aria-expanded');
    doc.body.classList.remove(INPUT_FOCUSED);
  };
}
