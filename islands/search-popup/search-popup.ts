import { modalPanel } from '../../src/dom/modal-panel';
import { describeDialog } from '../../src/dom/dialog';
import type { MountContext } from '../../src/runtime/types';

const OPENER = '.button-search-popup';
const CLOSE = '.site-search-popup-close';
/** Where the theme hangs the popup before it opens: the opener's section, else the site header. */
const HOSTS = '.elementor-section, .elementor-popup-parent-yes';
/** The theme's fade-out class lasts this long before it is taken off. */
export const FADE_OUT_MS = 300;

/**
 * The search popup (spec 2.1): the search button opens it (`active fadein`, focus in its search
 * field) in the button's section, as the theme moves it there; the close button and Escape close it (`fadeout` for 300 ms, as the theme animates),
 * focus stays inside while it is open and goes back to the button after.
 *
 * @example
 * // <div class="site-search-popup"><a class="site-search-popup-close" href="#">×</a><form>…
 * mount(createMountContext(popup, controller.signal));
 */
export function mount({ element: popup, signal }: MountContext): () => void {
  let fade: ReturnType<typeof setTimeout> | undefined;

  popup.id ||= 'lantern-search-popup';
  describeDialog(popup, { label: 'Search' });
  popup.querySelectorAll(`a${CLOSE}`).forEach((link) => link.setAttribute('role', 'button'));

  // The theme prints the popup once and, on each opening, moves it into the section of the
  // button that opened it (else the site header), where its stylesheet places it. Capture
  // phase: the popup is in place before it opens.
  popup.ownerDocument.addEventListener(
    'click',
    (event) => {
      const opener = event.target instanceof Element ? event.target.closest(OPENER) : null;
      if (!opener) return;
      const host = opener.closest(HOSTS) ?? popup.ownerDocument.getElementById('masthead');
      if (host && !host.contains(popup)) host.append(popup);
    },
    { capture: true, signal },
  );

  let drawn = false;
  const modal = modalPanel({
    panel: popup,
    openers: OPENER,
    closers: CLOSE,
    toggles: false,
    render: (open) => {
      clearTimeout(fade);
      popup.classList.toggle('active', open);
      popup.classList.toggle('fadein', open);
      popup.toggleAttribute('inert', !open);
      // The fade-out plays only after an open popup closes, not on the first draw.
      if (open || drawn) popup.classList.toggle('fadeout', !open);
      if (!open && drawn) fade = setTimeout(() => popup.classList.remove('fadeout'), FADE_OUT_MS);
      drawn = true;
    },
    initialFocus: () => popup.querySelector<HTMLElement>('input[type="search"], input[name="s"]'),
    signal,
  });

  return () => {
    modal.release();
    clearTimeout(fade);
    popup.removeAttribute('inert');
  };
}
