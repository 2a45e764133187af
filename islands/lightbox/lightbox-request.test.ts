import { describe, expect, it } from 'vitest';
import { DEFAULT_HEIGHT, DEFAULT_WIDTH, isImageUrl, readLightboxRequest } from './lightbox-request';

function link(attributes: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', `<a class="thickbox" ${attributes}>x</a>`);
  return document.body.lastElementChild as HTMLElement;
}

describe('reading a ThickBox link', () => {
  it.each(['a.jpg', 'a.JPEG', 'a.png', 'a.gif', 'a.bmp', 'a.webp', 'a.avif', '/x/a.png?ver=2'])('shows %s as an image', (url) => {
    expect(isImageUrl(url)).toBe(true);
  });

  it.each(['a.svg', 'a.pdf', '/page/', 'a.png.html'])('does not show %s as an image', (url) => {
    expect(isImageUrl(url)).toBe(false);
  });

  it('groups images by rel, in page order, and takes the caption from title, else name', () => {
    link('href="/1.png" rel="g" title="One"');
    const second = link('href="/2.png" rel="g" name="Two"');
    link('href="/3.png" rel="other"');
    link('href="/4.png" rel="g"');
    const request = readLightboxRequest(second)!;
    expect(request.content).toEqual({ kind: 'image', url: '/2.png' });
    expect(request.caption).toBe('Two');
    expect(request.group.map((item) => item.getAttribute('href'))).toEqual(['/1.png', '/2.png', '/4.png']);
    expect(request.index).toBe(1);
  });

  it('opens TB_iframe links in a frame without the TB_ part, sized width + 30 by height + 40', () => {
    const request = readLightboxRequest(link('href="/guide/?a=1&TB_iframe=true&width=500&height=300"'))!;
    expect(request.content).toEqual({ kind: 'iframe', url: '/guide/?a=1' });
    expect([request.width, request.height]).toEqual([530, 340]);
  });

  it('moves inline content by its inlineId, and reads modal=true', () => {
    const request = readLightboxRequest(link('href="#TB_inline?width=300&inlineId=note&modal=true"'))!;
    expect(request.content).toEqual({ kind: 'inline', inlineId: 'note' });
    expect(request.modal).toBe(true);
    expect(request.height).toBe(DEFAULT_HEIGHT);
  });

  it('fetches any other URL, 630 by 440 unless told, and reads the URL from alt when there is no href', () => {
    const request = readLightboxRequest(link('alt="/size-guide/"'))!;
    expect(request.content).toEqual({ kind: 'ajax', url: '/size-guide/' });
    expect([request.width, request.height]).toEqual([DEFAULT_WIDTH, DEFAULT_HEIGHT]);
  });

  it('ignores a link without a URL', () => {
    expect(readLightboxRequest(link(''))).toBeNull();
  });
});
