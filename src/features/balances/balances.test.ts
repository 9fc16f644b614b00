import { describe, expect, it } from 'vitest';
import { totalUsd, withUsd } from './balances';

const prices = { ethUsdPrice: '3000', magicUsdPrice: '0.25' };
const assets = [
  { symbol: 'MAGIC', decimals: 18, address: '0x0000000000000000000000000000000000000001' as const },
  { symbol: 'WETH', decimals: 18, address: '0x0000000000000000000000000000000000000002' as const },
  { symbol: 'ETH', decimals: 18 },
];

describe('withUsd', () => {
  it('values MAGIC at the MAGIC rate and WETH and ETH at the ETH rate', () => {
    const rows = withUsd(assets, [100n * 10n ** 18n, 10n ** 18n / 2n, 2n * 10n ** 18n], prices);
    expect(rows.map((r) => r.usd)).toEqual([25, 1500, 6000]);
    expect(totalUsd(rows)).toBe(7525);
  });

  it('has no USD value while a price is unknown, and a total of what is known', () => {
    const rows = withUsd(assets, [10n ** 18n, 0n, 10n ** 18n], { ethUsdPrice: '0', magicUsdPrice: '2' });
    expect(rows.map((r) => r.usd)).toEqual([2, null, null]);
    expect(totalUsd(rows)).toBe(2);
    expect(totalUsd(withUsd(assets.slice(2), [1n], { ethUsdPrice: '0', magicUsdPrice: '0' }))).toBeNull();
  });

  it('values an asset that is not MAGIC, ETH or WETH at nothing', () => {
    const [row] = withUsd(
      [{ symbol: 'SMOL', decimals: 18, address: '0x0000000000000000000000000000000000000003' }],
      [10n ** 18n],
      prices,
    );
    expect(row?.usd).toBeNull();
  });
});
