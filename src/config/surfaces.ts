import { pageGlobal } from './settings';

/** What a theme developer may ask of one surface: Lantern takes it over, or leaves it alone. */
export type SurfaceChoice = 'take' | 'leave';

/**
 * `lantern_config.surfaces`, `{ [surface]: 'take' | 'leave' }`: the theme developer's word on
 * each surface, which overrides what Lantern detects on the page. Any other value (or a
 * missing object) means "detect".
 *
 * @example
 * // var lantern_config = { "surfaces": { "cart-fragments": "leave", "quantity-buttons": "take" } };
 * readSurfaceChoices()['quantity-buttons']; // 'take'
 */
export function readSurfaceChoices(): Partial<Record<string, SurfaceChoice>> {
  const choices: Partial<Record<string, SurfaceChoice>> = {};
  const given = pageGlobal('lantern_config').surfaces;
  if (!given || typeof given !== 'object') return choices;
  for (const [surface, choice] of Object.entries(given as Record<string, unknown>)) {
    if (choice === 'take' || choice === 'leave') choices[surface] = choice;
  }
  return choices;
}
