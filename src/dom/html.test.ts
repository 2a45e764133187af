// @vitest-environment jsdom
// DOMPurify needs a DOM that parses like a browser: happy-dom keeps `onerror` and drops `<b>`.
import { describe, expect, it } from 'vitest';
import { sanitizedFragment, setText, trustedFragment } from './html';

const holder = (fragment: DocumentFragment): HTMLElement => {
  const div = document.createElement('div');
  div.append(fragment);
  return div;
};

describe('turning strings into DOM', () => {
  it('parses trusted server HTML as it is, with scripts left inert', () => {
    const fragment = trustedFragment('<div class="widget_shopping_cart_content"><b>1</b> item</div><script>1</script>');
    expect(fragment.querySelector('.widget_shopping_cart_content b')?.textContent).toBe('1');
    expect(fragment.querySelector('script')).not.toBeNull();
  });

  it('strips script and event handlers from shopper text, keeping its harmless markup', async () => {
    const div = holder(
      await sanitizedFragment('<b>Gift</b> note<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>'),
    );
    expect(div.querySelector('b')?.textContent).toBe('Gift');
    expect(div.querySelector('script')).toBeNull();
    expect(div.querySelector('[onerror]')).toBeNull();
    expect(div.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
  });

  it('writes plain text as text', () => {
    const div = document.createElement('div');
    setText(div, '<img src=x onerror=alert(1)>');
    expect(div.children).toHaveLength(0);
    expect(div.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});
