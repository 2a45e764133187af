import { describe, expect, it } from 'vitest';
import { addQueryArg, normalizeRequest, requestUrl, setQueryArg } from './api-fetch-request';

describe('query arguments of a REST address', () => {
  it('adds an argument after ? or &, encoded, unless the address has it already', () => {
    expect(addQueryArg('/wp/v2/posts', '_locale', 'user')).toBe('/wp/v2/posts?_locale=user');
    expect(addQueryArg('/wp/v2/posts?a=1', 'the key', 'a&b')).toBe('/wp/v2/posts?a=1&the%20key=a%26b');
    expect(addQueryArg('/wp/v2/posts?_locale=de_DE', '_locale', 'user')).toBe('/wp/v2/posts?_locale=de_DE');
  });

  it('sets an argument in place of the value it had, or adds it to an address without a query', () => {
    expect(setQueryArg('/wp/v2/posts?orderby=id&per_page=-1', 'per_page', '100')).toBe('/wp/v2/posts?orderby=id&per_page=100');
    expect(setQueryArg('/wp/v2/posts', 'per_page', '100')).toBe('/wp/v2/posts?per_page=100');
  });
});

describe('a REST request as the platform client sends it', () => {
  it('joins namespace and endpoint into the path and keeps neither', () => {
    expect(normalizeRequest({ namespace: '/wc/store/v1/', endpoint: '/cart' })).toEqual({ path: 'wc/store/v1/cart?_locale=user', headers: {} });
  });

  it('takes the namespace alone as the path when the endpoint is empty', () => {
    expect(normalizeRequest({ namespace: 'wc/store/v1', endpoint: '' })).toEqual({ path: 'wc/store/v1?_locale=user', headers: {} });
  });

  it('leaves a path alone when only a namespace or only an endpoint is given', () => {
    expect(normalizeRequest({ path: '/a', namespace: 'wc/store/v1' })).toEqual({ path: '/a?_locale=user', headers: {} });
    expect(normalizeRequest({ path: '/a', endpoint: 'cart' })).toEqual({ path: '/a?_locale=user', headers: {} });
  });

  it('asks for the user locale on a full URL too', () => {
    expect(normalizeRequest({ url: 'https://shop.test/wp-json/wp/v2/posts?a=1' })).toEqual({ url: 'https://shop.test/wp-json/wp/v2/posts?a=1&_locale=user', headers: {} });
  });

  it('leaves GET and POST as they are', () => {
    expect(normalizeRequest({ path: '/a', method: 'GET' })).toEqual({ path: '/a?_locale=user', method: 'GET', headers: {} });
    expect(normalizeRequest({ path: '/a', method: 'POST', headers: { 'X-Custom': '1' } })).toEqual({ path: '/a?_locale=user', method: 'POST', headers: { 'X-Custom': '1' } });
  });

  it("sends DELETE as POST with its override header in place of the caller's own, in any casing", () => {
    expect(normalizeRequest({ path: '/a', method: 'DELETE', headers: { 'x-http-method-override': 'PATCH', 'X-Custom': '1' } })).toEqual({
      path: '/a?_locale=user',
      method: 'POST',
      headers: { 'X-Custom': '1', 'Content-Type': 'application/json', 'X-HTTP-Method-Override': 'DELETE' },
    });
  });

  it("keeps the caller's content type on an overridden method, however it is spelled", () => {
    expect(normalizeRequest({ path: '/a', method: 'PUT', headers: { 'content-type': 'text/plain' } }).headers).toEqual({ 'content-type': 'text/plain', 'X-HTTP-Method-Override': 'PUT' });
  });
});

describe('the address of a REST request', () => {
  it('is its URL when it has one', () => {
    expect(requestUrl({ url: 'https://cdn.test/x', path: '/wp/v2/posts' }, 'https://shop.test/wp-json/')).toBe('https://cdn.test/x');
  });

  it('is the root and the path without its leading slash', () => {
    expect(requestUrl({ path: '/wp/v2/posts?a=1' }, 'https://shop.test/wp-json/')).toBe('https://shop.test/wp-json/wp/v2/posts?a=1');
    expect(requestUrl({}, 'https://shop.test/wp-json/')).toBe('https://shop.test/wp-json/');
  });
});
