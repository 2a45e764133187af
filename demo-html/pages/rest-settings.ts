import { html } from '../../fixtures/html/html';
import { REST_NONCE, REST_SETTINGS_PATH } from '../../fixtures/shop/index';
import type { PageContext, PageView } from '../context';

/**
 * The demo's REST failure switches for QA: the REST routes of the platform request client
 * (a paginated collection, an echo, media upload) and the failures it must survive. The page
 * prints `wpApiSettings` (root and nonce) as the `wp-api` script does.
 *
 * @example restSettingsPage(context).title; // 'REST settings'
 */
export function restSettingsPage(context: PageContext): PageView {
  const settings = context.restDemo;
  const flag = (name: string, label: string, on: boolean) =>
    html`<p><label><input type="checkbox" name="${name}" value="yes"${on ? html` checked` : ''}> ${label}</label></p>`;
  const failures = Array.from({ length: 7 }, (_, count) => html`<option value="${count}"${count === settings.postProcessFailures ? html` selected` : ''}>${count}</option>`);
  return {
    title: 'REST settings',
    bodyClass: ['page-template-default', 'page'],
    globals: [{ id: 'wp-api-request-js-extra', name: 'wpApiSettings', value: { root: `${context.url.origin}/wp-json/`, nonce: REST_NONCE, versionString: 'wp/v2/' } }],
    main: html`<article class="page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">REST settings (demo)</h1></header>
<div class="entry-content"><p>The demo server answers the REST calls of Lantern's request client: <code>GET /wp-json/lantern-demo/v1/items</code> (250 items in pages of up to 100, with <code>Link: rel="next"</code>), <code>/wp-json/lantern-demo/v1/echo</code> (any method; says what it got), and <code>POST /wp-json/wp/v2/media</code> with its <code>post-process</code> retries and <code>DELETE</code>. Every call needs the page's nonce in <code>X-WP-Nonce</code>; <code>/wp-admin/admin-ajax.php?action=rest-nonce</code> gives a fresh one. These failures hold for every visitor until the server restarts.</p>
<form method="post" action="${REST_SETTINGS_PATH}">
${flag('nonce_expired', "The nonce pages print has expired (the next call is refused with rest_cookie_invalid_nonce; a fresh nonce works)", settings.nonceExpired)}
${flag('upload_fails', 'Media uploads fail with a 500 after the file is saved (X-WP-Upload-Attachment-Id)', settings.uploadFails)}
<p><label for="setting-post-process">Post-processing retries of such an upload that fail (the client retries 5 times, then deletes the attachment)</label> <select id="setting-post-process" name="post_process_failures">${failures}</select></p>
<p><button type="submit" class="button">Save settings</button></p>
</form></div>
</article>`,
  };
}
