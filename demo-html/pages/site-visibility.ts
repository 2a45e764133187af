import { html } from '../../fixtures/html/html';
import type { PageView } from '../context';

/**
 * Where the coming-soon banner's "change visibility settings" link leads. A real shop opens
 * WooCommerce → Settings → Site visibility in wp-admin; the demo has no admin, so this page
 * says what the setting does.
 *
 * @example
 * siteVisibilityPage().title; // 'Site visibility'
 */
export function siteVisibilityPage(): PageView {
  return {
    title: 'Site visibility',
    bodyClass: ['page-template-default', 'page', 'demo-site-visibility'],
    main: html`<article class="page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Site visibility</h1></header>
<div class="entry-content">
<p>In a real shop this link opens <strong>WooCommerce &rarr; Settings &rarr; Site visibility</strong> in the WordPress admin, where the shop is switched between <em>Coming soon</em> (only administrators and people with permission see it) and <em>Live</em>.</p>
<p>The demo has no admin: it shows the banner to its one administrator, as WooCommerce does while the shop is in coming-soon mode. Dismiss the banner with its &times; button; the dismissal lasts until the demo server restarts.</p>
<p><a class="button" href="/">Back to the shop</a></p>
</div>
</article>`,
  };
}
