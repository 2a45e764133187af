import { toRecord, toText } from '../../src/config/coerce';
import { pageGlobal } from '../../src/config/settings';

/** The words ThickBox shows, from `thickboxL10n` (WordPress prints some with entities). */
export interface LightboxText {
  next: string;
  prev: string;
  image: string;
  of: string;
  close: string;
  noIframes: string;
  loadFailed: string;
}

const ENTITIES: Readonly<Record<string, string>> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#039;': "'", '&#39;': "'" };

/** `Next &gt;` → `Next >`: the few entities WordPress's translations use here. */
function decode(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|#0?39);/g, (entity) => ENTITIES[entity] ?? entity);
}

/**
 * Reads `thickboxL10n`, with WordPress's English defaults.
 * @example readLightboxText().next; // 'Next >'
 */
export function readLightboxText(): LightboxText {
  const l10n = pageGlobal('thickboxL10n');
  const own = toRecord(toRecord(pageGlobal('lantern_config')).i18n);
  const read = (key: string, fallback: string) => decode(toText(l10n[key], fallback));
  return {
    next: read('next', 'Next >'),
    prev: read('prev', '< Prev'),
    image: read('image', 'Image'),
    of: read('of', 'of'),
    close: read('close', 'Close'),
    noIframes: read(
      'noiframes',
      'This feature requires inline frames. You have iframes disabled or your browser does not support them.',
    ),
    loadFailed: toText(own.lightbox_load_failed, 'Sorry, this content could not be loaded. Please try again.'),
  };
}
