import { describe, expect, it } from 'vitest';
import { asRecord, isRecord, parseRecord, readFragments } from './records';

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
});
