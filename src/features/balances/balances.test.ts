import { describe, expect, it } from 'vitest';
import { MAINNET } from '../../config/mainnet';
import { RETIRED_ROUTES } from '../../config/retired-routes';
import { retiredHoldings, totalIn, withValues } from './balances';

const prices = { ethUsdPrice: '3000', magicUsdPrice: '0.25', magicEthPrice: '0.0000833' };
const unknown = { ethUsdPrice: '0', magicUsdPrice: '0', magicEthPrice: '0' };
const assets = [
  { symbol: 'MAGIC', decimals: 18, address: '0x0000000000000000000000000000000000000001' as const },
  { symbol: 'WETH', decimals: 18, address: '0x0000000000000000000000000000000000000002' as const },
  { symbol: 'ETH', decimals: 18 },
];
const smol = { symbol: 'SMOL', decimals: 18, address: '0x0000000000000000000000000000000000000003' as const };
const ether = (n: number) => BigInt(n * 1000) * 10n ** 15n;

describe('withValues', () => {
  it('values MAGIC at the MAGIC rates and WETH and ETH at the ETH rate, in USD and ETH', () => {
    const rows = withValues(assets, [ether(100), ether(0.5), ether(2)], prices);
    expect(rows.map((r) => r.usd)).toEqual([25, 1500, 6000]);
    expect(rows[0]?.eth).toBeCloseTo(0.00833, 10);
    expect(rows.slice(1).map((r) => r.eth)).toEqual([0.5, 2]);
    expect(totalIn(rows, 'usd')).toBe(7525);
    expect(totalIn(rows, 'eth')).toBeCloseTo(2.50833, 10);
  });

  it('has no value while a price is unknown, and no total that would leave an asset out', () => {
    const rows = withValues(assets, [ether(1), ether(1), ether(1)], { ...unknown, magicUsdPrice: '2' });
    expect(rows.map((r) => r.usd)).toEqual([2, null, null]);
    expect(rows.map((r) => r.eth)).toEqual([null, 1, 1]);
    expect(totalIn(rows, 'usd')).toBeNull();
    expect(totalIn(rows, 'eth')).toBeNull();
  });

  it('totals without an asset whose price is unknown when none of it is held', () => {
    const rows = withValues(assets, [0n, ether(1), ether(1)], { ...unknown, ethUsdPrice: '3000' });
    expect(totalIn(rows, 'usd')).toBe(6000);
    expect(totalIn(rows, 'eth')).toBe(2);
  });

  it('values an asset that is not MAGIC, ETH or WETH at nothing, and leaves it out of the total', () => {
    const rows = withValues([smol, ...assets.slice(2)], [ether(5), ether(1)], prices);
    expect(rows[0]?.usd).toBeNull();
    expect(rows[0]?.eth).toBeNull();
    expect(totalIn(rows, 'usd')).toBe(3000);
    expect(totalIn(withValues([smol], [ether(5)], prices), 'usd')).toBeNull();
  });
});

describe('retired routes', () => {
  const [ronin] = RETIRED_ROUTES.mainnet ?? [];
  if (!ronin) throw new Error('no retired route on mainnet');

  it('tell a wallet that still holds MAGIC on Ronin, and only such a wallet', () => {
    expect(retiredHoldings([ronin], [5n * 10n ** 18n])).toEqual([{ route: ronin, amount: 5n * 10n ** 18n }]);
    expect(retiredHoldings([ronin], [0n])).toEqual([]);
    // Not read yet, or Ronin unreadable: nothing is claimed.
    expect(retiredHoldings([ronin], [undefined])).toEqual([]);
    expect(retiredHoldings([ronin], [])).toEqual([]);
  });

  it('name MAGIC on Ronin, which no network offers a route to', () => {
    expect(ronin.chain.chainId).toBe(2020);
    expect(ronin.token).toMatchObject({ symbol: 'MAGIC', decimals: 18 });
    expect(MAINNET.chains.map((c) => c.chainId)).not.toContain(2020);
    expect(RETIRED_ROUTES.testnet).toBeUndefined();
    expect(RETIRED_ROUTES.devnet).toBeUndefined();
  });
});
