import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readStatic } from '../../../fixtures/server/static-files';

export interface StaticHost {
  /** e.g. `http://127.0.0.1:41234` (no trailing slash). */
  origin: string;
  close(): Promise<void>;
}

/**
 * A plain static file server, as QA's `npx serve` is: files as they are, `index.html` for a
 * folder, `404.html` for anything missing, and no answer but 405 to any other method. Nothing
 * of the demo server runs in it.
 *
 * @example
 * const host = await serveFolder('dist-demo'); … await host.close();
 */
export async function serveFolder(root: string): Promise<StaticHost> {
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      if (incoming.method !== 'GET' && incoming.method !== 'HEAD') {
        outgoing.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const path = new URL(incoming.url ?? '/', 'http://host').pathname;
      const found = await readStatic(root, path.endsWith('/') ? `${path}index.html` : path);
      const file = found ?? (await readStatic(root, '404.html'));
      outgoing.writeHead(found ? 200 : 404, { 'Content-Type': file?.type ?? 'text/plain' }).end(incoming.method === 'HEAD' ? undefined : file?.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
