import { fileURLToPath } from 'node:url';
import { createDemoServer } from '../../../fixtures/server/demo-server';

const DIST = fileURLToPath(new URL('../../../dist', import.meta.url));

export interface RunningDemo {
  /** e.g. `http://127.0.0.1:41234` (no trailing slash). */
  origin: string;
  /** Back to the shop's initial state (carts emptied, coming-soon banner shown again). */
  reset(): void;
  close(): Promise<void>;
}

/**
 * Starts the demo shop on a free port, serving Lantern from dist/.
 * @example const demo = await startDemo(); … await demo.close();
 */
export async function startDemo(): Promise<RunningDemo> {
  const server = await createDemoServer({ port: 0, distDir: DIST });
  return { origin: new URL(server.url).origin, reset: () => server.shop.reset(), close: () => server.close() };
}
