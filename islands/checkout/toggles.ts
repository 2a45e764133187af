import { slide, SLIDE_MS } from '../../src/dom/slide';

const SHIP_TO_DIFFERENT = '#ship-to-different-address input';

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
  link.setAttribute('aria-expanded', String(region.style.display !== 'none' && region.getClientRects().length > 0));
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

/** The links above the form that open the login and coupon forms. */
const LINK_REGIONS: Readonly<Record<string, string>> = {
  'a.showlogin': 'form.login, form.woocommerce-form--login',
  'a.showcoupon': 'form.checkout_coupon',
};

/**
 * Wires the login and coupon links (`a.showlogin`, `a.showcoupon`) as disclosure buttons: a
 * click slides their form open or shut (400 ms, as jQuery's `slideToggle`); the coupon field
 * takes focus once its form is open, as WooCommerce's script does.
 *
 * @example
 * wireFormToggles(document, signal);
 */
export function wireFormToggles(doc: Document, signal: AbortSignal): void {
  for (const [link, target] of Object.entries(LINK_REGIONS)) {
    doc.querySelectorAll<HTMLElement>(link).forEach((element) => describeToggle(element, doc.querySelector<HTMLElement>(target)));
  }
  doc.addEventListener(
    'click',
    (event) => {
      const origin = event.target instanceof Element ? event.target : null;
      for (const [link, target] of Object.entries(LINK_REGIONS)) {
        const element = origin?.closest<HTMLElement>(link);
        if (!element) continue;
        event.preventDefault();
        const regions = Array.from(doc.querySelectorAll<HTMLElement>(target));
        const open = !regions.some((region) => region.style.display !== 'none' && region.getClientRects().length > 0);
        regions.forEach((region) => slide(region, open));
        element.setAttribute('aria-expanded', String(open));
        if (open && link === 'a.showcoupon') {
          setTimeout(() => regions[0]?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus(), SLIDE_MS);
        }
      }
    },
    { signal },
  );
  // A link printed as `href="#"` answers Space as a button does.
  doc.addEventListener(
    'keydown',
    (event) => {
      const origin = event.target instanceof Element ? event.target : null;
      if (event.key !== ' ' || !origin?.closest('a.showlogin, a.showcoupon')) return;
      event.preventDefault();
      (origin.closest('a') as HTMLElement).click();
    },
    { signal },
  );
}
