import { html, raw, type SafeHtml } from '../../fixtures/html/html';
import { wpJson } from '../../fixtures/html/wp-json';
import packageJson from '../../package.json' with { type: 'json' };
import { AU_ADDRESS_BOOK, GB_ADDRESS_BOOK, NZ_ADDRESS_BOOK } from '../../fixtures/shop/address-book';
import type { LocalizedScript, PageFlags } from '../context';

/** A maps logo as a data URI, so the branding needs no extra file. */
const LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='45' height='15'%3E%3Crect width='45' height='15' rx='3' fill='%231a73e8'/%3E%3Ctext x='22.5' y='11' font-size='9' text-anchor='middle' fill='white' font-family='sans-serif'%3EMaps%3C/text%3E%3C/svg%3E";

/**
 * The server's provider list (`woocommerce_address_providers`), preferred first. The first
 * one's branding carries markup the sanitizer must strip (a script, an event handler, a data
 * attribute, a `javascript:` link, a form).
 */
export const DEMO_ADDRESS_PROVIDERS = [
  {
    id: 'harbour-au-addresses',
    name: 'Harbour AU address book',
    branding_html: `Powered by&nbsp;<img src="${LOGO}" alt="Maps logo" style="height:15px; width:45px; margin-bottom:-2px" data-tracking="branding" onerror="alert('branding')"><script>alert('branding')</script><a href="javascript:alert('branding')">terms</a><form action="/steal"><input name="x"></form>`,
  },
  { id: 'harbour-nz-addresses', name: 'Harbour NZ address book', branding_html: '' },
  { id: 'harbour-gb-addresses', name: 'Harbour UK address book', branding_html: '' },
];

/** `wc_address_autocomplete_common_params`: the list as a JSON string, as WooCommerce 10 prints it. */
export const addressAutocompleteGlobal: LocalizedScript = {
  id: 'wc-address-autocomplete-common-js-extra',
  name: 'wc_address_autocomplete_common_params',
  // wp_json_encode with JSON_HEX_TAG | JSON_UNESCAPED_SLASHES, as the controller encodes it.
  value: { address_providers: JSON.stringify(DEMO_ADDRESS_PROVIDERS).replace(/</g, '\\u003C').replace(/>/g, '\\u003E') },
};

/** When a provider plugin's script registers: the times real plugins do. */
type RegisterAt = 'parse' | 'DOMContentLoaded' | 'after-load';

const REGISTER_AT: Record<RegisterAt, string> = {
  parse: 'register();',
  DOMContentLoaded: "document.addEventListener('DOMContentLoaded',register);",
  'after-load': "window.addEventListener('load',function(){setTimeout(register,1000);});",
};

/**
 * A provider plugin's script: searches its book (case-insensitive, the match reported as a
 * matched substring), answers after a short network-like delay, and registers through
 * WooCommerce's API, which the handle it depends on (`wc-address-autocomplete`) defined.
 */
function providerScript(id: string, country: string, book: unknown, at: RegisterAt): string {
  return `(function(){var book=${wpJson(book)};
function later(v){return new Promise(function(r){setTimeout(function(){r(v);},60);});}
var provider={id:${JSON.stringify(id)},
canSearch:function(c){return c===${JSON.stringify(country)};},
search:function(q){var n=q.toLowerCase();return later(book.filter(function(a){return a.label.toLowerCase().indexOf(n)>=0;}).map(function(a){var at=a.label.toLowerCase().indexOf(n);return {id:a.id,label:a.label,matchedSubstrings:[{offset:at,length:q.length}]};}));},
select:function(sid){var a=book.filter(function(x){return x.id===sid;})[0];return later(a?{address_1:a.address_1,address_2:a.address_2,city:a.city,state:a.state,postcode:a.postcode,country:a.country}:null);}};
function register(){window.wc.addressAutocomplete.registerAddressAutocompleteProvider(provider);}
${REGISTER_AT[at]}})();`;
}

/**
 * WooCommerce's `wc-address-autocomplete` handle as the README's recipe registers it (Lantern's
 * classic script), then the three demo providers' footer scripts that depend on it: Australia
 * (the default country) registers as its script runs, New Zealand on DOMContentLoaded, the
 * United Kingdom a second after the window's `load`. Without Lantern (`?lantern=0`) none is
 * printed: WordPress prints no script whose dependency is not registered.
 *
 * @example
 * addressProviderScripts(context.flags); // <script src="/lantern/wc-address-autocomplete.js?ver=…" id="wc-address-autocomplete-js">…
 */
export function addressProviderScripts(flags: PageFlags): SafeHtml | false {
  return (
    flags.lantern &&
    html`<script src="/lantern/wc-address-autocomplete.js?ver=${packageJson.version}" id="wc-address-autocomplete-js"></script>
<script id="harbour-au-addresses-js">${raw(providerScript('harbour-au-addresses', 'AU', AU_ADDRESS_BOOK, 'parse'))}</script>
<script id="harbour-nz-addresses-js">${raw(providerScript('harbour-nz-addresses', 'NZ', NZ_ADDRESS_BOOK, 'DOMContentLoaded'))}</script>
<script id="harbour-gb-addresses-js">${raw(providerScript('harbour-gb-addresses', 'GB', GB_ADDRESS_BOOK, 'after-load'))}</script>`
  );
}
