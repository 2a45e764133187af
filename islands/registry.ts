import type { IslandDefinition } from '../src/runtime/types';
import { addToCart } from './add-to-cart';
import { cartFragments } from './cart-fragments';
import { comingSoon } from './coming-soon';
import { handheldBar } from './handheld-bar';
import { headerCart } from './header-cart';
import { notices } from './notices';
import { ordering } from './ordering';
import { passwordToggle } from './password-toggle';
import { quantity } from './quantity';
import { removeFromCart } from './remove-from-cart';
import { resultCount } from './result-count';
import { sideCart } from './side-cart';
import { storeNotice } from './store-notice';

/**
 * Every island and behaviour Lantern knows. Each entry is a few bytes (name, selector,
 * strategy, a lazy import), so the loader can list them all and fetch only what a page uses.
 * Order matters only for adoption: an element takes the first island that claims it.
 */
export const islands: readonly IslandDefinition[] = [
  cartFragments,
  storeNotice,
  notices,
  addToCart,
  removeFromCart,
  quantity,
  passwordToggle,
  ordering,
  resultCount,
  handheldBar,
  headerCart,
  sideCart,
  comingSoon,
];
