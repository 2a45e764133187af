import { describe, expect, it } from 'vitest';
import { chosenVariationId } from './chosen-variation';

const form = (value: string) => {
  const element = document.createElement('form');
  element.innerHTML = `<input type="hidden" name="variation_id" class="variation_id" value="${value}">`;
  return element;
};

describe('the chosen variation', () => {
  it('is the id in the form’s variation field', () => {
    expect(chosenVariationId(form('2002'))).toBe('2002');
  });

  it('is none while the field holds 0 or nothing, or is missing', () => {
    expect(chosenVariationId(form('0'))).toBe('');
    expect(chosenVariationId(form(''))).toBe('');
    expect(chosenVariationId(document.createElement('form'))).toBe('');
  });
});
