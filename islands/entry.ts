import { early, rows, surfaces } from 'virtual:lantern/table';
import { boot } from '../src/loader/boot';
import { chunkLoader } from '../src/loader/chunk-loader';
import { decodeTable, type PageChunk } from '../src/loader/table';
import { loadModule } from '../src/runtime/load-module';
import { ownScriptUrl } from '../src/loader/own-url';
import { ensureWishlistKey } from './wishlist/first-key';

// Read while the entry first runs: a classic script is the current script only then.
const base = ownScriptUrl();
const groups = surfaces.map((files) => chunkLoader(files, base));
// The page chunk: the build always writes the page surface first (src/build/islands-plugin.ts).
const page = groups[0] as () => Promise<PageChunk>;

boot(decodeTable(rows, groups), {
  // It carries the rows of the islands not on every page, and window.lantern.report().
  load: async () => decodeTable((await loadModule(page)).rows, groups),
  early,
  report: async () => (await loadModule(page)).report(),
}, [ensureWishlistKey]);
