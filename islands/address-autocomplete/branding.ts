import { sanitizedFragment } from '../../src/dom/html';

/** What a provider's branding may keep (spec 5.3): these tags and attributes, no data attributes. */
export const BRANDING_POLICY = {
  ALLOWED_TAGS: ['img', 'span', 'div', 'a', 'b', 'i', 'em', 'strong', 'br'],
  ALLOWED_ATTR: ['href', 'target', 'rel', 'src', 'alt', 'style', 'class', 'id', 'width', 'height'],
  ALLOW_DATA_ATTR: false,
} satisfies Parameters<typeof sanitizedFragment>[1];

/**
 * The server's branding HTML, sanitized with DOMPurify (fetched on first use) to the policy.
 *
 * @example
 * container.replaceChildren(await brandingFragment('Powered by <img src="/maps.svg" alt="Maps" onerror="x()">'));
 * // 'Powered by ' and the image, without its onerror
 */
export function brandingFragment(html: string): Promise<DocumentFragment> {
  return sanitizedFragment(html, BRANDING_POLICY);
}
