import type { Suggestion } from './types';

/** A piece of a suggestion's label, matched (shown in bold) or not. */
export interface LabelPart {
  text: string;
  matched: boolean;
}

/**
 * Splits a label by the provider's `matchedSubstrings`. A range counts when its offset is 0 or
 * more, its length above 0 and it lies inside the label; overlapping ranges keep the first.
 * The label stays text: the parts are drawn as elements, never parsed as HTML.
 *
 * @example
 * labelParts({ id: '1', label: '12 Smith St', matchedSubstrings: [{ offset: 3, length: 5 }] })
 * // [{ text: '12 ', matched: false }, { text: 'Smith', matched: true }, { text: ' St', matched: false }]
 */
export function labelParts(suggestion: Suggestion): LabelPart[] {
  const label = suggestion.label;
  const ranges = (Array.isArray(suggestion.matchedSubstrings) ? suggestion.matchedSubstrings : [])
    .filter(
      (range) =>
        Number.isInteger(range?.offset) && Number.isInteger(range.length) && range.offset >= 0 && range.length > 0 && range.offset + range.length <= label.length,
    )
    .sort((a, b) => a.offset - b.offset);
  const parts: LabelPart[] = [];
  let at = 0;
  for (const range of ranges) {
    if (range.offset < at) continue;
    if (range.offset > at) parts.push({ text: label.slice(at, range.offset), matched: false });
    parts.push({ text: label.slice(range.offset, range.offset + range.length), matched: true });
    at = range.offset + range.length;
  }
  if (at < label.length) parts.push({ text: label.slice(at), matched: false });
  return parts;
}

/**
 * Keeps the suggestions that can be shown (an id and a label as strings), at most five.
 *
 * @example
 * usableSuggestions([{ id: 1, label: 'x' }, { id: 'a', label: 'A St' }]) // [{ id: 'a', label: 'A St' }]
 */
export function usableSuggestions(reply: readonly unknown[]): Suggestion[] {
  return reply
    .filter((item): item is Suggestion => {
      const record = item as Partial<Suggestion> | null;
      return typeof record === 'object' && record !== null && typeof record.id === 'string' && typeof record.label === 'string';
    })
    .slice(0, 5);
}
