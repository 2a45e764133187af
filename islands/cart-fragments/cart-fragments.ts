import { emit, onClassic } from '../../src/bridge/events';
import { onOwn } from '../../src/bridge/on-own';
import { classicElement } from '../../src/bridge/jquery';
import { applyCartFragments, cartChanged, fragmentsRefreshed } from '../../src/cart/cart-changed';
import { checkCache, FRAGMENTS_MAX_AGE_MS, otherTabChangedCart, storageWorks } from '../../src/cart/fragment-cache';
import type { Settings } from '../../src/config/settings';
import { getRefreshedFragments, type CartFragmentsReply } from '../../src/net/cart';
import { enqueueCartRequest } from '../../src/net/cart-queue';
import { readFragments } from '../../src/config/records';
import type { MountContext } from '../../src/runtime/types';
import { cartState } from '../../src/store/cart-slice';
import { readItem } from '../../src/dom/storage';
import { syncCartWidgetVisibility } from './cart-widget-visibility';
import { CART } from '../../src/bridge/cart-names';

/** WooCommerce sends the page's load time with every refresh of that page. */
const loadedAt = Date.now();

/** Asks the shop for fresh fragments; true when they arrived and were applied. */
function refresh(settings: Settings): Promise<boolean> {
  return enqueueCartRequest(() => getRefreshedFragments(loadedAt, settings)).then((reply) => {
    if (reply.ok) fragmentsRefreshed(reply.value, settings);
    else emit(CART.fragmentsAjaxError, [], { error: reply.error });
    return reply.ok;
  });
}

function readThirdPartyReply(args: unknown[]): CartFragmentsReply | null {
  const [fragments, cartHash] = args;
  const html = readFragments(fragments);
  return html ? { fragments: html, cartHash: typeof cartHash === 'string' ? cartHash : '' } : null;
}

/** The element a third party passed as `$button`, jQuery-wrapped or not. */
function sourceElement(candidate: unknown): HTMLElement {
  return classicElement(candidate) ?? document.body;
}

/**
 * Shows the cached mini-cart when it is still valid, otherwise asks the server; refreshes on
 * `wc_fragment_refresh`, on another tab's cart change, on back/forward restores and after 24 h.
 */
export function mount(context: MountContext): () => void {
  const { settings, signal } = context;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (inMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(refreshNow, Math.max(0, inMs));
  };
  // Each successful refresh restarts the 24-hour clock.
  function refreshNow(): void {
    void refresh(settings).then((refreshed) => {
      if (refreshed && !signal.aborted) schedule(FRAGMENTS_MAX_AGE_MS);
    });
  }
  syncCartWidgetVisibility();

  const canCache = storageWorks();
  if (!canCache) refreshNow();
  else {
    const check = checkCache(settings, Date.now());
    if (check.valid) {
      if (check.expiresAt !== null) schedule(check.expiresAt - Date.now());
      applyCartFragments(check.fragments);
      const cartHash = readItem('sessionStorage', settings.cartHashKey) ?? '';
      cartState().setHash(cartHash);
      emit(CART.fragmentsLoaded, [], { fragments: check.fragments, cartHash, fromCache: true });
    } else refreshNow();
  }

  onClassic(CART.fragmentRefresh, refreshNow, signal);
  onClassic(CART.updatedWcDiv, refreshNow, signal);
  // The cart page's own updates (Lantern's cart page emits the classic name only for jQuery listeners).
  onOwn(CART.updatedWcDiv[1], refreshNow, signal);
  onClassic(CART.addingToCart, () => syncCartWidgetVisibility(true), signal);
  onClassic(CART.fragmentsRefreshed, () => schedule(FRAGMENTS_MAX_AGE_MS), signal);
  for (const change of ['added', 'removed'] as const) {
    const name = change === 'added' ? CART.addedToCart : CART.removedFromCart;
    onClassic(
      name,
      (args) => {
        const reply = readThirdPartyReply(args);
        if (reply) cartChanged(change, reply, sourceElement(args[2]), settings, true);
      },
      signal,
    );
  }

  if (canCache) {
    window.addEventListener(
      'storage',
      (event) => {
        if (event.key === settings.cartHashKey && otherTabChangedCart(settings)) refreshNow();
      },
      { signal },
    );
  }
  window.addEventListener(
    'pageshow',
    (event) => {
      if (!event.persisted) return;
      document.querySelectorAll('.widget_shopping_cart_content').forEach((node) => node.replaceChildren());
      refreshNow();
    },
    { signal },
  );
  return () => clearTimeout(timer);
}
