import { describe, expect, it } from 'vitest';
import { asRecord, isRecord, isWholePage, parseJson, parseRecord, readFragments } from './records';

describe('reading records from untrusted JSON', () => {
  it('accepts plain objects only', () => {
    expect(isRecord({})).toBe(true);
    for (const value of [null, undefined, [], 'x', 3, true]) expect(isRecord(value)).toBe(false);
    expect(asRecord([])).toBeNull();
  });

  it('keeps only the string values of a fragments map', () => {
    expect(readFragments({ '.a': '<b>a</b>', '.b': 2, '.c': null })).toEqual({ '.a': '<b>a</b>' });
    expect(readFragments('<b>a</b>')).toBeNull();
    expect(readFragments(['<b>a</b>'])).toBeNull();
  });

  it('parses JSON text into a record, or nothing', () => {
    expect(parseRecord('{"a":1}')).toEqual({ a: 1 });
    expect(parseRecord('{broken')).toBeNull();
    expect(parseRecord('[1]')).toBeNull();
    expect(parseRecord('null')).toBeNull();
  });

  it('reads any JSON value, and answers undefined for text that is not JSON', () => {
    expect(parseJson('[1,"2"]')).toEqual([1, '2']);
    expect(parseJson('null')).toBeNull();
    expect(parseJson('0')).toBe(0);
    expect(parseJson('{broken')).toBeUndefined();
    expect(parseJson('<!DOCTYPE html><html><body>Fatal error</body></html>')).toBeUndefined();
    expect(parseJson('')).toBeUndefined();
  });
});

describe('a whole page where a fragment was asked for', () => {
  it('is a document with a doctype or an html element, in any case, after white space', () => {
    expect(isWholePage('<!DOCTYPE html><html><body>Fatal error</body></html>')).toBe(true);
    expect(isWholePage('\n  <!doctype html>')).toBe(true);
    expect(isWholePage('<html lang="en-AU"><head>')).toBe(true);
    expect(isWholePage('<HTML>')).toBe(true);
  });

  it('is not a fragment, even one that starts with a similar tag', () => {
    expect(isWholePage('<span class="wps-message">Sent</span>')).toBe(false);
    expect(isWholePage('<htmlish>')).toBe(false);
    expect(isWholePage('<div class="woosc-share-content">')).toBe(false);
    expect(isWholePage('')).toBe(false);
    expect(isWholePage('<p>Paste it into the <html> element</p>')).toBe(false);
    expect(isWholePage('Error <!DOCTYPE html>')).toBe(false);
  });
});
