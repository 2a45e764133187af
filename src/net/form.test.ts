import { describe, expect, it } from 'vitest';
import { encodeForm } from './form';

describe('form encoding', () => {
  it('encodes nested records with brackets, as jQuery does', () => {
    expect(encodeForm({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } })).toBe(
      'woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes',
    );
  });

  it('sends spaces as plus signs and leaves out undefined fields', () => {
    expect(encodeForm({ q: 'led light', product_id: 12, absent: undefined, empty: null })).toBe(
      'q=led+light&product_id=12&empty=',
    );
  });
});
