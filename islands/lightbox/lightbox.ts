import { onActivate } from '../../src/dom/activate';
import { navigate } from '../../src/dom/navigate';
import { codeOnUse } from '../../src/runtime/code-on-use';
import type { MountContext } from '../../src/runtime/types';
import { LIGHTBOX_LINKS, linkUrl, readLightboxRequest } from './lightbox-request';
import type * as LightboxView from './lightbox-view';

type View = typeof LightboxView;

/** Intent on a lightbox link: the pointer over it, focus, a touch. */
const INTENT = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * WordPress's ThickBox on its own markup contract (`a.thickbox`, `area.thickbox`,
 * `input.thickbox`): one delegated listener; the React view that draws the lightbox is fetched
 * on intent (pointer, focus, touch; the island itself mounts on the first), so React stays off
 * the page until a lightbox is about to open. If the view cannot be fetched, the link is
 * followed instead.
 *
 * @example
 * // <a href="/images/bar.jpg" class="thickbox" rel="gallery" title="Light bar">…</a>
 * mount(createMountContext(document.body, controller.signal));
 */
export function mount({ settings, signal }: MountContext): () => void {
  const load: () => Promise<View> = codeOnUse(() => import('./lightbox-view'));

  // The island mounts on intent on a link (or a held click): the view is wanted now.
  void load().catch(() => undefined);
  for (const type of INTENT) {
    document.addEventListener(
      type,
      (event) => {
        if (event.target instanceof Element && event.target.closest(LIGHTBOX_LINKS)) void load().catch(() => undefined);
      },
      { signal, passive: true, capture: true },
    );
  }

  onActivate(
    LIGHTBOX_LINKS,
    (link, event) => {
      const request = readLightboxRequest(link);
      if (!request) return;
      event.preventDefault();
      load().then(
        (module) => module.showLightbox(request, link, settings.requestTimeout, readLightboxRequest),
        () => {
          // The view never came: the link does what it would do without a lightbox.
          if (!navigate(linkUrl(link))) window.open(linkUrl(link), '_blank', 'noopener');
        },
      );
    },
    signal,
  );

  return () => {
    // The view was asked for on mount: this closes one it drew, once it is there.
    void load().then((module) => module.closeLightbox(), () => undefined);
  };
}
