/** What a ThickBox link asks for, read from its markup (spec 2.8, 7.12). */
export type LightboxContent =
  | { kind: 'image'; url: string }
  | { kind: 'iframe'; url: string }
  | { kind: 'inline'; inlineId: string }
  | { kind: 'ajax'; url: string };

export interface LightboxRequest {
  content: LightboxContent;
  caption: string;
  /** Outer size for non-image content: `width + 30` × `height + 40`, else 630 × 440. */
  width: number;
  height: number;
  /** `modal=true`: no title bar, no overlay click, no Escape. */
  modal: boolean;
  /** For images: the group's links, in page order, and this one's place in it. */
  group: HTMLElement[];
  index: number;
}

/** Spec 9.3: the image types ThickBox shows as images. */
const IMAGE_PATH = /\.(jpe?g|png|gif|bmp|webp|avif)$/i;
export const DEFAULT_WIDTH = 630;
export const DEFAULT_HEIGHT = 440;

/** The selector ThickBox binds to. */
export const LIGHTBOX_LINKS = 'a.thickbox, area.thickbox, input.thickbox';

/** ThickBox's URL: `href`, else `alt`. */
export function linkUrl(link: HTMLElement): string {
  return link.getAttribute('href') || link.getAttribute('alt') || '';
}

/** Whether the URL's path, without its query, ends in an image type. */
export function isImageUrl(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  return IMAGE_PATH.test(path);
}

/** ThickBox's query parsing: pairs split on `&` or `;`, `+` read as a space. */
function queryParams(url: string): Map<string, string> {
  const params = new Map<string, string>();
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  for (const pair of query.split(/[;&]/)) {
    const [key, value = ''] = pair.split('=');
    if (!key) continue;
    params.set(decodeURIComponent(key), decodeURIComponent(value.replace(/\+/g, ' ')));
  }
  return params;
}

function size(value: string | undefined, extra: number, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed + extra : fallback;
}

/**
 * Reads one ThickBox link: its caption (`title`, else `name`), its group (`rel`), and what
 * to show: an image, an iframe (`TB_iframe`), inline content (`TB_inline` + `inlineId`), or
 * content fetched from the URL.
 *
 * @example
 * readLightboxRequest(document.querySelector('a.thickbox')!)?.content.kind; // 'image'
 */
export function readLightboxRequest(link: HTMLElement, doc: Document = document): LightboxRequest | null {
  const url = linkUrl(link);
  if (!url) return null;
  const caption = link.getAttribute('title') || link.getAttribute('name') || '';
  if (isImageUrl(url)) {
    const rel = link.getAttribute('rel');
    const group = rel
      ? Array.from(doc.querySelectorAll<HTMLElement>(LIGHTBOX_LINKS)).filter(
          (candidate) => candidate.getAttribute('rel') === rel && isImageUrl(linkUrl(candidate)),
        )
      : [link];
    const index = Math.max(0, group.indexOf(link));
    return { content: { kind: 'image', url }, caption, width: 0, height: 0, modal: false, group: group.length ? group : [link], index };
  }
  const params = queryParams(url);
  const base = { caption, group: [link], index: 0, modal: params.get('modal') === 'true' };
  const width = size(params.get('width'), 30, DEFAULT_WIDTH);
  const height = size(params.get('height'), 40, DEFAULT_HEIGHT);
  if (url.includes('TB_iframe')) {
    const src = (url.split('TB_')[0] ?? '').replace(/[?&]$/, '');
    return { ...base, content: { kind: 'iframe', url: src }, width, height };
  }
  if (url.includes('TB_inline')) {
    return { ...base, content: { kind: 'inline', inlineId: params.get('inlineId') ?? '' }, width, height };
  }
  return { ...base, content: { kind: 'ajax', url }, width, height };
}
