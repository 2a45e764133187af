import { html, type SafeHtml } from '../../fixtures/html/html';
import type { PageView } from '../context';

/**
 * `woocommerce_breadcrumb()` as Storefront wraps it; the last crumb is plain text.
 *
 * @example
 * breadcrumb([{ label: 'Shop', href: '/shop/' }, { label: 'Marine' }]);
 */
export function breadcrumb(trail: NonNullable<PageView['breadcrumb']>): SafeHtml {
  const crumbs = [{ label: 'Home', href: '/' }, ...trail];
  return html`<div class="storefront-breadcrumb"><div class="col-full"><nav class="woocommerce-breadcrumb" aria-label="Breadcrumb">${crumbs.map(
    (crumb, index) =>
      html`${index > 0 && html`<span class="breadcrumb-separator"> / </span>`}${crumb.href && index < crumbs.length - 1 ? html`<a href="${crumb.href}">${crumb.label}</a>` : crumb.label}`,
  )}</nav></div></div>`;
}
