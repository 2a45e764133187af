/**
 * Success and error notices qualify for focus; info notices never do (as in WooCommerce).
 * Its own module: the loader reads it to know whether a page needs the notices behaviour.
 */
export const FOCUSABLE_NOTICE_SELECTOR = [
  '.woocommerce-message[role="alert"]',
  '.woocommerce-error[role="alert"]',
  '.wc-block-components-notice-banner[role="alert"]',
].join(', ');
