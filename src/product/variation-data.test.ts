import { describe, expect, it } from 'vitest';
import { toBool } from '../config/coerce';
import type { VariationData } from '../net/variation';
import { flag, isPurchasable } from './variation-data';

const BASE = { variation_id: 7, attributes: {} };

describe("a variation's yes/no fields", () => {
  it('read as every other flag does, with a missing field counting as set', () => {
    const fields = { is_in_stock: false, is_purchasable: 'yes', variation_is_visible: 'no', backorders_allowed: 'true' };
    const variation: VariationData = { ...BASE, ...fields };
    for (const [field, value] of Object.entries(fields)) expect(flag(variation, field), field).toBe(toBool(value));
    expect(flag(variation, 'variation_is_active')).toBe(true);
    expect(flag(variation, 'variation_is_active', false)).toBe(false);
    expect(isPurchasable({ ...BASE, is_purchasable: 1, is_in_stock: 'on' })).toBe(true);
    expect(isPurchasable({ ...BASE, is_purchasable: true, is_in_stock: '0' })).toBe(false);
  });
});
