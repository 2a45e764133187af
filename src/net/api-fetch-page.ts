import { toRecord, toText } from '../config/coerce';
import { pageGlobal, type Settings } from '../config/settings';
import { readSwatchesRestParams, SWATCHES_REST_NAMESPACE } from '../config/swatches-settings';
import { createApiClient, type ApiClient } from './api-fetch';

/**
 * The REST root and nonce the page gives: `wpApiSettings` (the `wp-api` script), else what
 * WordPress registered on `wp.apiFetch`, else the `<link rel="https://api.w.org/">` of the head;
 * the nonce endpoint is WordPress's `admin-ajax.php?action=rest-nonce`.
 *
 * @example const apiFetch = pageApiClient(settings); await apiFetch({ path: '/wp/v2/users/me' });
 */
export function pageApiClient(settings: Pick<Settings, 'adminAjaxUrl' | 'requestTimeout'>, doc: Document = document): ApiClient {
  const api = pageGlobal('wpApiSettings');
  const wpApiFetch = toRecord(toRecord(pageGlobal('wp')).apiFetch);
  const link = doc.querySelector<HTMLLinkElement>('link[rel="https://api.w.org/"]')?.href;
  const root = toText(api.root, '') || link || '/wp-json/';
  const nonce = toText(api.nonce, '') || toText(toRecord(wpApiFetch.nonceMiddleware).nonce, '');
  const nonceEndpoint = toText(wpApiFetch.nonceEndpoint, '') || `${settings.adminAjaxUrl}?action=rest-nonce`;
  const swatchesParams = readSwatchesRestParams();
  return createApiClient({
    root: root.endsWith('/') ? root : `${root}/`,
    nonce,
    nonceEndpoint,
    timeout: settings.requestTimeout,
    // Variation Swatches' middleware: its filter's extra arguments on its own namespace (decision 0025).
    queryArgs: (target) => (target.includes(SWATCHES_REST_NAMESPACE) ? swatchesParams : {}),
  });
}
