import { describe, expect, it } from 'vitest';
import { ethText, isPricedCurrency, NO_PRICE, priced, saneContext, toEth, toUsd, usdText, valueText } from './prices';

const context = { ethUsdPrice: '3000', magicUsdPrice: '0.25', magicEthPrice: '0.0000833' };
const unknown = { ethUsdPrice: '0', magicUsdPrice: '0', magicEthPrice: '0' };

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

describe('toEth', () => {
  it('values MAGIC at the MAGIC->ETH rate', () => {
    expect(toEth({ price: 100 }, context)).toBeCloseTo(0.00833, 10);
    expect(toEth({ price: 100, currency: 'magic' }, context)).toBeCloseTo(0.00833, 10);
  });

  it('takes ETH and WETH as they are, whatever the rates', () => {
    expect(toEth({ price: 2.5, currency: 'ETH' }, unknown)).toBe(2.5);
    expect(toEth({ price: 2.5, currency: 'WETH' }, unknown)).toBe(2.5);
  });

  it('is null without the MAGIC->ETH quote, even when both USD rates are known', () => {
    expect(toEth({ price: 100 }, { ...context, magicEthPrice: '0' })).toBeNull();
    expect(toEth({ price: 100 }, { ...context, magicEthPrice: 'n/a' })).toBeNull();
  });

  it('is null for other currencies and missing amounts', () => {
    expect(toEth({ price: 1, currency: 'SMOL' }, context)).toBeNull();
    expect(toEth({ price: 1, currency: 'RON' }, context)).toBeNull();
    expect(toEth({ price: undefined, currency: 'ETH' }, context)).toBeNull();
  });
});

describe('isPricedCurrency', () => {
  it('is true for MAGIC (the default), ETH and WETH only', () => {
    expect([undefined, 'MAGIC', 'eth', 'WETH'].map((c) => isPricedCurrency(c))).toEqual([true, true, true, true]);
    expect(['SMOL', 'RON', ''].map((c) => isPricedCurrency(c))).toEqual([false, false, false]);
  });
});

describe('priced texts', () => {
  it('word a known value', () => {
    expect(usdText(25, 'en_US')).toBe('$25.00');
    expect(usdText(30_005_000, 'en_US', true)).toBe('$30.01M');
    expect(ethText(0.00833, 'en_US')).toBe('0.00833 ETH');
    expect(ethText(50_001.2, 'en_US', true)).toBe('50.001K ETH');
    expect(usdText(1234.5, 'de_DE')).toBe('$1.234,50');
    expect(priced(3, (v) => `${v} MAGIC`)).toBe('3 MAGIC');
  });

  it('show a dash, never $0.00 or 0 ETH, for a missing price', () => {
    const missing = toUsd({ price: 100 }, unknown);
    expect(usdText(missing, 'en_US')).toBe(NO_PRICE);
    expect(usdText(missing, 'en_US', true)).toBe(NO_PRICE);
    expect(ethText(toEth({ price: 100 }, unknown), 'en_US')).toBe(NO_PRICE);
    expect(priced(Number.NaN, String)).toBe(NO_PRICE);
    expect(NO_PRICE).toBe('—');
  });
});

describe('valueText', () => {
  it('words a value in USD and ETH', () => {
    expect(valueText(25, 0.00833, 'en_US')).toBe('≈ $25.00 · 0.00833 ETH');
    expect(valueText(1234.5, 0.4115, 'de_DE')).toBe('≈ $1.234,50 · 0,412 ETH');
  });

  it('dashes the part without a price, and is one dash without any', () => {
    expect(valueText(null, 2, 'en_US')).toBe('≈ — · 2 ETH');
    expect(valueText(25, null, 'en_US')).toBe('≈ $25.00 · —');
    expect(valueText(null, null, 'en_US')).toBe('—');
  });
});

describe('saneContext: a price service that lies', () => {
  const feed = { ethUsdPrice: '3000', magicUsdPrice: '0.25', magicEthPrice: '0.0000833' };
  /** What 100 MAGIC and 1 ETH show once the feed went through `saneContext`, as the app shows them. */
  const shown = (quoted: typeof feed) => {
    const prices = saneContext(quoted);
    return {
      magicUsd: usdText(toUsd({ price: 100 }, prices), 'en_US'),
      magicEth: ethText(toEth({ price: 100 }, prices), 'en_US'),
      ethUsd: usdText(toUsd({ price: 1, currency: 'ETH' }, prices), 'en_US'),
    };
  };

  it('believes quotes that agree (the devnet’s: 0.0000833 x 3000 = 0.2499)', () => {
    expect(saneContext(feed)).toEqual(feed);
    expect(shown(feed)).toEqual({ magicUsd: '$25.00', magicEth: '0.00833 ETH', ethUsd: '$3,000.00' });
    // 9 % apart still agrees.
    expect(shown({ ...feed, magicUsdPrice: '0.2725' }).magicUsd).toBe('$27.25');
  });

  it('shows a dash for every MAGIC and ETH value when MAGIC->USD is 10x what MAGIC->ETH and ETH->USD make', () => {
    expect(shown({ ...feed, magicUsdPrice: '2.5' })).toEqual({
      magicUsd: NO_PRICE,
      magicEth: NO_PRICE,
      ethUsd: NO_PRICE,
    });
    expect(shown({ ...feed, magicUsdPrice: '0.025' })).toEqual({
      magicUsd: NO_PRICE,
      magicEth: NO_PRICE,
      ethUsd: NO_PRICE,
    });
    // Just over 10 % apart, either way.
    expect(shown({ ...feed, magicUsdPrice: '0.276' }).magicUsd).toBe(NO_PRICE);
    expect(shown({ ...feed, magicUsdPrice: '0.226' }).magicUsd).toBe(NO_PRICE);
  });

  it('shows a dash for a MAGIC/ETH or ETH/USD quote that moved alone', () => {
    expect(shown({ ...feed, magicEthPrice: '0.000833' }).magicEth).toBe(NO_PRICE);
    expect(shown({ ...feed, ethUsdPrice: '30000' })).toEqual({
      magicUsd: NO_PRICE,
      magicEth: NO_PRICE,
      ethUsd: NO_PRICE,
    });
  });

  it('refuses quotes out of bounds: not finite, zero or less, absurdly large or small', () => {
    for (const ethUsdPrice of ['Infinity', 'NaN', '-3000', '0', '1e12', '0.5', '0x10', ' 3000'])
      expect(shown({ ...feed, ethUsdPrice }).ethUsd, ethUsdPrice).toBe(NO_PRICE);
    expect(saneContext({ ...feed, ethUsdPrice: '0x10', magicEthPrice: '0.015625' })).toMatchObject({
      ethUsdPrice: '0',
    });
    expect(saneContext({ ...feed, magicUsdPrice: '1e9' }).magicUsdPrice).toBe('0');
    expect(saneContext({ ...feed, magicEthPrice: '1e-12' }).magicEthPrice).toBe('0');
    expect(saneContext({ ethUsdPrice: '1e7', magicUsdPrice: '2500', magicEthPrice: '0.00025' })).toEqual({
      ethUsdPrice: '0',
      magicUsdPrice: '0',
      magicEthPrice: '0',
    });
  });

  it('values ETH alone when MAGIC’s quotes cannot be checked, and MAGIC not at all', () => {
    expect(shown({ ...feed, magicEthPrice: '0' })).toEqual({
      magicUsd: NO_PRICE,
      magicEth: NO_PRICE,
      ethUsd: '$3,000.00',
    });
    expect(shown({ ...feed, magicUsdPrice: '0' })).toEqual({
      magicUsd: NO_PRICE,
      magicEth: NO_PRICE,
      ethUsd: '$3,000.00',
    });
  });
});
