import { html, raw, type SafeHtml } from '../../fixtures/html/html';

/** The strokes of each icon the theme prints in its markup, on a 24 × 24 grid. */
const PATHS = {
  'angle-up': 'M6 15l6-6 6 6',
  'caret-down': 'M6 9l6 6 6-6',
  'caret-up': 'M6 15l6-6 6 6',
} as const;

/**
 * An icon as inline SVG in the text colour, hidden from assistive technology (the control
 * around it carries the name): never a font glyph, which a device without that font shows as
 * an empty box.
 *
 * @example
 * inlineIcon('angle-up'); // <svg class="beacon-svg-icon" aria-hidden="true" …><path d="M6 15l6-6 6 6" …/></svg>
 */
export function inlineIcon(name: keyof typeof PATHS): SafeHtml {
  return html`<svg class="beacon-svg-icon beacon-svg-icon-${name}" aria-hidden="true" focusable="false" width="1em" height="1em" viewBox="0 0 24 24">${raw(
    `<path d="${PATHS[name]}" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`,
  )}</svg>`;
}
