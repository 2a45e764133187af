import { afterEach, describe, expect, it, vi } from 'vitest';
import { followableUrl, navigate } from './navigate';

afterEach(() => vi.restoreAllMocks());

describe('following URLs', () => {
  it.each(['/cart/', '?add-to-cart=12', 'http://shop.test/product/x/'])('follows %j on the page origin', (url) => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    expect(navigate(url)).toBe(true);
    expect(assign).toHaveBeenCalledWith(new URL(url, 'http://shop.test/').href);
  });

  it.each([
    'https://elsewhere.example/product/x/',
    '//elsewhere.example/x',
    'https://shop.test/x', // another scheme is another origin
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('does not follow %j', (url) => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    expect(navigate(url)).toBe(false);
    expect(followableUrl(url)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});
