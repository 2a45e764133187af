import { encodeForm, FORM_HEADERS } from './form';
import { htmlReply } from './html-reply';
import type { NetResult } from './result';
import { requestText } from './transport';

export interface PdfMailRequest {
  ajaxUrl: string;
  nonce: string;
  /** The typed address, or the literal `use_account_email`. */
  email: string;
  postId: string;
  timeout: number;
}

/**
 * Spec 7.1: asks the PDF plugin to e-mail the post as a PDF (admin-ajax
 * `wps_pgfw_ajax_for_single_pdf_mail`). The reply is the server's HTML message, shown as-is;
 * a failed nonce (`-1`, 403), an error page sent as a success, and every other failure come
 * back as errors.
 *
 * @example
 * const reply = await sendSinglePdfMail({ ajaxUrl, nonce, email: 'a@b.example', postId: '42', timeout: 30000 });
 * if (reply.ok) messageArea.replaceChildren(trustedFragment(reply.value));
 */
export async function sendSinglePdfMail(request: PdfMailRequest): Promise<NetResult<string>> {
  const reply = await requestText(request.ajaxUrl, {
    method: 'POST',
    headers: { ...FORM_HEADERS },
    body: encodeForm({
      action: 'wps_pgfw_ajax_for_single_pdf_mail',
      nonce: request.nonce,
      name: 'single_pdf_mail',
      email: request.email,
      post_id: request.postId,
    }),
    timeout: request.timeout,
  });
  // The plugin's message is a fragment (a styled span); a whole page is an error page.
  return htmlReply(reply);
}
