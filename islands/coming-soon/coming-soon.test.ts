import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './coming-soon';

const BANNER = `
  <div id="coming-soon-footer-banner">
    <div class="coming-soon-footer-banner__content">
      This page is in "Coming soon" mode and is only visible to you and those who have permission.
      To make it visible to everyone, <a href="/wp-admin/admin.php?page=wc-settings&amp;tab=site-visibility">change your site visibility settings</a>.
    </div>
    <a class="coming-soon-footer-banner-dismiss" data-rest-url="http://shop.test/wp-json/wp/v2/users/1" data-rest-nonce="5f1c2d9e0a"></a>
  </div>`;

/** Holds the dismissal request open until the test answers it. */
function pendingServer() {
  const requests: Request[] = [];
  let answer: (response: Response) => void = () => undefined;
  let refuse: (reason: unknown) => void = () => undefined;
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return new Promise<Response>((resolve, reject) => {
      answer = resolve;
      refuse = reject;
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, answer: (response: Response) => answer(response), refuse: (reason: unknown) => refuse(reason) };
}

function mountBanner(signal: AbortSignal) {
  document.body.innerHTML = BANNER;
  const banner = document.getElementById('coming-soon-footer-banner');
  if (!banner) throw new Error('no banner');
  const cleanUp = mount(createMountContext(banner, signal));
  return { banner, cleanUp };
}

const dismissButton = () => screen.getByRole('button', { name: 'Dismiss' });

describe('coming-soon banner', () => {
  let controller: AbortController;
  beforeEach(() => (controller = new AbortController()));
  afterEach(() => controller.abort());

  it('makes the dismiss link a named button that the keyboard can reach', () => {
    mountBanner(controller.signal);
    expect(dismissButton().getAttribute('tabindex')).toBe('0');
  });

  it('records the dismissal as WooCommerce sends it, then hides the banner', async () => {
    const server = pendingServer();
    const { banner } = mountBanner(controller.signal);

    fireEvent.click(dismissButton());
    await waitFor(() => expect(server.requests).toHaveLength(1));
    const request = server.requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://shop.test/wp-json/wp/v2/users/1');
    expect(request?.headers.get('X-WP-Nonce')).toBe('5f1c2d9e0a');
    expect(request?.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(await request?.text()).toBe('woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes');
    expect(banner.style.display).not.toBe('none'); // still waiting for the reply

    server.answer(new Response('{"id":1}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await waitFor(() => expect(banner.style.display).toBe('none'));
  });

  it('hides the banner even when the server refuses', async () => {
    const server = pendingServer();
    const { banner } = mountBanner(controller.signal);

    fireEvent.click(dismissButton());
    await waitFor(() => expect(server.requests).toHaveLength(1));
    server.answer(new Response('{"code":"rest_cookie_invalid_nonce"}', { status: 403 }));

    await waitFor(() => expect(banner.style.display).toBe('none'));
  });

  it('hides the banner when the network fails', async () => {
    const server = pendingServer();
    const { banner } = mountBanner(controller.signal);

    fireEvent.click(dismissButton());
    await waitFor(() => expect(server.requests).toHaveLength(1));
    server.refuse(new TypeError('Failed to fetch'));

    await waitFor(() => expect(banner.style.display).toBe('none'));
  });

  it.each(['Enter', ' '])('dismisses from the keyboard with %j, sending once', async (key) => {
    const server = pendingServer();
    mountBanner(controller.signal);

    fireEvent.keyDown(dismissButton(), { key });
    fireEvent.click(dismissButton());
    await waitFor(() => expect(server.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(server.requests).toHaveLength(1);
  });

  it('puts the link back as printed and stops listening on unmount', () => {
    const server = pendingServer();
    const { cleanUp } = mountBanner(controller.signal);
    const link = document.querySelector('a.coming-soon-footer-banner-dismiss');
    controller.abort();
    cleanUp?.();

    expect(link?.outerHTML).toBe(
      '<a class="coming-soon-footer-banner-dismiss" data-rest-url="http://shop.test/wp-json/wp/v2/users/1" data-rest-nonce="5f1c2d9e0a"></a>',
    );
    if (link) fireEvent.click(link);
    expect(server.requests).toHaveLength(0);
  });
});
