/**
 * The −/+ buttons a theme prints around WooCommerce's quantity field (Storefront's markup and
 * most themes'). One definition: the quantity island steps them and names them when it leaves
 * them to the theme's script, and `window.lantern.report()` counts the ones such a script steps.
 *
 * @example
 * document.querySelectorAll(QUANTITY_STEPPERS); // div.quantity > button.minus, button.plus
 */
export const QUANTITY_STEPPERS = 'div.quantity .plus, div.quantity .minus';
