import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/dom';
import { testServer, testShop } from '../../fixtures/msw/test-server';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './coming-soon';

/** Printed on wp_footer for shop managers; the dismiss link has no href and no text. */
function bannerHtml(nonce = testShop.restNonce): string {
  return `
  <div id="coming-soon-footer-banner">
    <div class="coming-soon-footer-banner__content">
      This page is in "Coming soon" mode and is only visible to you and those who have permission.
      To make it visible to everyone, <a href="/wp-admin/admin.php?page=wc-settings&amp;tab=site-visibility">change your site visibility settings</a>.
    </div>
    <a class="coming-soon-footer-banner-dismiss" data-rest-url="http://shop.test/wp-json/wp/v2/users/1" data-rest-nonce="${nonce}"></a>
  </div>`;
}

const USERS_ROUTE = 'http://shop.test/wp-json/wp/v2/users/1';
const sent: { method: string; nonce: string | null; type: string | null; body: string }[] = [];

function mountBanner(signal: AbortSignal, nonce?: string) {
  document.body.innerHTML = bannerHtml(nonce);
  const banner = document.getElementById('coming-soon-footer-banner');
  if (!banner) throw new Error('no banner');
  const cleanUp = mount(createMountContext(banner, signal));
  return { banner, cleanUp };
}

const dismissButton = () => screen.getByRole('button', { name: 'Dismiss' });
const hidden = (banner: HTMLElement) => vi.waitFor(() => expect(banner.style.display).toBe('none'));

describe('coming-soon banner', () => {
  let controller: AbortController;
  beforeEach(() => {
    controller = new AbortController();
    sent.length = 0;
    testServer.events.on('request:start', ({ request }) => {
      if (!request.url.startsWith(USERS_ROUTE)) return;
      const { method, headers } = request;
      void request.clone().text().then((body) =>
        sent.push({ method, nonce: headers.get('X-WP-Nonce'), type: headers.get('Content-Type'), body }),
      );
    });
  });
  afterEach(() => {
    controller.abort();
    testServer.events.removeAllListeners();
  });

  it('makes the dismiss link a named button that the keyboard can reach', () => {
    mountBanner(controller.signal);
    expect(dismissButton().getAttribute('tabindex')).toBe('0');
  });

  it('records the dismissal as WooCommerce sends it, and hides the banner once answered', async () => {
    const { banner } = mountBanner(controller.signal);

    fireEvent.click(dismissButton());
    expect(banner.style.display).not.toBe('none'); // not before the reply
    await hidden(banner);

    expect(testShop.comingSoonBannerDismissed).toBe(true);
    expect(sent).toEqual([
      {
        method: 'POST',
        nonce: testShop.restNonce,
        type: expect.stringContaining('application/x-www-form-urlencoded'),
        body: 'woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes',
      },
    ]);
  });

  it('hides the banner even when the server refuses the nonce', async () => {
    const { banner } = mountBanner(controller.signal, 'stale-nonce');

    fireEvent.click(dismissButton());
    await hidden(banner);

    expect(testShop.comingSoonBannerDismissed).toBe(false);
  });

  it('hides the banner when the network fails', async () => {
    testServer.use(http.post(USERS_ROUTE, () => HttpResponse.error()));
    const { banner } = mountBanner(controller.signal);

    fireEvent.click(dismissButton());
    await hidden(banner);
  });

  it.each(['Enter', ' '])('dismisses from the keyboard with %j, sending once', async (key) => {
    const { banner } = mountBanner(controller.signal);

    fireEvent.keyDown(dismissButton(), { key });
    fireEvent.click(dismissButton());
    await hidden(banner);

    expect(testShop.comingSoonBannerDismissed).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('puts the link back as printed and stops listening on unmount', () => {
    const { banner, cleanUp } = mountBanner(controller.signal);
    const link = banner.querySelector('a.coming-soon-footer-banner-dismiss');
    const printed = new DOMParser().parseFromString(bannerHtml(), 'text/html').querySelector('a.coming-soon-footer-banner-dismiss');
    controller.abort();
    cleanUp?.();

    expect(link?.outerHTML).toBe(printed?.outerHTML);
    // A listener still bound would prevent the click's default before sending anything.
    expect(link && fireEvent.click(link)).toBe(true);
    expect(sent).toHaveLength(0);
    expect(banner.style.display).not.toBe('none');
  });
});
