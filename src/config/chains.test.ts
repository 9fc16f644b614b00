import { getAddress } from 'viem';
import * as viemChains from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { CHAINS, chainById } from './chains';

describe('chains', () => {
  it('has every chain of the spec with its id, hex id and native currency', () => {
    const ids = Object.fromEntries(Object.values(CHAINS).map((c) => [c.chainSlug, c.chainId]));
    expect(ids).toEqual({
      arb: 42161,
      abstract: 2741,
      eth: 1,
      base: 8453,
      ronin: 2020,
      arbsepolia: 421614,
      abstracttest: 11124,
      sepolia: 11155111,
      basesepolia: 84532,
    });
    for (const chain of Object.values(CHAINS)) {
      expect(chain.chainIdHex).toBe(`0x${chain.chainId.toString(16)}`);
      expect(chain.nativeCurrency.decimals).toBe(18);
      expect(chain.nativeCurrency.symbol).toBe(chain.chainSlug === 'ronin' ? 'RON' : 'ETH');
      expect(chain.blockExplorers[0]?.apiUrl).toMatch(/^https:\/\//);
    }
    expect(CHAINS.arbsepolia.chainIdHex).toBe('0x66eee');
  });

  it('give every Etherscan-family explorer Etherscan’s V2 API (V1 was shut down)', () => {
    for (const chain of Object.values(CHAINS)) {
      const apiUrl = chain.blockExplorers[0]?.apiUrl ?? '';
      // Ronin's explorer is its own; every other chain's is one of Etherscan's.
      if (chain.chainSlug === 'ronin') {
        expect(apiUrl).not.toContain('etherscan');
        continue;
      }
      expect(apiUrl, chain.chainName).toBe(`https://api.etherscan.io/v2/api?chainid=${chain.chainId}`);
    }
  });

  it('name Multicall3 where viem’s chain definitions do, at the same address', () => {
    for (const chain of Object.values(CHAINS)) {
      const viem = Object.values(viemChains).find((each) => each.id === chain.chainId);
      const address =
        viem?.contracts && 'multicall3' in viem.contracts ? viem.contracts.multicall3?.address : undefined;
      expect(address, chain.chainName).toBeDefined();
      expect(chain.multicall3 && getAddress(chain.multicall3), chain.chainName).toBe(address && getAddress(address));
    }
  });

  it('finds chains by id', () => {
    expect(chainById(8453)?.chainSlug).toBe('base');
    expect(chainById(999)).toBeUndefined();
  });
});

describe('chain icons', () => {
  it('exist in the public folder', async () => {
    const { existsSync } = await import('node:fs');
    const path = await import('node:path');
    for (const chain of Object.values(CHAINS)) {
      expect(existsSync(path.resolve(__dirname, '../../public', `.${chain.icon}`)), chain.icon).toBe(true);
    }
  });
});
