import { SURFACES, type IslandSpec } from './island-spec';

const PLUGINS = ['woosc', 'woosw', 'wpcvs', 'elementor', 'wcpdf', 'theme', 'woofc', 'wpcbn'];
const PARTS = ['btn', 'bar', 'table', 'popup', 'count', 'filter', 'slider', 'toggle', 'menu-item', 'notice'];
const STRATEGIES = ['load', 'idle', 'visible', 'interaction'] as const;

/**
 * Definitions shaped like real plugin adopters (a class and a data attribute of some plugin),
 * added to a test build to check that the loader stays small as islands are added. Like the
 * islands still to come (compare, wishlist, swatches, popups, search...), they are spread
 * over every surface, the every-page one included.
 *
 * @example syntheticIslands(60).length; // 60
 */
export function syntheticIslands(count: number): IslandSpec[] {
  return Array.from({ length: count }, (_, index) => {
    const plugin = PLUGINS[index % PLUGINS.length] ?? 'plugin';
    const part = PARTS[(index * 7) % PARTS.length] ?? 'part';
    return {
      name: `${plugin}-${part}-${index}`,
      kind: index % 5 === 0 ? 'component' : 'behaviour',
      adopt: `.${plugin}-${part}[data-${plugin}-id], #${plugin}-area-${index} .${part}`,
      hydrate: STRATEGIES[index % STRATEGIES.length],
      ...(index % 6 === 0 ? { trigger: `.${plugin}-open-${part}` } : {}),
      surface: SURFACES[index % SURFACES.length] ?? 'page',
      module: 'synthetic',
    };
  });
}
