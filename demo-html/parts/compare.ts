import { html, raw, type SafeHtml } from '../../fixtures/html/html';
import type { Product } from '../../fixtures/catalogue/index';
import { COMPARE_FIELDS, COMPARE_HASH, COMPARE_NONCE, COMPARE_PAGE, COMPARE_USER, compareCookies } from '../../fixtures/shop/compare/constants';
import { compareTable, comparedItems } from '../../fixtures/shop/compare/markup';
import { compareDemoSettings } from '../compare-settings';
import type { LocalizedScript, PageContext } from '../context';

/**
 * `[woosc]` as the plugin prints it on a product card or page: a button with icon and text,
 * `data-id` and `data-product_id`, name and image for the notification.
 *
 * @example compareButton(product);
 */
export function compareButton(product: Product): SafeHtml {
  return html`<button class="woosc-btn woosc-btn-${product.id} woosc-btn-has-icon woosc-btn-icon-text" data-text="" data-text_added="" data-id="${product.id}" data-product_id="${product.id}" data-product_name="${product.name}" data-product_image="${product.image}"><span class="woosc-btn-icon woosc-icon-1"></span><span class="woosc-btn-text">Compare</span></button>`;
}

/** `woosc_vars` as `wp_localize_script` prints it (every value a string). */
export function compareGlobal(context: PageContext): LocalizedScript {
  const chosen = compareDemoSettings(context.url);
  return {
    id: 'woosc-frontend-js-extra',
    name: 'woosc_vars',
    value: {
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      nonce: COMPARE_NONCE,
      hash: COMPARE_HASH,
      user_id: COMPARE_USER,
      page_url: COMPARE_PAGE,
      hide_empty_row: 'yes',
      sidebar_position: 'right',
      message_added: '{name} has been added to Compare list.',
      message_removed: '{name} has been removed from the Compare list.',
      message_exists: '{name} is already in the Compare list.',
      bar_filter: 'product_cat',
      hide_empty: 'no',
      scrollbar: 'yes',
      remove_all: 'Do you want to remove all products from the compare?',
      limit_notice: 'You can add a maximum of {limit} products to the comparison table.',
      copied_text: 'Share link %s was copied to clipboard!',
      button_text: 'Compare',
      button_normal_icon: 'woosc-icon-1',
      button_added_icon: 'woosc-icon-74',
      ...chosen,
    },
  };
}

function popup(kind: string, title: string, body: SafeHtml): SafeHtml {
  return html`<div class="woosc-popup woosc-${kind}"><div class="woosc-popup-inner"><div class="woosc-popup-content"><div class="woosc-popup-content-inner"><div class="woosc-popup-close" aria-label="Close"></div>${html`<h2 class="woosc-popup-title">${title}</h2>`}${body}</div></div></div></div>`;
}

function settingsPopup(context: PageContext): SafeHtml {
  const cookies = compareCookies(context.cookies);
  const ordered = [...COMPARE_FIELDS].sort((a, b) => {
    const rank = (key: string) => (cookies.fields.includes(key) ? cookies.fields.indexOf(key) : 100);
    return rank(a.key) - rank(b.key);
  });
  const tool = (id: string, label: string) =>
    html`<li><label><input type="checkbox" class="woosc-settings-tool" value="${id}" id="woosc_${id}"${cookies.tools.includes(id) ? raw(' checked') : ''}> ${label}</label></li>`;
  return popup(
    'settings',
    'Settings',
    html`<ul class="woosc-settings-tools">${tool('hide_similarities', 'Hide similarities')}${tool('highlight_differences', 'Highlight differences')}</ul>
<div class="woosc-settings-notice">Select the fields to be shown. Others will be hidden. Drag and drop to rearrange the order.</div>
<ul class="woosc-settings-fields">${ordered.map(
      (field) =>
        html`<li class="woosc-settings-field-li"><input type="checkbox" class="woosc-settings-field" value="${field.key}" id="woosc_field_${field.key}"${cookies.fields.includes(field.key) ? raw(' checked') : ''}><label for="woosc_field_${field.key}" class="move">${field.label}</label></li>`,
    )}</ul>`,
  );
}

/**
 * The plugin's footer: the search, settings and share popups, then `#woosc-area` with the
 * table, the bar and (when a setting asks for it) the sidebar, all empty until loaded.
 *
 * @example compareFooter(context);
 */
export function compareFooter(context: PageContext): SafeHtml {
  const chosen = compareDemoSettings(context.url);
  const count = comparedItems(context.catalogue, compareCookies(context.cookies).ids).length;
  const sidebar = chosen.button_action === 'show_sidebar' || chosen.menu_action === 'open_sidebar' || chosen.open_button_action === 'open_sidebar';
  const outside = chosen.click_outside === 'yes_empty' ? 'yes-empty' : chosen.click_outside;
  return html`${popup('search', 'Add product', html`<div class="woosc-search-input"><input type="search" id="woosc_search_input" placeholder="Type any keyword to search..." aria-label="Search products to compare"></div><div class="woosc-search-result"></div>`)}
${settingsPopup(context)}
${popup('share', 'Share', html`<div class="woosc-share-content"></div>`)}
<div id="woosc-area" role="region" aria-label="Compare products" class="woosc-area woosc-bar-bottom woosc-bar-right woosc-bar-hide-closed-${chosen.hide_closed} woosc-bar-click-outside-${outside}" data-bg-color="#292a30" data-btn-color="#0073aa" data-count="${count}">
<div class="woosc-inner"><div class="woosc-table"><div class="woosc-table-inner"><a href="#close" id="woosc-table-close" class="woosc-table-close hint--left" aria-label="Close"><span class="woosc-table-close-icon"></span></a><div class="woosc-table-items"></div></div></div>
<div class="woosc-bar${chosen.bar_bubble === 'yes' ? ' woosc-bar-bubble' : ''}" data-count="${count}"><div class="woosc-bar-notice">Click outside to hide the comparison bar</div><a href="#print" class="woosc-bar-print hint--top" aria-label="Print"></a><a href="#share" class="woosc-bar-share hint--top" aria-label="Share"></a><a href="#search" class="woosc-bar-search hint--top" aria-label="Add product"></a><span class="woosc-bar-filter"></span><div class="woosc-bar-items"></div><div class="woosc-bar-remove hint--top" role="button" tabindex="0" aria-label="Remove all"></div><div class="woosc-bar-btn woosc-bar-btn-text"><div class="woosc-bar-btn-icon-wrapper"><div class="woosc-bar-btn-icon-inner"><span></span><span></span><span></span></div></div>Compare</div></div>
${sidebar && html`<div class="woosc-sidebar woosc-sidebar-position-right"><div class="woosc-sidebar-top"><span class="woosc-sidebar-heading">Compare</span><span class="woosc-sidebar-count"> (${count})</span><span class="woosc-sidebar-close" aria-label="Close">&times;</span></div><div class="woosc-sidebar-items"></div><div class="woosc-sidebar-bot"><span class="woosc-sidebar-btn">Let's Compare!</span><span class="woosc-sidebar-continue">Continue shopping</span></div></div>`}
</div></div>`;
}

/** The compare menu item the plugin adds to the primary menu, with its count badge. */
export function compareMenuItem(context: PageContext): SafeHtml {
  const count = comparedItems(context.catalogue, compareCookies(context.cookies).ids).length;
  return html`<li class="menu-item woosc-menu-item menu-item-type-woosc"><a href="${COMPARE_PAGE}"><span class="woosc-menu-item-inner" data-count="${count}">Compare</span></a></li>`;
}

/**
 * `[woosc_link]` as the plugin prints it, with its count badge, beside the theme's own compare
 * link (`.open-compare-btn`): the plugin's "custom menu" when `?woosc_open_button=.open-compare-btn`
 * names it, a plain link to the compare page otherwise.
 */
export function compareLinks(context: PageContext): SafeHtml {
  const count = comparedItems(context.catalogue, compareCookies(context.cookies).ids).length;
  return html`<span class="woosc-link"><a href="${COMPARE_PAGE}"><span class="woosc-link-inner" data-count="${count}">Compare</span></a></span> <a href="${COMPARE_PAGE}" class="open-compare-btn">Open the comparison</a>`;
}

/** The quick table under a product: the product and up to 5 related ones, printed with the page. */
export function quickTable(context: PageContext, products: readonly Product[]): SafeHtml {
  const items = comparedItems(context.catalogue, products.slice(0, 6).map((product) => String(product.id)));
  return html`<section class="woosc-quick-table label-column-yes"><h2>Quick Comparison</h2><div class="woosc-quick-table-products">${compareTable(items, { fields: COMPARE_FIELDS.map((field) => field.key), popup: false })}</div></section>`;
}

/**
 * The compare page's content: the page-context table of the visitor's list, with remove and
 * remove all; for a share key, the shared list without either (the plugin's shared view).
 */
export function comparePageContent(context: PageContext, shareKey?: string): SafeHtml {
  const cookies = compareCookies(context.cookies);
  const shared = shareKey !== undefined;
  const items = comparedItems(context.catalogue, shared ? context.compareShare(shareKey) : cookies.ids);
  return html`<div class="woosc_list woosc-list woosc_page woosc-page">${compareTable(items, { fields: cookies.fields, popup: false, removeAll: !shared, shared })}</div>`;
}
