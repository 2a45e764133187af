import { beforeEach, describe, expect, it } from 'vitest';
import { fragmentId, initialTab, type TabEntry } from './tab-choice';

function tabsOf(keys: readonly string[]): TabEntry[] {
  document.body.innerHTML = keys.map((key) => `<div id="tab-${key}"><div id="inner-${key}"></div></div>`).join('');
  return keys.map((key) => ({ panel: document.getElementById(`tab-${key}`)!, itemClass: `${key}_tab` }));
}

const at = (address: string) => new URL(address, 'https://shop.test/product/cap/');

describe('the tab shown when the page loads', () => {
  let tabs: TabEntry[];
  beforeEach(() => (tabs = tabsOf(['description', 'additional_information', 'reviews'])));

  it('is the first without a fragment', () => {
    expect(initialTab(tabs, at(''), document)).toBe(0);
  });

  it('is the one whose panel the fragment names, or holds the element it names', () => {
    expect(initialTab(tabs, at('#tab-additional_information'), document)).toBe(1);
    expect(initialTab(tabs, at('#inner-reviews'), document)).toBe(2);
  });

  it('is the reviews for a review or a page of reviews, even one not printed here', () => {
    expect(initialTab(tabs, at('#comment-99'), document)).toBe(2);
    expect(initialTab(tabs, at('#reviews'), document)).toBe(2);
    expect(initialTab(tabs, at('/product/cap/comment-page-2/'), document)).toBe(2);
    expect(initialTab(tabs, at('?cpage=2'), document)).toBe(2);
  });

  it('is the first when the fragment names nothing in the tabs, or a tab the product lacks', () => {
    expect(initialTab(tabs, at('#masthead'), document)).toBe(0);
    const withoutReviews = tabsOf(['description', 'additional_information']);
    expect(initialTab(withoutReviews, at('#tab-reviews'), document)).toBe(0);
  });
});

describe('a fragment as an id', () => {
  it('decodes escapes and keeps a malformed one as it is', () => {
    expect(fragmentId('#tab%2Dreviews')).toBe('tab-reviews');
    expect(fragmentId('#100%')).toBe('100%');
    expect(fragmentId('')).toBe('');
  });
});
