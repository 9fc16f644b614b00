import { describe, expect, it } from 'vitest';
import { BALANCE_ASSET_SYMBOLS } from './balance-assets';
import { MAINNET } from './mainnet';
import { TESTNET } from './testnet';

describe('balance assets', () => {
  it('are the spec’s per chain', () => {
    for (const slug of ['arbsepolia', 'sepolia', 'abstracttest', 'basesepolia', 'arb', 'abstract', 'base'] as const) {
      expect(BALANCE_ASSET_SYMBOLS[slug]).toEqual(['MAGIC', 'WETH', 'ETH']);
    }
    expect(BALANCE_ASSET_SYMBOLS.eth).toEqual(['WETH', 'ETH']);
    expect(BALANCE_ASSET_SYMBOLS.ronin).toEqual(['MAGIC']);
  });

  it('give mainnet every asset with an address, native ETH without', () => {
    expect(MAINNET.balanceAssets[42161]).toEqual([
      { symbol: 'MAGIC', decimals: 18, address: '0x539bdE0d7Dbd336b79148AA742883198BBF60342' },
      { symbol: 'WETH', decimals: 18, address: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1' },
      { symbol: 'ETH', decimals: 18 },
    ]);
    expect(MAINNET.balanceAssets[1]?.map((a) => a.symbol)).toEqual(['WETH', 'ETH']);
    for (const chain of MAINNET.chains) expect(MAINNET.balanceAssets[chain.chainId]).toBeDefined();
  });

  it('leave out testnet MAGIC where its address is not public', () => {
    expect(TESTNET.balanceAssets[421614]?.map((a) => a.symbol)).toEqual(['MAGIC', 'WETH', 'ETH']);
    expect(TESTNET.balanceAssets[11124]?.map((a) => a.symbol)).toEqual(['WETH', 'ETH']);
  });
});
