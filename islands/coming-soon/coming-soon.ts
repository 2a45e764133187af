import { onActivate } from '../../src/dom/activate';
import { dismissComingSoonBanner } from '../../src/net/coming-soon';
import type { MountContext } from '../../src/runtime/types';

const DISMISS = 'a.coming-soon-footer-banner-dismiss';

/** Sets the attributes the element lacks (the shop's own win); returns what takes them away again. */
function ensureAttributes(element: HTMLElement, wanted: Readonly<Record<string, string>>): () => void {
  const added = Object.keys(wanted).filter((attribute) => !element.hasAttribute(attribute));
  for (const attribute of added) element.setAttribute(attribute, wanted[attribute] ?? '');
  return () => {
    for (const attribute of added) element.removeAttribute(attribute);
  };
}

/**
 * WooCommerce prints the dismiss control as an empty, href-less link: neither focusable nor
 * named, and the banner outside any landmark. Make the link a keyboard-reachable, named button
 * and the banner a named region, without changing how either looks.
 */
function makeAccessible(banner: HTMLElement, link: HTMLElement, i18n: { dismiss: string; comingSoonBanner: string }): () => void {
  const restoreBanner = ensureAttributes(banner, { role: 'region', 'aria-label': i18n.comingSoonBanner });
  const restoreLink = ensureAttributes(link, { role: 'button', tabindex: '0', ...(link.textContent?.trim() ? {} : { 'aria-label': i18n.dismiss }) });
  return () => {
    restoreBanner();
    restoreLink();
  };
}

/**
 * Dismissing records the choice in the user's meta, then hides the banner once the request
 * has completed, whether or not it succeeded (spec 2.1).
 *
 * @example
 * // <div id="coming-soon-footer-banner">… <a class="coming-soon-footer-banner-dismiss"
 * //   data-rest-url="/wp-json/wp/v2/users/1" data-rest-nonce="…"></a></div>
 * mount(createMountContext(banner, controller.signal));
 */
export function mount({ element: banner, settings, signal }: MountContext): (() => void) | undefined {
  const link = banner.querySelector<HTMLElement>(DISMISS);
  if (!link) return undefined;
  const restore = makeAccessible(banner, link, settings.i18n);
  let sent = false;

  const dismiss = (event: Event): void => {
    event.preventDefault();
    if (sent) return;
    sent = true;
    const hide = (): void => {
      banner.style.display = 'none';
    };
    const restUrl = link.dataset.restUrl;
    if (!restUrl) {
      hide();
      return;
    }
    void dismissComingSoonBanner(restUrl, link.dataset.restNonce ?? '').then(hide, hide);
  };

  onActivate(
    DISMISS,
    (target, event) => {
      if (target === link) dismiss(event);
    },
    signal,
  );
  return restore;
}
