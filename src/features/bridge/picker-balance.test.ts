import { describe, expect, it } from 'vitest';
import { builtInRoutes } from '../../bridge';
import { CHAINS } from '../../config/chains';
import { MAINNET } from '../../config/mainnet';
import { pickerBalanceIndex } from './picker-balance';

const routes = builtInRoutes(MAINNET);
const assetsOn = (chainId: number) => MAINNET.balanceAssets[chainId] ?? [];
/** The symbol of the balance asset a picker shows for `token` on `chainId`, if any. */
const shown = (token: string, chainId: number | undefined) => {
  const assets = chainId === undefined ? [] : assetsOn(chainId);
  const at = pickerBalanceIndex(routes, assets, token, chainId);
  return at === undefined ? undefined : assets[at]?.symbol;
};

describe("a picker option's balance", () => {
  it("is the balances panel's asset at the route token's address on that chain", () => {
    expect(shown('MAGIC', CHAINS.arb.chainId)).toBe('MAGIC');
    expect(shown('MAGIC', CHAINS.base.chainId)).toBe('MAGIC');
    // Abstract's MAGIC: the zk route's L2 end has no address, the warp route's has.
    expect(shown('MAGIC', CHAINS.abstract.chainId)).toBe('MAGIC');
  });

  it("is the chain's native balance for a token that is the chain's native currency", () => {
    expect(shown('ETH', CHAINS.eth.chainId)).toBe('ETH');
    expect(shown('ETH', CHAINS.abstract.chainId)).toBe('ETH');
  });

  it('is unknown where the panel reads no such asset, or the token has no route on the chain', () => {
    // SMOL is no balance asset; MAGIC on Ethereum is not one of Ethereum's.
    expect(shown('SMOL', CHAINS.arb.chainId)).toBeUndefined();
    expect(shown('MAGIC', CHAINS.eth.chainId)).toBeUndefined();
    // ETH moves between Ethereum and Abstract only: Arbitrum's ETH balance is not the route's.
    expect(shown('ETH', CHAINS.arb.chainId)).toBeUndefined();
    expect(shown('MAGIC', undefined)).toBeUndefined();
    expect(shown('NOPE', CHAINS.arb.chainId)).toBeUndefined();
  });
});
