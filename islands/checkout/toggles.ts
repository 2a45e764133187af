import { slide, SLIDE_MS } from '../../src/dom/slide';

const SHIP_TO_DIFFERENT = '#ship-to-different-address input';
const TERMS_LINK = 'a.woocommerce-terms-and-conditions-link';
const TERMS = '.woocommerce-terms-and-conditions';

/** Shows or hides a region at once (the state at load) or by sliding (a shopper's toggle). */
function reveal(region: HTMLElement, open: boolean, animate: boolean): void {
  if (animate) slide(region, open);
  else region.style.display = open ? 'block' : 'none';
}

/** Ties a toggle link to the region it opens, for assistive technology. */
function describeToggle(link: HTMLElement, region: HTMLElement | null): void {
  if (!region) return;
  if (!region.id) region.id = `lantern-${link.className.split(' ')[0] ?? 'toggle'}-region`;
  link.setAttribute('role', 'button');
  link.setAttribute('aria-controls', region.id);
  // Read from the region once: a link described again keeps what its last toggle set (its region may be mid-slide).
  if (!link.hasAttribute('aria-expanded')) link.setAttribute('aria-expanded', String(region.style.display !== 'none' && region.getClientRects().length > 0));
}

/**
 * "Ship to a different address?": the shipping address shows only while it is ticked.
 *
 * @example
 * shipToDifferentAddress(form, false); // at load
 */
export function shipToDifferentAddress(form: HTMLFormElement, animate: boolean): void {
  const box = form.querySelector<HTMLInputElement>(SHIP_TO_DIFFERENT);
  form.querySelectorAll<HTMLElement>('div.shipping_address').forEach((region) => reveal(region, box?.checked === true, animate));
}

/**
 * "Create an account?": its password box shows while ticked, emptied each time it opens (so a
 * browser's saved password is not sent unseen).
 *
 * @example
 * createAccount(form, true);
 */
export function createAccount(form: HTMLFormElement, animate: boolean): void {
  const box = form.ownerDocument.querySelector<HTMLInputElement>('input#createaccount');
  if (!box) return;
  const regions = form.ownerDocument.querySelectorAll<HTMLElement>('div.create-account');
  if (box.checked && animate) {
    const password = form.ownerDocument.querySelector<HTMLInputElement>('#account_password');
    if (password) {
      password.value = '';
      password.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
  regions.forEach((region) => reveal(region, box.checked, animate));
}

/** The links that open a region: the login and coupon forms above the checkout, the terms under the payment methods. */
const LINK_REGIONS: Readonly<Record<string, string>> = {
  'a.showlogin': 'form.login, form.woocommerce-form--login',
  'a.showcoupon': 'form.checkout_coupon',
  [TERMS_LINK]: TERMS,
};
const TOGGLE_LINKS = Object.keys(LINK_REGIONS).join(', ');

/**
 * The terms link's look follows its region (`--open` / `--closed`, as checkout.js sets them), and
 * the terms, a box that scrolls past 200 px, take focus so a keyboard can scroll them.
 */
function markTerms(link: HTMLElement, region: HTMLElement, open: boolean): void {
  link.classList.toggle('woocommerce-terms-and-conditions-link--open', open);
  link.classList.toggle('woocommerce-terms-and-conditions-link--closed', !open);
  region.setAttribute('tabindex', '0');
  region.setAttribute('role', 'region');
  region.setAttribute('aria-label', link.textContent.trim() || 'Terms and conditions');
}

/**
 * Marks every toggle link as the disclosure button of its region (`aria-controls`,
 * `aria-expanded`). Called at load and again after the review replaced the payment section,
 * which holds the terms link.
 *
 * @example
 * describeToggles(document);
 */
export function describeToggles(doc: Document): void {
  for (const [link, target] of Object.entries(LINK_REGIONS)) {
    const region = doc.querySelector<HTMLElement>(target);
    doc.querySelectorAll<HTMLElement>(link).forEach((element) => {
      describeToggle(element, region);
      if (region && link === TERMS_LINK) markTerms(element, region, element.getAttribute('aria-expanded') === 'true');
    });
  }
}

/**
 * Wires the login and coupon links (`a.showlogin`, `a.showcoupon`) and the terms link
 * (`a.woocommerce-terms-and-conditions-link`) as disclosure buttons: a click slides their region
 * open or shut (400 ms, as jQuery's `slideToggle`); the coupon field takes focus once its form is
 * open, as WooCommerce's script does. The terms link opens its page (in a new tab) only when the
 * shop printed no terms to show in place.
 *
 * @example
 * wireFormToggles(document, signal);
 */
export function wireFormToggles(doc: Document, signal: AbortSignal): void {
  describeToggles(doc);
  doc.addEventListener(
    'click',
    (event) => {
      const origin = event.target instanceof Element ? event.target : null;
      for (const [link, target] of Object.entries(LINK_REGIONS)) {
        const element = origin?.closest<HTMLElement>(link);
        if (!element) continue;
        const regions = Array.from(doc.querySelectorAll<HTMLElement>(target));
        if (regions.length === 0 && link === TERMS_LINK) return;
        event.preventDefault();
        const open = !regions.some((region) => region.style.display !== 'none' && region.getClientRects().length > 0);
        regions.forEach((region) => slide(region, open));
        doc.querySelectorAll<HTMLElement>(link).forEach((same) => same.setAttribute('aria-expanded', String(open)));
        if (link === TERMS_LINK && regions[0]) doc.querySelectorAll<HTMLElement>(link).forEach((same) => markTerms(same, regions[0] as HTMLElement, open));
        if (open && link === 'a.showcoupon') {
          setTimeout(() => regions[0]?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus(), SLIDE_MS);
        }
      }
    },
    { signal },
  );
  // A link acting as a button answers Space as a button does.
  doc.addEventListener(
    'keydown',
    (event) => {
      const origin = event.target instanceof Element ? event.target : null;
      const link = origin?.closest<HTMLElement>(TOGGLE_LINKS);
      if (event.key !== ' ' || link?.getAttribute('role') !== 'button') return;
      event.preventDefault();
      link.click();
    },
    { signal },
  );
}
