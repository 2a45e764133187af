import { productById, productBySlug, type Product } from '../fixtures/catalogue/index';
import type { PageContext, PageView } from './context';
import { renderDocument } from './layout/document';
import { archivePage, categoryArchive, type ArchiveKind } from './pages/archive';
import { beamGuidePost } from './pages/beam-guide-post';
import { campaignLinksPage } from './pages/campaign-links';
import { cartPage } from './pages/cart';
import { checkoutPage } from './pages/checkout';
import { comparePage } from './pages/compare';
import { homePage } from './pages/home';
import { lostPasswordPage } from './pages/lost-password';
import { loopGridPage } from './pages/loop-grid';
import { editAddressPage } from './pages/edit-address';
import { myAccountPage } from './pages/my-account';
import { notFoundPage } from './pages/not-found';
import { orderReceivedPage } from './pages/order-received';
import { popupsPage } from './pages/popups';
import { productPage } from './pages/product';
import { restSettingsPage } from './pages/rest-settings';
import { siteVisibilityPage } from './pages/site-visibility';
import { wishlistPage, wishlistSettingsPage } from './pages/wishlist';

/** A template that needs nothing but the page context. */
type PlainTemplate = 'home' | 'cart' | 'checkout' | 'campaign-links' | 'order-received' | 'my-account' | 'lost-password' | 'edit-address' | 'loop-grid' | 'site-visibility' | 'wishlist-settings' | 'rest-settings' | 'compare' | 'beam-guide' | 'popups' | 'not-found';

/** A page the server renders, decided before anything is rendered (redirects print nothing). */
export type PageRoute =
  | { kind: 'page'; template: PlainTemplate }
  | { kind: 'page'; template: 'archive'; archive: ArchiveKind }
  | { kind: 'page'; template: 'product'; product: Product }
  | { kind: 'page'; template: 'wishlist'; key: string | null }
  | { kind: 'page'; template: 'compare-shared'; key: string }
  | { kind: 'redirect'; location: string };

/** A file the server sends as it is: the bundle, demo stylesheets, jQuery, product pictures. */
export type FileRoute =
  | { kind: 'file'; root: 'bundle' | 'demo-assets' | 'jquery'; file: string }
  | { kind: 'theme-stylesheet' }
  | { kind: 'product-image'; slug: string }
  | { kind: 'no-content' };

export type Route = PageRoute | FileRoute;

export interface RouteEntry {
  /** The path as people read it, e.g. `/product/<slug>/`. */
  path: string;
  description: string;
  /** Matched against the URL path; the first group, if any, is handed to `resolve`. */
  pattern: RegExp;
  /** `undefined` when the path matched but names nothing (an unknown slug): a 404. */
  resolve(captured: string, url: URL, catalogue: readonly Product[]): Route | undefined;
}

const page = (template: PlainTemplate): Route => ({ kind: 'page', template });

/** `/` is the front page, a product search (`?s=`) or a post id (`?p=`, redirected as `redirect_canonical` does). */
function frontPage(url: URL, catalogue: readonly Product[]): Route {
  const search = url.searchParams.get('s');
  if (search !== null) return { kind: 'page', template: 'archive', archive: { kind: 'search', term: search } };
  const postId = url.searchParams.get('p');
  if (postId === null) return page('home');
  const product = productById(catalogue, Number(postId));
  return product ? { kind: 'redirect', location: product.permalink } : page('not-found');
}

/**
 * Every URL the demo server knows, in the order they are tried: like WordPress's rewrite rules
 * (pretty permalinks) plus the files a web server would send. Anything else is the theme's 404.
 */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/lantern/<file>', description: 'the built bundle (`dist/`) and its chunks', pattern: /^\/lantern\/(.+)$/, resolve: (file) => ({ kind: 'file', root: 'bundle', file }) },
  { path: '/demo-assets/theme.css', description: 'the demo theme stylesheets joined into one, in cascade order', pattern: /^\/demo-assets\/theme\.css$/, resolve: () => ({ kind: 'theme-stylesheet' }) },
  { path: '/demo-assets/<file>', description: 'the demo theme stylesheets, one by one, and the demo gateway and beam guide', pattern: /^\/demo-assets\/(.+)$/, resolve: (file) => ({ kind: 'file', root: 'demo-assets', file }) },
  { path: '/vendor/jquery.js', description: 'jQuery, for `?jquery=1`', pattern: /^\/vendor\/jquery\.js$/, resolve: () => ({ kind: 'file', root: 'jquery', file: 'jquery.min.js' }) },
  { path: '/favicon.ico', description: 'no icon (204)', pattern: /^\/favicon\.ico$/, resolve: () => ({ kind: 'no-content' }) },
  { path: '/images/<slug>.svg', description: 'generated product pictures', pattern: /^\/images\/([a-z0-9-]+)\.svg$/, resolve: (slug) => ({ kind: 'product-image', slug }) },
  { path: '/', description: 'front page; `?s=<term>&post_type=product` searches, `?p=<id>` redirects to the product', pattern: /^\/$/, resolve: (_captured, url, catalogue) => frontPage(url, catalogue) },
  { path: '/shop/', description: 'all products', pattern: /^\/shop\/$/, resolve: () => ({ kind: 'page', template: 'archive', archive: { kind: 'shop' } }) },
  {
    path: '/product-category/<slug>/',
    description: 'a category archive',
    pattern: /^\/product-category\/([a-z0-9-]+)\/$/,
    resolve: (slug) => {
      const archive = categoryArchive(slug);
      return archive && { kind: 'page', template: 'archive', archive };
    },
  },
  {
    path: '/product/<slug>/',
    description: 'a single product, simple or variable',
    pattern: /^\/product\/([a-z0-9-]+)\/$/,
    resolve: (slug, _url, catalogue) => {
      const product = productBySlug(catalogue, slug);
      return product && { kind: 'page', template: 'product', product };
    },
  },
  {
    path: '/shop-by-category/',
    description: 'a page-builder loop grid with a category filter; `?e-filter-a1b2c3d-product_cat=<terms>` filters it',
    pattern: /^\/shop-by-category\/$/,
    resolve: () => page('loop-grid'),
  },
  { path: '/popups/', description: "page-builder popups, one per trigger, URL actions, a sticky bar and a motion effect; arguments flip the popups' settings", pattern: /^\/popups\/$/, resolve: () => page('popups') },
  { path: '/2024/05/choosing-a-beam-pattern/', description: 'a blog post: PDF print and e-mail, and a lightbox gallery', pattern: /^\/2024\/05\/choosing-a-beam-pattern\/$/, resolve: () => page('beam-guide') },
  { path: '/cart/', description: 'the cart page', pattern: /^\/cart\/$/, resolve: () => page('cart') },
  { path: '/checkout/', description: 'the checkout page (markup only)', pattern: /^\/checkout\/$/, resolve: () => page('checkout') },
  {
    path: '/checkout/order-received/<id>/?key=<key>',
    description: "an order's order-received page: the demo's order 1234 (`?key=wc_order_Dm0Hh8aB4x1`, its `purchase` event) or one the checkout took (the page answers 404 for an unknown id or key)",
    pattern: /^\/checkout\/order-received\/(\d+)\/$/,
    resolve: (_id, url) => (url.searchParams.has('key') ? page('order-received') : undefined),
  },
  { path: '/campaign-links/', description: 'links that arrive with campaign parameters or a pretended referrer (`demo_referrer`), and the tracking cookies sent', pattern: /^\/campaign-links\/$/, resolve: () => page('campaign-links') },
  { path: '/compare/', description: 'the compare page (WPC Smart Compare `page_url`)', pattern: /^\/compare\/$/, resolve: () => page('compare') },
  { path: '/compare/<key>/', description: 'a shared compare list (the share popup\'s link)', pattern: /^\/compare\/([A-Za-z0-9]+)\/?$/, resolve: (key) => ({ kind: 'page', template: 'compare-shared', key }) },
  { path: '/my-account/', description: 'login and register forms', pattern: /^\/my-account\/$/, resolve: () => page('my-account') },
  { path: '/wishlist/', description: "the visitor's wishlist page", pattern: /^\/wishlist\/$/, resolve: () => ({ kind: 'page', template: 'wishlist', key: null }) },
  { path: '/wishlist/<key>/', description: 'a wishlist by its key (shared links, the switcher)', pattern: /^\/wishlist\/([A-Z0-9]{1,12})\/$/, resolve: (key) => ({ kind: 'page', template: 'wishlist', key }) },
  { path: '/wishlist-settings/', description: 'the demo\'s wishlist settings (button actions, auto-remove, my-account link, signed-in user)', pattern: /^\/wishlist-settings\/$/, resolve: () => page('wishlist-settings') },
  { path: '/rest-settings/', description: "the demo's REST failure switches for the request client (expired nonce, media upload failures)", pattern: /^\/rest-settings\/$/, resolve: () => page('rest-settings') },
  { path: '/my-account/lost-password/', description: 'the lost password form', pattern: /^\/my-account\/lost-password\/$/, resolve: () => page('lost-password') },
  { path: '/my-account/edit-address/shipping/', description: "My Account's shipping address form (country and state fields)", pattern: /^\/my-account\/edit-address\/shipping\/$/, resolve: () => page('edit-address') },
  {
    path: '/wp-admin/admin.php?page=wc-settings&tab=site-visibility',
    description: "where the coming-soon banner's settings link goes: a page explaining it",
    pattern: /^\/wp-admin\/admin\.php$/,
    resolve: (_captured, url) => (url.searchParams.get('page') === 'wc-settings' && url.searchParams.get('tab') === 'site-visibility' ? page('site-visibility') : undefined),
  },
];

/**
 * The route of a URL: the first table entry that matches its path and names something;
 * otherwise the theme's 404.
 *
 * @example
 * resolveRoute(new URL('http://localhost/product/marine-underwater-led-12v/'), catalogue); // { kind: 'page', template: 'product', … }
 */
export function resolveRoute(url: URL, catalogue: readonly Product[]): Route {
  for (const entry of ROUTES) {
    const match = entry.pattern.exec(url.pathname);
    if (!match) continue;
    const route = entry.resolve(match[1] ?? '', url, catalogue);
    if (route) return route;
  }
  return page('not-found');
}

/** Whether the route is a page the template layer renders (not a file). */
export function isPageRoute(route: Route): route is PageRoute {
  return route.kind === 'page' || route.kind === 'redirect';
}

function view(route: Extract<PageRoute, { kind: 'page' }>, context: PageContext): PageView {
  switch (route.template) {
    case 'home':
      return homePage(context);
    case 'archive':
      return archivePage(context, route.archive);
    case 'product':
      return productPage(context, route.product);
    case 'cart':
      return cartPage(context);
    case 'checkout':
      return checkoutPage(context);
    case 'campaign-links':
      return campaignLinksPage(context);
    case 'order-received':
      return orderReceivedPage(context);
    case 'my-account':
      return myAccountPage(context);
    case 'lost-password':
      return lostPasswordPage(context);
    case 'edit-address':
      return editAddressPage(context);
    case 'loop-grid':
      return loopGridPage(context);
    case 'site-visibility':
      return siteVisibilityPage();
    case 'wishlist':
      return wishlistPage(context, route.key);
    case 'wishlist-settings':
      return wishlistSettingsPage(context);
    case 'rest-settings':
      return restSettingsPage(context);
    case 'compare':
      return comparePage(context);
    case 'compare-shared':
      return comparePage(context, route.key);
    case 'beam-guide':
      return beamGuidePost();
    case 'popups':
      return popupsPage(context);
    case 'not-found':
      return notFoundPage();
  }
}

/**
 * Renders a routed page into a full HTML document.
 *
 * @example
 * const { status, body } = renderRoute(route, context);
 */
export function renderRoute(route: Extract<PageRoute, { kind: 'page' }>, context: PageContext): { status: number; body: string } {
  const page = view(route, context);
  return { status: page.status ?? 200, body: renderDocument(context, page) };
}
