import { stopShopIfUnused } from './real-shop-server';

/**
 * Vitest global set-up of the browser tests: nothing before the run (a real-shop file starts
 * the shop when it needs it); after the run, the shop those files started is stopped, once.
 */
export default function setup(): () => Promise<void> {
  return stopShopIfUnused;
}
