import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/dom';
import { readCookie, writeCookie } from '../../src/dom/cookies';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './store-notice';

const NOTICE_ID = '1b2f0c6e8a4d';

function renderNotice(): HTMLElement {
  document.body.innerHTML = `
    <p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store"
       data-notice-id="${NOTICE_ID}" style="display:none;">Free shipping on orders over $100
       <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>`;
  return screen.getByRole('complementary', { hidden: true });
}

describe('store notice', () => {
  let controller: AbortController;
  beforeEach(() => (controller = new AbortController()));
  afterEach(() => controller.abort());

  it('shows the notice the server printed hidden', () => {
    const notice = renderNotice();
    mount(createMountContext(notice, controller.signal));

    expect(notice.style.display).not.toBe('none');
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });

  it('keeps the notice hidden once dismissed in this session', () => {
    writeCookie(`store_notice${NOTICE_ID}`, 'hidden', { path: '/' });
    const notice = renderNotice();
    mount(createMountContext(notice, controller.signal));

    expect(notice.style.display).toBe('none');
  });

  it('still shows a notice whose text changed since the last dismissal', () => {
    writeCookie('store_notice0000aaaa', 'hidden', { path: '/' });
    const notice = renderNotice();
    mount(createMountContext(notice, controller.signal));

    expect(notice.style.display).not.toBe('none');
  });

  it('hides the notice and remembers it when the dismiss link is clicked', () => {
    const notice = renderNotice();
    mount(createMountContext(notice, controller.signal));

    const clicked = fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));

    expect(clicked).toBe(false); // the link's "#" is not followed
    expect(notice.style.display).toBe('none');
    expect(readCookie(`store_notice${NOTICE_ID}`)).toBe('hidden');
  });

  it('writes a site-wide session cookie, as WooCommerce does', () => {
    const notice = renderNotice();
    mount(createMountContext(notice, controller.signal));
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));

    expect(cookieWrites).toHaveBeenCalledTimes(1);
    const written = String(cookieWrites.mock.calls[0]?.[0]);
    expect(written).toMatch(new RegExp(`^store_notice${NOTICE_ID}=hidden;`));
    expect(written).toContain('path=/');
    expect(written).not.toMatch(/expires/i);
  });

  it.each(['Enter', ' '])('dismisses from the keyboard with %j', (key) => {
    const notice = renderNotice();
    mount(createMountContext(notice, controller.signal));

    const pressed = fireEvent.keyDown(screen.getByRole('button', { name: 'Dismiss' }), { key });

    expect(pressed).toBe(false);
    expect(notice.style.display).toBe('none');
    expect(readCookie(`store_notice${NOTICE_ID}`)).toBe('hidden');
  });

  it('moves focus from the hidden notice to the main content, not to <body>', () => {
    const notice = renderNotice();
    const content = document.createElement('div');
    content.id = 'content';
    document.body.prepend(content);
    mount(createMountContext(notice, controller.signal));
    const link = screen.getByRole('button', { name: 'Dismiss' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Enter' });
    expect(document.activeElement).toBe(content);
    expect(content.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus alone when it was not in the notice', () => {
    const notice = renderNotice();
    document.body.insertAdjacentHTML('afterbegin', '<div id="content" tabindex="-1"></div><button id="elsewhere">x</button>');
    mount(createMountContext(notice, controller.signal));
    document.getElementById('elsewhere')!.focus();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(document.activeElement?.id).toBe('elsewhere');
  });

  it('ignores other keys and clicks elsewhere in the notice', () => {
    const notice = renderNotice();
    mount(createMountContext(notice, controller.signal));

    fireEvent.keyDown(screen.getByRole('button', { name: 'Dismiss' }), { key: 'Tab' });
    fireEvent.click(notice);

    expect(notice.style.display).not.toBe('none');
    expect(readCookie(`store_notice${NOTICE_ID}`)).toBeUndefined();
  });

  it('stops listening once unmounted', () => {
    const notice = renderNotice();
    mount(createMountContext(notice, controller.signal));
    controller.abort();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));

    expect(readCookie(`store_notice${NOTICE_ID}`)).toBeUndefined();
  });
});
