import { describe, expect, it } from 'vitest';
import { sourceReads } from './source-balance';

const MAGIC = '0x000000000000000000000000000000000000aBcD';
const SMOL = '0x0000000000000000000000000000000000000003';
const assets = [
  { symbol: 'MAGIC', decimals: 18, address: MAGIC },
  { symbol: 'WETH', decimals: 18, address: '0x0000000000000000000000000000000000000002' },
  { symbol: 'ETH', decimals: 18 },
] as const;

describe("the form's source balance", () => {
  it("takes a token and the native currency the panel reads from the panel's amounts, whatever the address case", () => {
    expect(sourceReads(assets, MAGIC)).toEqual({ native: 2, token: 0 });
    expect(sourceReads(assets, MAGIC.toLowerCase() as `0x${string}`)).toEqual({ native: 2, token: 0 });
    expect(sourceReads(assets, undefined)).toEqual({ native: 2, token: 2 });
  });

  it('reads apart what the panel does not read: a token it does not show, a chain without its native currency', () => {
    expect(sourceReads(assets, SMOL)).toEqual({ native: 2, token: undefined });
    const ronin = [{ symbol: 'MAGIC', decimals: 18, address: MAGIC }] as const;
    expect(sourceReads(ronin, MAGIC)).toEqual({ native: undefined, token: 0 });
    expect(sourceReads([], undefined)).toEqual({ native: undefined, token: undefined });
  });
});
