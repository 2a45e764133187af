import type { IslandDefinition } from '../src/runtime/types';
import { addToCart } from './add-to-cart';
import { cartFragments } from './cart-fragments';
import { removeFromCart } from './remove-from-cart';
import { sideCart } from './side-cart';

/**
 * Every island and behaviour Lantern knows. Each entry is a few bytes (name, selector,
 * strategy, a lazy import), so the loader can list them all and fetch only what a page uses.
 */
export const islands: readonly IslandDefinition[] = [cartFragments, addToCart, removeFromCart, sideCart];
