import { readPdfSettings } from '../../src/config/pdf-settings';
import { describeDialog } from '../../src/dom/dialog';
import { trustedFragment } from '../../src/dom/html';
import { modalPanel } from '../../src/dom/modal-panel';
import { reloadPage } from '../../src/dom/navigate';
import { sendSinglePdfMail } from '../../src/net/pdf-mail';
import type { MountContext } from '../../src/runtime/types';

const OPEN_CLASS = 'wps-pdf_email--show';
const TRIGGER = '.pgfw-single-pdf-download-a';
const CLOSE = '.wps-pdf_email--close';
const BACKDROP = '.wps-pdf_email--shadow';
const SUBMIT = '#pgfw-submit-email-user';
/** Spec 9.2: the page reloads 5 s after the server's reply. */
export const RELOAD_AFTER_MS = 5000;

/** Gives the modal's content box the roles of a modal dialog named by its heading. */
function describeAsDialog(modal: HTMLElement): HTMLElement {
  const dialog = modal.querySelector<HTMLElement>('.wps-pdf_email-content') ?? modal;
  describeDialog(dialog, { title: dialog.querySelector('h2'), titleId: 'lantern-pdf-mail-title', label: 'Download PDF' });
  modal.querySelectorAll<HTMLElement>(CLOSE).forEach((close) => {
    // The plugin prints an SVG in a div: make it a control the keyboard reaches.
    if (close instanceof HTMLButtonElement) return;
    close.setAttribute('role', 'button');
    close.tabIndex = 0;
    if (!close.getAttribute('aria-label')) close.setAttribute('aria-label', 'Close');
  });
  const message = modal.querySelector<HTMLElement>('#pgfw-user-email-submittion-message');
  message?.setAttribute('role', 'status');
  return dialog;
}

/**
 * The single-PDF e-mail modal (spec 2.3, 4.3, 7.1) on the plugin's markup: 'Download PDF'
 * opens it, its close control, the backdrop and Escape close it; submit posts the address (or
 * `use_account_email` when the account box is ticked) with the page's post id, shows the
 * plugin's processing text, then the server's reply as-is, and reloads 5 s later. A failed
 * request shows the configured error and does not reload. No client-side e-mail check (5.2).
 *
 * @example
 * mount(createMountContext(document.getElementById('single-pdf-download')!, controller.signal));
 */
export function mount({ element: modal, settings, signal }: MountContext): () => void {
  const pdf = readPdfSettings(settings.adminAjaxUrl);
  const dialog = describeAsDialog(modal);
  const message = modal.querySelector<HTMLElement>('#pgfw-user-email-submittion-message');
  let pending = false;
  let reload: ReturnType<typeof setTimeout> | undefined;
  const panel = modalPanel({
    panel: modal,
    openers: TRIGGER,
    closers: CLOSE,
    overlay: modal.querySelector<HTMLElement>(BACKDROP),
    toggles: false,
    render: (open) => modal.classList.toggle(OPEN_CLASS, open),
    // Focus is held by the content box, the dialog; the backdrop around it is not.
    dialog,
    signal,
  });
  const show = (html: string) => message?.replaceChildren(trustedFragment(html));

  const submit = async () => {
    if (pending) return;
    pending = true;
    const button = modal.querySelector<HTMLElement>(SUBMIT);
    button?.setAttribute('aria-disabled', 'true');
    message?.setAttribute('aria-busy', 'true');
    show(pdf.processingHtml);
    const useAccount = modal.querySelector<HTMLInputElement>('#pgfw-user-email-from-account')?.checked === true;
    const typed = modal.querySelector<HTMLInputElement>('#pgfw-user-email-input')?.value ?? '';
    const reply = await sendSinglePdfMail({
      ajaxUrl: pdf.ajaxUrl,
      nonce: pdf.nonce,
      email: useAccount ? 'use_account_email' : typed,
      postId: modal.querySelector('#pgfw_current_post_id')?.getAttribute('data-post-id') ?? '',
      timeout: pdf.timeout,
    });
    pending = false;
    button?.removeAttribute('aria-disabled');
    message?.removeAttribute('aria-busy');
    if (signal.aborted) return;
    if (reply.ok) {
      show(reply.value);
      reload = setTimeout(reloadPage, RELOAD_AFTER_MS);
    } else {
      show(pdf.emailSubmitErrorHtml);
    }
  };

  modal.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(SUBMIT)) {
        event.preventDefault();
        void submit();
      }
    },
    { signal },
  );
  modal.addEventListener(
    'keydown',
    (event) => {
      // The plugin's field sits in no form: Enter in it submits, as shoppers expect.
      if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type === 'email') {
        event.preventDefault();
        void submit();
      }
    },
    { signal },
  );
  return () => {
    if (reload !== undefined) clearTimeout(reload);
    panel.release();
  };
}
