import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { testServer } from '../../fixtures/msw/test-server';
import { PDF_NONCE } from '../../fixtures/shop/pdf-mail';
import { createMountContext } from '../../src/runtime/context';
import { mount, RELOAD_AFTER_MS } from './pdf-mail';

const reloadPage = vi.hoisted(() => vi.fn());
vi.mock('../../src/dom/navigate', async (original) => ({ ...(await original<object>()), reloadPage }));

/** The plugin's trigger and modal; `loggedIn` adds the account e-mail box, as the server does. */
function renderModal(loggedIn = true): HTMLElement {
  document.body.innerHTML = `
    <div class="pdf-icon-for-the-email pgfw-icon-display pgfw-icon-display--template1">
      <a href="#" class="pgfw-single-pdf-download-button pgfw-single-pdf-download-a" title="Please Enter Your Email ID" aria-label="Download PDF">PDF</a>
    </div>
    <div id="single-pdf-download">
      <div class="wps-pdf_email--shadow"></div>
      <div class="wps-pdf_email-content">
        <div class="wps-pdf_email--close"><svg width="12" height="12"></svg></div>
        <h2>Please Enter Your Email ID</h2>
        <input type="hidden" id="pgfw_current_post_id" data-post-id="120">
        <div class="wps_pgfw_email_input">
          <label for="pgfw-user-email-input">Email ID</label>
          <input type="email" id="pgfw-user-email-input" placeholder="email">
          ${loggedIn ? '<label><input type="checkbox" id="pgfw-user-email-from-account"> Use account Email ID instead.</label>' : ''}
        </div>
        <div class="wps_pgfw_email_button"><button id="pgfw-submit-email-user">Submit</button></div>
        <div id="pgfw-user-email-submittion-message"></div>
      </div>
    </div>`;
  return document.getElementById('single-pdf-download')!;
}

const link = () => document.querySelector<HTMLElement>('.pgfw-single-pdf-download-a')!;
const message = () => document.getElementById('pgfw-user-email-submittion-message')!;
const isShown = () => document.getElementById('single-pdf-download')!.classList.contains('wps-pdf_email--show');

function captureRequests(reply: () => Response = () => new HttpResponse('<span style="color:green;">Email Submitted Successfully.</span>')) {
  const bodies: URLSearchParams[] = [];
  testServer.use(
    http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
      bodies.push(new URLSearchParams(await request.text()));
      return reply();
    }),
  );
  return bodies;
}

describe('PDF e-mail modal', () => {
  let controller: AbortController;
  beforeEach(() => {
    controller = new AbortController();
    vi.stubGlobal('pgfw_common_param', {
      ajaxurl: '/wp-admin/admin-ajax.php',
      nonce: PDF_NONCE,
      processing_html: '<span style="color:#1e73be;">Please wait....</span>',
      email_submit_error: '<span style="color:#8e4b86;">Some unexpected error occurred. Kindly Resubmit again</span>',
    });
  });
  afterEach(() => {
    controller.abort();
    vi.unstubAllGlobals();
    reloadPage.mockReset();
  });

  it('opens as a modal dialog from the Download PDF link and moves focus in', async () => {
    const modal = renderModal();
    mount(createMountContext(modal, controller.signal));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(isShown()).toBe(true);
    const dialog = modal.querySelector('.wps-pdf_email-content')!;
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Please Enter Your Email ID');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it.each([
    ['its close control', () => fireEvent.click(document.querySelector('.wps-pdf_email--close')!)],
    ['the backdrop', () => fireEvent.click(document.querySelector('.wps-pdf_email--shadow')!)],
    ['Escape', () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })],
  ])('closes on %s and gives focus back to the link', (_name, closeIt) => {
    const modal = renderModal();
    mount(createMountContext(modal, controller.signal));
    link().focus();
    fireEvent.click(link());
    closeIt();
    expect(isShown()).toBe(false);
    expect(document.activeElement).toBe(link());
  });

  it('lets the keyboard reach and use the close control', () => {
    const modal = renderModal();
    mount(createMountContext(modal, controller.signal));
    fireEvent.click(link());
    const close = document.querySelector<HTMLElement>('.wps-pdf_email--close')!;
    expect(close.getAttribute('role')).toBe('button');
    expect(close.tabIndex).toBe(0);
    fireEvent.keyDown(close, { key: 'Enter' });
    expect(isShown()).toBe(false);
  });

  it('posts the typed address and the page post id, shows the reply as-is and reloads 5 s later', async () => {
    const bodies = captureRequests();
    const modal = renderModal();
    const unmount = mount(createMountContext(modal, controller.signal));
    fireEvent.click(link());
    (document.getElementById('pgfw-user-email-input') as HTMLInputElement).value = 'not an address';
    // The reload is the page's own 5 s timer: seen scheduled, not waited out.
    const timers = vi.spyOn(globalThis, 'setTimeout');
    fireEvent.click(document.getElementById('pgfw-submit-email-user')!);
    expect(message().textContent).toBe('Please wait....');
    await waitFor(() => expect(message().textContent).toBe('Email Submitted Successfully.'));
    expect(Object.fromEntries(bodies[0]!)).toEqual({
      action: 'wps_pgfw_ajax_for_single_pdf_mail',
      nonce: PDF_NONCE,
      name: 'single_pdf_mail',
      email: 'not an address',
      post_id: '120',
    });
    expect(message().querySelector('span')?.getAttribute('style')).toBe('color:green;');
    expect(reloadPage).not.toHaveBeenCalled();
    expect(timers.mock.calls.filter(([handler]) => handler === reloadPage).map(([, delay]) => delay)).toEqual([RELOAD_AFTER_MS]);
    // Unmounted, the page no longer reloads (nor does it fire into a later test).
    unmount();
  });

  it('sends use_account_email when the account box is ticked', async () => {
    const bodies = captureRequests();
    const modal = renderModal();
    mount(createMountContext(modal, controller.signal));
    (document.getElementById('pgfw-user-email-from-account') as HTMLInputElement).checked = true;
    fireEvent.click(document.getElementById('pgfw-submit-email-user')!);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.get('email')).toBe('use_account_email');
  });

  it('sends one request however often submit is pressed while it runs', async () => {
    const bodies = captureRequests();
    const modal = renderModal(false);
    mount(createMountContext(modal, controller.signal));
    fireEvent.click(document.getElementById('pgfw-submit-email-user')!);
    fireEvent.click(document.getElementById('pgfw-submit-email-user')!);
    await waitFor(() => expect(message().textContent).toContain('Successfully'));
    expect(bodies).toHaveLength(1);
  });

  it('answers the real fixture shop, which checks the nonce', async () => {
    const modal = renderModal();
    mount(createMountContext(modal, controller.signal));
    (document.getElementById('pgfw-user-email-input') as HTMLInputElement).value = 'me@example.com';
    fireEvent.keyDown(document.getElementById('pgfw-user-email-input')!, { key: 'Enter' });
    await waitFor(() => expect(message().textContent).toBe('Email Submitted Successfully.'));
  });

  it.each([
    ['a refused nonce (-1, 403)', () => new HttpResponse('-1', { status: 403 })],
    ['a server error', () => new HttpResponse('<html>Fatal error</html>', { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['an error page sent with status 200', () => new HttpResponse('<!DOCTYPE html><html><body><p>Fatal error</p></body></html>', { status: 200 })],
  ])('shows the configured error after %s and does not reload', async (_name, reply) => {
    captureRequests(reply);
    const modal = renderModal();
    mount(createMountContext(modal, controller.signal));
    fireEvent.click(document.getElementById('pgfw-submit-email-user')!);
    await waitFor(() => expect(message().textContent).toBe('Some unexpected error occurred. Kindly Resubmit again'));
    expect(message().hasAttribute('aria-busy')).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('gives up after its time-out with the configured error', async () => {
    vi.stubGlobal('lantern_config', { pdf_mail_timeout: '50' });
    testServer.use(http.post('*/wp-admin/admin-ajax.php', () => new Promise<Response>(() => undefined)));
    const modal = renderModal();
    mount(createMountContext(modal, controller.signal));
    fireEvent.click(document.getElementById('pgfw-submit-email-user')!);
    await waitFor(() => expect(message().textContent).toContain('unexpected error'));
  });
});
