import { LOOP } from '../../src/bridge/loop-names';
import { toBool, toRecord } from '../../src/config/coerce';
import { pageGlobal } from '../../src/config/settings';
import { replaceServerHtml } from '../../src/dom/fragments';
import { trustedFragment } from '../../src/dom/html';
import { islandRuntime } from '../../src/runtime/connect';

/**
 * Puts the refreshed content in the loop widget: its `.elementor-widget-container` is replaced
 * by the first element of the server's HTML (an empty answer leaves an empty container), the
 * islands of the old content are unmounted and the new content is scanned for islands (its
 * add-to-cart buttons, ...).
 *
 * @example replaceLoopContent(loopWidget, reply.value);
 */
export function replaceLoopContent(loop: HTMLElement, html: string): void {
  const doc = loop.ownerDocument;
  const received = trustedFragment(html, doc);
  const fresh = received.firstElementChild ?? doc.createElement('div');
  if (!fresh.classList.length) fresh.className = 'elementor-widget-container';
  // Only the first element is the container; the rest of the answer is left out.
  received.replaceChildren(fresh);
  const old = loop.querySelector(':scope > .elementor-widget-container') ?? loop.appendChild(doc.createElement('div'));
  replaceServerHtml(old, received, islandRuntime());
  loop.classList.remove('e-loading');
  // Lazy background images in the new items wait for this signal, as after the plugin's own refresh.
  if (toBool(toRecord(pageGlobal('ElementorProFrontendConfig').settings).lazy_load_background_images)) {
    doc.dispatchEvent(new Event(LOOP.lazyloadObserve));
  }
}
