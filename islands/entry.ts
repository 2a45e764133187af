import { rows, surfaces } from 'virtual:lantern/table';
import { boot } from '../src/loader/boot';
import { chunkLoader } from '../src/loader/chunk-loader';
import { decodeTable } from '../src/loader/table';

boot(decodeTable(rows, surfaces.map((files) => chunkLoader(files, import.meta.url))));
