import { emit } from '../../src/bridge/events';
import { wrapForClassic } from '../../src/bridge/jquery';
import { onOwn } from '../../src/bridge/on-own';
import { CART } from '../../src/bridge/cart-names';
import { cartChanged } from '../../src/cart/cart-changed';
import { readCfvswSettings } from '../../src/config/cfvsw-settings';
import { asRecord } from '../../src/config/records';
import { setText, trustedFragment } from '../../src/dom/html';
import { navigate } from '../../src/dom/navigate';
import { cfvswAddToCart } from '../../src/net/cfvsw';
import { enqueueCartRequest } from '../../src/net/cart-queue';
import type { VariationData } from '../../src/net/variation';
import { allChosen, findVariation } from '../../src/product/matching';
import { fieldOf, readVariationSource, text } from '../../src/product/variation-data';
import type { MountContext } from '../../src/runtime/types';

/** The loop button once a variation is chosen: the plugin's class, which its add to cart needs. */
const FOUND = 'cfvsw_variation_found';
const ORIGINAL_PRICE = 'cfvsw-original-price';

/** One loop card around a `div.cfvsw_variations_form`: what a chosen variation changes. */
interface Card {
  form: HTMLElement;
  image: HTMLImageElement | null;
  price: HTMLElement | null;
  button: HTMLAnchorElement;
  /** Catalog mode (`data-cfvsw-catalog`): one attribute of several, so only the picture follows. */
  catalog: boolean;
}

/** The card's parts as the plugin finds them: the item's first picture, its price, its form. */
function cardOf(button: HTMLAnchorElement): Card | null {
  const item = button.closest<HTMLElement>('li.product, .product, li');
  const form = item?.querySelector<HTMLElement>('.cfvsw_variations_form');
  if (!item || !form) return null;
  const outside = (element: Element) => !form.contains(element);
  return {
    form,
    image: Array.from(item.querySelectorAll<HTMLImageElement>('img')).find(outside) ?? null,
    price: Array.from(item.querySelectorAll<HTMLElement>('.price')).find(outside) ?? null,
    button,
    catalog: form.hasAttribute('data-cfvsw-catalog'),
  };
}

/** Sets an attribute, keeping the printed value once in `data-cfvsw-o-{name}` to come back to. */
function swap(element: Element, name: string, value: string | null): void {
  const kept = `data-cfvsw-o-${name}`;
  if (!element.hasAttribute(kept)) element.setAttribute(kept, element.getAttribute(name) ?? '\u0000');
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

function restore(element: Element, name: string): void {
  const kept = `data-cfvsw-o-${name}`;
  const value = element.getAttribute(kept);
  if (value === null) return;
  if (value === '\u0000') element.removeAttribute(name);
  else element.setAttribute(name, value);
  element.removeAttribute(kept);
}

/** The chosen attributes, as the plugin sends them (`{ attribute_pa_colour: 'blue' }`). */
function chosenAttributes(form: HTMLElement): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const select of Array.from(form.querySelectorAll<HTMLSelectElement>('.variations select'))) chosen[fieldOf(select)] = select.value;
  return chosen;
}

/** The variation's price, shown after the card's own. */
function removeShownPrice(price: HTMLElement): void {
  const shown = price.nextElementSibling;
  if (shown?.matches('.cfvsw-variation-price')) shown.remove();
}

function showVariation(card: Card, variation: VariationData): void {
  const thumb = asRecord(variation.image)?.thumb_src;
  if (card.image && typeof thumb === 'string' && thumb) {
    swap(card.image, 'src', thumb);
    // The card's srcset describes the product's own picture, not the variation's.
    swap(card.image, 'srcset', null);
  }
  if (card.catalog) return;
  const priceHtml = text(variation, 'price_html');
  if (card.price && priceHtml) {
    removeShownPrice(card.price);
    const price = document.createElement('span');
    price.className = 'cfvsw-variation-price';
    // Server data from `get_available_variation()`: HTML WooCommerce wrote (`<span class="price">…`).
    price.append(trustedFragment(priceHtml));
    card.price.classList.add(ORIGINAL_PRICE);
    card.price.hidden = true;
    card.price.after(price);
  }
  const { button } = card;
  swap(button, 'data-variation_id', String(variation.variation_id));
  swap(button, 'data-selected_variant', JSON.stringify(chosenAttributes(card.form)));
  // Its label named the product's options ("Select options for …"): the words now say it all.
  swap(button, 'aria-label', null);
  if (!button.hasAttribute('data-cfvsw-o-text')) button.setAttribute('data-cfvsw-o-text', button.textContent ?? '');
  setText(button, button.getAttribute('data-add_to_cart_text') || 'Add to cart');
  button.classList.add(FOUND);
}

/** The card as printed: its picture, its price and its "Select options" link. */
function resetCard(card: Card): void {
  if (card.image) for (const name of ['src', 'srcset']) restore(card.image, name);
  if (card.price) {
    removeShownPrice(card.price);
    card.price.classList.remove(ORIGINAL_PRICE);
    card.price.hidden = false;
  }
  const { button } = card;
  if (!button.classList.contains(FOUND)) return;
  for (const name of ['data-variation_id', 'data-selected_variant', 'aria-label']) restore(button, name);
  setText(button, button.getAttribute('data-cfvsw-o-text') ?? button.getAttribute('data-select_options_text') ?? '');
  button.removeAttribute('data-cfvsw-o-text');
  button.classList.remove(FOUND, 'added');
}

async function addChosen(card: Card, button: HTMLAnchorElement, context: MountContext): Promise<void> {
  const { settings } = context;
  const cfvsw = readCfvswSettings();
  const fields = {
    product_id: button.getAttribute('data-product_id') ?? '',
    variation_id: button.getAttribute('data-variation_id') ?? '',
  };
  const $button = wrapForClassic(button);
  emit(CART.addingToCart, [$button, fields], { button, data: fields });
  button.classList.remove('added');
  button.classList.add('loading');
  button.setAttribute('aria-busy', 'true');
  const reply = await enqueueCartRequest(() =>
    cfvswAddToCart({
      ajaxUrl: cfvsw.ajaxUrl || settings.adminAjaxUrl,
      nonce: cfvsw.addToCartNonce,
      productId: fields.product_id,
      variationId: fields.variation_id,
      variation: chosenAttributes(card.form),
      timeout: settings.requestTimeout,
    }),
  );
  button.classList.remove('loading');
  button.removeAttribute('aria-busy');
  if (!reply.ok || reply.value.kind !== 'added') {
    // Refused, or no answer Lantern can read: the product page, where the choice can be made
    // again and WooCommerce says why (the plugin's own answer to a refusal).
    const productUrl = reply.ok && reply.value.kind === 'product-error' ? reply.value.productUrl : '';
    if (!(productUrl && navigate(productUrl))) navigate(button.href);
    return;
  }
  if (settings.cartRedirectAfterAdd && navigate(settings.cartUrl)) return;
  cartChanged('added', reply.value, button, settings, false, fields.product_id);
  button.classList.add('added');
}

/**
 * CartFlows' Variation Swatches on a shop page: the loop button the plugin marks
 * (`a.cfvsw_ajax_add_to_cart`) and its card's `div.cfvsw_variations_form` (a variation form of
 * its own, driven by the variation-form island, its swatches by cfvsw-swatches). As the
 * plugin's script does, a matched variation shows its picture and price on the card and turns
 * the "Select options" link into an add to cart of that variation (admin-ajax
 * `cfvsw_ajax_add_to_cart`); in catalog mode only the picture follows. Unlike the plugin, the
 * card comes back as printed whenever the choice no longer names a variation (its Clear link
 * too), so the button never adds a variation the swatches no longer show.
 *
 * @example
 * // <li class="product">…<div class="cfvsw_variations_form variations_form" data-product_variations="[…]">…</div>…<a class="button product_type_variable add_to_cart_button cfvsw_ajax_add_to_cart" data-add_to_cart_text="Add to Cart" …>
 * mount(createMountContext(button, controller.signal));
 */
export function mount(context: MountContext): (() => void) | undefined {
  const { element, signal } = context;
  const card = element instanceof HTMLAnchorElement ? cardOf(element) : null;
  if (!card) return undefined;
  const { form, button } = card;
  onOwn('found-variation', ({ variation }) => showVariation(card, variation), signal, form);
  onOwn('reset-data', () => resetCard(card), signal, form);
  // A choice the page was printed with (the product's default attributes) may have been matched
  // before this card listened: the card shows it from the start, as the plugin's does.
  const source = readVariationSource(form);
  const chosen = chosenAttributes(form);
  const printed = source.mode === 'local' && Object.keys(chosen).length > 0 && allChosen(chosen) ? findVariation(source.variations, chosen) : undefined;
  if (printed) showVariation(card, printed);
  // The form sits inside the card's link, as the plugin prints it: choosing is not following it.
  form.addEventListener('click', (event) => event.preventDefault(), { signal });
  button.addEventListener(
    'click',
    (event) => {
      if (!button.classList.contains(FOUND) || button.classList.contains('loading')) return;
      event.preventDefault();
      void addChosen(card, button, context);
    },
    { signal },
  );
  return () => resetCard(card);
}
