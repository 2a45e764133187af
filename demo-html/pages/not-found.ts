import { html } from '../../fixtures/html/html';
import type { PageView } from '../context';
import { productSearchForm } from '../parts/search-form';

/**
 * The theme's 404 page (status 404).
 *
 * @example
 * notFoundPage().status; // 404
 */
export function notFoundPage(): PageView {
  return {
    status: 404,
    title: 'Page not found',
    bodyClass: ['error404'],
    main: html`<div class="error-404 not-found"><div class="page-content">
<header class="page-header"><h1 class="page-title">Oops! That page can&rsquo;t be found.</h1></header>
<p>Nothing was found at this location. Try searching, or check out the links below.</p>
<section aria-label="Search">${productSearchForm(2)}</section>
<p><a class="button" href="/shop/">Browse the shop</a></p>
</div></div>`,
  };
}
