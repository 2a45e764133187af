import { html, type SafeHtml } from '../../fixtures/html/html';
import { decodeValue, parsePairs } from '../../islands/order-attribution/sbjs-format';
import type { PageContext, PageView } from '../context';

/** Arrivals QA can try: campaign links, and referrers the page pretends to have (`demo_referrer`). */
const LINKS: readonly { label: string; href: string }[] = [
  { label: 'E-mail campaign to the shop', href: '/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale&utm_content=hero_banner&utm_term=led+light+bar' },
  { label: 'Paid social ad straight to checkout (GA4 fields too)', href: '/checkout/?utm_source=facebook&utm_medium=paid_social&utm_campaign=marine_launch&utm_id=fb-2291&utm_source_platform=meta_ads&utm_creative_format=video&utm_marketing_tactic=prospecting' },
  { label: 'Google Ads click (gclid only)', href: '/product/magnetic-base-led-work-light/?gclid=demo-click-123' },
  { label: 'Organic Google search', href: '/?demo_referrer=https://www.google.com/' },
  { label: 'Organic Bing search', href: '/shop/?demo_referrer=https://www.bing.com/search?q=marine+led+lights' },
  { label: 'A link on another site (referral)', href: '/product/led-amber-beacon-light-magnetic/?demo_referrer=https://forum.example.org/threads/best-beacon.html' },
  { label: 'A post on X (t.co counts as twitter.com)', href: '/shop/?demo_referrer=https://t.co/aB12cD' },
  { label: 'Typed in (no referrer, no campaign)', href: '/checkout/' },
];

const COOKIES = ['sbjs_current', 'sbjs_current_add', 'sbjs_first', 'sbjs_first_add', 'sbjs_session', 'sbjs_udata', 'sbjs_migrations'];

/** The visit's tracking cookies as this request sent them, each value decoded to its pairs. */
function trackingTable(cookieHeader: string): SafeHtml {
  const sent = new Map(
    cookieHeader
      .split(';')
      .map((part) => part.trim().split('='))
      .map(([name = '', ...value]) => [name, value.join('=')] as const),
  );
  const rows = COOKIES.filter((name) => sent.has(name)).map((name) => {
    const pairs = parsePairs(decodeValue(sent.get(name) ?? ''));
    return html`<tr><th scope="row"><code>${name}</code></th><td>${Object.entries(pairs).map(([key, value]) => html`<code>${key}</code> = ${value}<br>`)}</td></tr>`;
  });
  return rows.length
    ? html`<table class="shop_table"><caption>Tracking cookies this page load sent</caption><tbody>${rows}</tbody></table>`
    : html`<p>No tracking cookies yet: open any page of the shop, or follow a link above.</p>`;
}

/**
 * A page for QA of the order attribution: links that arrive with campaign parameters or a
 * pretended referrer, and the `sbjs_*` cookies the browser sent with this request. The
 * checkout and the register form carry the values in their hidden attribution inputs.
 *
 * @example
 * campaignLinksPage(context).title; // 'Campaign links'
 */
export function campaignLinksPage(context: PageContext): PageView {
  return {
    title: 'Campaign links',
    bodyClass: ['page-template-default', 'page', 'page-id-31'],
    main: html`<article class="page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Campaign links</h1></header>
<div class="entry-content">
<p>Each link opens the shop the way a visitor would arrive from a campaign or another site. Lantern records the visit's source in the same cookies as WooCommerce's tracking script; the checkout (<a href="/checkout/">Checkout</a>) and the register form (<a href="/my-account/">My account</a>) carry it in their hidden <code>wc_order_attribution_*</code> inputs. Come back here to see the cookies change.</p>
<ul class="campaign-links">${LINKS.map((link) => html`<li><a href="${link.href}">${link.label}</a> <code>${link.href}</code></li>`)}</ul>
<p>Run <code>wc_order_attribution.setOrderTracking(false)</code> in the console to refuse tracking (the cookies go, the inputs empty), and <code>true</code> to allow it again.</p>
${trackingTable(context.cookies)}
</div>
</article>`,
  };
}
