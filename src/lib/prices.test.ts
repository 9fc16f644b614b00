import { describe, expect, it } from 'vitest';
import { toUsd } from './prices';

const context = { ethUsdPrice: '3000', magicUsdPrice: '0.25' };

describe('toUsd', () => {
  it('uses the MAGIC rate for MAGIC, the default currency', () => {
    expect(toUsd({ price: 100 }, context)).toBe(25);
    expect(toUsd({ price: 100, currency: 'MAGIC' }, context)).toBe(25);
  });

  it('uses the ETH rate for ETH and WETH', () => {
    expect(toUsd({ price: 0.5, currency: 'ETH' }, context)).toBe(1500);
    expect(toUsd({ price: 0.5, currency: 'WETH' }, context)).toBe(1500);
    expect(toUsd({ price: 0.5, currency: 'weth' }, context)).toBe(1500);
  });

  it('is null for other currencies and missing prices or rates', () => {
    expect(toUsd({ price: 1, currency: 'SMOL' }, context)).toBeNull();
    expect(toUsd({ price: undefined }, context)).toBeNull();
    expect(toUsd({ price: Number.NaN }, context)).toBeNull();
    expect(toUsd({ price: 1 }, { ...context, magicUsdPrice: '0' })).toBeNull();
    expect(toUsd({ price: 1, currency: 'ETH' }, { ...context, ethUsdPrice: '' })).toBeNull();
  });
});
