import { early, rows, surfaces } from 'virtual:lantern/table';
import { boot } from '../src/loader/boot';
import { chunkLoader } from '../src/loader/chunk-loader';
import { decodeTable } from '../src/loader/table';
import { loadModule } from '../src/runtime/load-module';

const groups = surfaces.map((files) => chunkLoader(files, import.meta.url));
const [pageGroup] = groups;

boot(decodeTable(rows, groups), {
  // The page chunk (the first surface) carries the rows of the islands not on every page.
  load: async () => (pageGroup ? decodeTable((await loadModule(pageGroup)).rows ?? [], groups) : []),
  early,
});
