import { productById, productBySlug, type Product } from '../fixtures/catalogue/index';
import type { PageContext, PageView } from './context';
import { renderDocument } from './layout/document';
import { archivePage, categoryArchive, type ArchiveKind } from './pages/archive';
import { cartPage } from './pages/cart';
import { checkoutPage } from './pages/checkout';
import { homePage } from './pages/home';
import { myAccountPage } from './pages/my-account';
import { notFoundPage } from './pages/not-found';
import { productPage } from './pages/product';

/** Which template a URL shows, decided before anything is rendered (redirects print nothing). */
export type Route =
  | { page: 'home' | 'cart' | 'checkout' | 'my-account' | 'not-found' }
  | { page: 'archive'; archive: ArchiveKind }
  | { page: 'product'; product: Product }
  | { page: 'redirect'; location: string };

/**
 * Maps a URL to a template, like WordPress's rewrite rules (pretty permalinks). `/?p=ID`
 * redirects to the product, as `redirect_canonical` does.
 *
 * @example
 * resolveRoute(new URL('http://localhost/product/marine-underwater-led-12v/'), catalogue).page; // 'product'
 */
export function resolveRoute(url: URL, catalogue: readonly Product[]): Route {
  const path = url.pathname;
  if (path === '/') {
    const search = url.searchParams.get('s');
    if (search !== null) return { page: 'archive', archive: { kind: 'search', term: search } };
    const postId = url.searchParams.get('p');
    if (postId !== null) {
      const product = productById(catalogue, Number(postId));
      return product ? { page: 'redirect', location: product.permalink } : { page: 'not-found' };
    }
    return { page: 'home' };
  }
  if (path === '/shop/') return { page: 'archive', archive: { kind: 'shop' } };
  if (path === '/cart/') return { page: 'cart' };
  if (path === '/checkout/') return { page: 'checkout' };
  if (path === '/my-account/') return { page: 'my-account' };
  const category = /^\/product-category\/([a-z0-9-]+)\/$/.exec(path);
  const archive = category?.[1] ? categoryArchive(category[1]) : undefined;
  if (archive) return { page: 'archive', archive };
  const single = /^\/product\/([a-z0-9-]+)\/$/.exec(path);
  const product = single?.[1] ? productBySlug(catalogue, single[1]) : undefined;
  if (product) return { page: 'product', product };
  return { page: 'not-found' };
}

function view(route: Exclude<Route, { page: 'redirect' }>, context: PageContext): PageView {
  switch (route.page) {
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
    case 'my-account':
      return myAccountPage(context);
    default:
      return notFoundPage();
  }
}

/**
 * Renders a routed page into a full HTML document.
 *
 * @example
 * const { status, body } = renderRoute(route, context);
 */
export function renderRoute(route: Exclude<Route, { page: 'redirect' }>, context: PageContext): { status: number; body: string } {
  const page = view(route, context);
  return { status: page.status ?? 200, body: renderDocument(context, page) };
}
