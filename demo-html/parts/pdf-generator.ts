import { html, raw, type SafeHtml } from '../../fixtures/html/html';
import { PDF_NONCE } from '../../fixtures/shop/pdf-mail';
import type { LocalizedScript } from '../context';

const CLOSE_ICON = raw(
  '<svg xmlns="http://www.w3.org/2000/svg" width="14" height="14" viewBox="0 0 14 14" aria-hidden="true"><path d="M1 1l12 12M13 1L1 13" stroke="currentColor" stroke-width="2"/></svg>',
);

/**
 * PDF Generator's 'Download PDF' icon link in e-mail mode, then its modal (printed once per
 * post). `loggedIn` adds the 'use account e-mail' box, which the plugin prints for users only.
 *
 * @example
 * pdfEmailLink(120, true);
 */
export function pdfEmailLink(postId: number, loggedIn: boolean): SafeHtml {
  return html`<div class="pdf-icon-for-the-email pgfw-icon-display pgfw-icon-display--template1"><a href="#" class="pgfw-single-pdf-download-button pgfw-single-pdf-download-button--template1 pgfw-single-pdf-download-a pgfw-single-pdf-download-a--template1 pgfw-single-pdf-download-a--icon-only" title="Please Enter Your Email ID" aria-label="Download PDF"><span class="pgfw-pdf-icon" aria-hidden="true">PDF</span></a></div>
<div id="single-pdf-download">
<div class="wps-pdf_email--shadow"></div>
<div class="wps-pdf_email-content">
<div class="wps-pdf_email--close">${CLOSE_ICON}</div>
<h2>Please Enter Your Email ID</h2>
<input type="hidden" id="pgfw_current_post_id" data-post-id="${postId}">
<div class="wps_pgfw_email_input">
<label for="pgfw-user-email-input">Email ID</label>
<input type="email" id="pgfw-user-email-input" name="pgfw-user-email-input" placeholder="email">
${loggedIn && html`<label for="pgfw-user-email-from-account"><input type="checkbox" id="pgfw-user-email-from-account" name="pgfw-user-email-from-account"> Use account Email ID instead.</label>`}
</div>
<div class="wps_pgfw_email_button"><button id="pgfw-submit-email-user">Submit</button></div>
<div id="pgfw-user-email-submittion-message"></div>
</div>
</div>`;
}

/**
 * The plugin's print button (Pro). `current` is today's markup, with its inline
 * `onclick="window.print()"`; `older` has none and relied on the plugin's script.
 */
export function pdfPrintButton(markup: 'current' | 'older'): SafeHtml {
  return markup === 'current'
    ? html`<a href="#" id="pgfw_print_button" class="pgfw-single-pdf-print-a" onclick="window.print()">Print</a>`
    : html`<a href="#" id="pgfw_print_button" class="pgfw-single-pdf-print-a">Print</a>`;
}

/** `pgfw_common_param`, localized for the plugin's common script. */
export const pdfGlobal: LocalizedScript = {
  id: 'pdf-generator-for-wpcommon-js-extra',
  name: 'pgfw_common_param',
  value: {
    ajaxurl: '/wp-admin/admin-ajax.php',
    nonce: PDF_NONCE,
    loader: '/wp-content/plugins/pdf-generator-for-wp/admin/src/images/loader.gif',
    processing_html: '<span style="color:#1e73be;">Please wait....</span>',
    email_submit_error: '<span style="color:#8e4b86;">Some unexpected error occurred. Kindly Resubmit again</span>',
  },
};
