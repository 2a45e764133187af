import { html } from '../../fixtures/html/html';
import type { PageContext, PageView } from '../context';
import { comparePageContent } from '../parts/compare';

/**
 * The compare page (`page_url`): the list's table as the `[woosc_list]` shortcode prints it,
 * with a remove control per product and remove all; with a share key (`/compare/{key}`), the
 * shared list, read only.
 *
 * @example comparePage(context).title; // 'Compare'
 */
export function comparePage(context: PageContext, shareKey?: string): PageView {
  return {
    title: 'Compare',
    bodyClass: ['page-template-default', 'page', 'woosc-compare-page'],
    main: html`<article class="page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Compare</h1></header>
<div class="entry-content">${comparePageContent(context, shareKey)}</div>
</article>`,
  };
}
