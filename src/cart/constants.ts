/** Spec 9.2: a cart success message is spoken one second after the cart changes. */
export const SUCCESS_ANNOUNCE_DELAY_MS = 1000;
