import type { MountContext } from '../../src/runtime/types';
import { keepInView } from '../../src/ui/place-popover';

const DROPDOWN = '.account-dropdown';
/** The theme prints this around the header when signed-in shoppers get a plain link. */
const NO_DROPDOWN = '.header-group-hide-dropdown';
const OPEN_CLASS = 'active';

/**
 * The header account dropdown (reference 5.6): the account link toggles `active` on
 * `.account-dropdown` instead of navigating; a tap or click outside, Escape, or focus leaving
 * the account area closes it. The link says whether the dropdown is expanded. Where the theme
 * prints the form (`.account-wrap`) elsewhere, it is moved into the dropdown, as the theme does
 * on first hover. While it shows (opened, or hovered as the theme's stylesheet shows it), it is
 * kept under the link and inside the viewport: a link near the screen's edge no longer cuts
 * the form off.
 *
 * @example
 * // <div class="site-header-account"><a href="/my-account/">My account</a><div class="account-dropdown">…
 * mount(createMountContext(account, controller.signal));
 */
export function mount({ element: account, signal }: MountContext): void {
  const doc = account.ownerDocument;
  const dropdown = account.querySelector<HTMLElement>(DROPDOWN);
  if (!dropdown || account.closest(NO_DROPDOWN)) return;
  const links = Array.from(account.querySelectorAll<HTMLAnchorElement>(':scope > a'));
  const wrap = doc.querySelector<HTMLElement>('.account-wrap');
  if (wrap && !dropdown.contains(wrap)) dropdown.append(wrap);

  dropdown.id ||= 'lantern-account-dropdown';
  const isOpen = () => dropdown.classList.contains(OPEN_CLASS);
  let stopPlacing: (() => void) | undefined;
  // Placed from the first frame it shows until it hides again, however it was shown.
  const follow = () => {
    const shown = isOpen() || account.matches(':hover, :focus-within');
    if (shown && !stopPlacing && links[0]) stopPlacing = keepInView(links[0], dropdown, { placement: 'bottom-start' });
    if (!shown && stopPlacing) {
      stopPlacing();
      stopPlacing = undefined;
    }
  };
  const setOpen = (open: boolean) => {
    dropdown.classList.toggle(OPEN_CLASS, open);
    for (const link of links) link.setAttribute('aria-expanded', String(open));
    follow();
  };
  for (const type of ['pointerenter', 'pointerleave', 'focusin', 'focusout']) account.addEventListener(type, () => queueMicrotask(follow), { signal });
  signal.addEventListener('abort', () => stopPlacing?.(), { once: true });
  // A disclosure, not a menu: the link says what it opens and whether it is open.
  for (const link of links) link.setAttribute('aria-controls', dropdown.id);
  setOpen(isOpen());

  for (const link of links) {
    link.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        setOpen(!isOpen());
      },
      { signal },
    );
  }
  // `pointerup` as the theme's `mouseup`: it also comes from a finger, and before the click
  // that a tap on another control makes.
  doc.addEventListener(
    'pointerup',
    (event) => {
      const target = event.target instanceof Node ? event.target : null;
      if (!isOpen() || !target || links.some((link) => link.contains(target)) || dropdown.contains(target)) return;
      setOpen(false);
    },
    { signal },
  );
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !isOpen()) return;
      const inside = dropdown.contains(doc.activeElement);
      setOpen(false);
      if (inside) links[0]?.focus();
    },
    { signal },
  );
  // A keyboard shopper who tabs past the form leaves it closed behind them.
  account.addEventListener(
    'focusout',
    (event) => {
      const next = event.relatedTarget;
      if (isOpen() && next instanceof Node && !account.contains(next)) setOpen(false);
    },
    { signal },
  );
}
