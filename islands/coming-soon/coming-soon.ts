import { onActivate } from '../../src/dom/activate';
import { dismissComingSoonBanner } from '../../src/net/coming-soon';
import type { MountContext } from '../../src/runtime/types';

const DISMISS = 'a.coming-soon-footer-banner-dismiss';

/**
 * WooCommerce prints the dismiss control as an empty, href-less link: neither focusable nor
 * named. Make it a keyboard-reachable, named button without changing how it looks.
 */
function makeButtonLike(link: HTMLElement, name: string): () => void {
  const added: string[] = [];
  const ensure = (attribute: string, value: string): void => {
    if (link.hasAttribute(attribute)) return;
    link.setAttribute(attribute, value);
    added.push(attribute);
  };
  ensure('role', 'button');
  ensure('tabindex', '0');
  if (!link.textContent?.trim()) ensure('aria-label', name);
  return () => {
    for (const attribute of added) link.removeAttribute(attribute);
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
  const restore = makeButtonLike(link, settings.i18n.dismiss);
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
