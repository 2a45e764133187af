import { toNumber, toRecord, toText } from './coerce';
import { DEFAULT_REQUEST_TIMEOUT_MS, pageGlobal } from './settings';

/** `pgfw_common_param` of PDF Generator for WordPress (single-PDF e-mail). */
export interface PdfSettings {
  ajaxUrl: string;
  nonce: string;
  /** Server HTML shown while the request runs ("Please wait...."). */
  processingHtml: string;
  /** Server HTML shown when the request fails (spec 8.1). */
  emailSubmitErrorHtml: string;
  /** `lantern_config.pdf_mail_timeout`, else the limit of every call (`request_timeout`, a minute; decision 0150). */
  timeout: number;
}

/**
 * Reads the PDF plugin's localized object; its HTML texts are the shop's own.
 *
 * @example
 * // var pgfw_common_param = { ajaxurl: "/wp-admin/admin-ajax.php", nonce: "…", processing_html: "<span …>Please wait....</span>", … }
 * readPdfSettings('/wp-admin/admin-ajax.php').nonce;
 */
export function readPdfSettings(fallbackAjaxUrl: string): PdfSettings {
  const params = pageGlobal('pgfw_common_param');
  const own = toRecord(pageGlobal('lantern_config'));
  return {
    timeout: toNumber(own.pdf_mail_timeout ?? own.request_timeout, DEFAULT_REQUEST_TIMEOUT_MS),
    ajaxUrl: toText(params.ajaxurl, fallbackAjaxUrl),
    nonce: toText(params.nonce, ''),
    processingHtml: toText(params.processing_html, '<span style="color:#1e73be;">Please wait....</span>'),
    emailSubmitErrorHtml: toText(
      params.email_submit_error,
      '<span style="color:#8e4b86;">Some unexpected error occurred. Kindly Resubmit again</span>',
    ),
  };
}
