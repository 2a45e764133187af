import type { Settings } from '../config/settings';

/**
 * The shop ajax endpoint: `wc_ajax_url` with its placeholder replaced.
 * @example shopAjaxUrl(settings, 'add_to_cart') // '/?wc-ajax=add_to_cart'
 */
export function shopAjaxUrl(settings: Pick<Settings, 'wcAjaxUrl'>, endpoint: string): string {
  return settings.wcAjaxUrl.replace('%%endpoint%%', encodeURIComponent(endpoint));
}
