import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error';
import { MAINNET } from './mainnet';
import { TESTNET } from './testnet';
import { validateNetworkConfig } from './validate';

const FACTS = path.resolve(__dirname, '../../../shared/FACTS.md');

describe('network validation', () => {
  it('catches a bad checksum and a token on a chain outside the network', () => {
    const [first, ...rest] = MAINNET.hyperlaneTokens;
    if (!first) throw new Error('no tokens');
    const broken = {
      ...MAINNET,
      hyperlaneTokens: [
        { ...first, address: first.address.replace('d638', 'D638') as `0x${string}`, chainName: 'solana' },
        ...rest,
      ],
    };
    const error = (() => {
      try {
        validateNetworkConfig(broken);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain('hyperlaneTokens.0.address is not a valid address');
    expect((error as Error).message).toContain('solana is not a chain of this network');
  });
});

describe('network validation of NFT batch functions', () => {
  it('accepts only a batch send’s shape, so no config can name another function for the wallet to call', () => {
    const [first, ...rest] = MAINNET.hyperlaneTokens;
    if (!first) throw new Error('no tokens');
    const withBatch = (nftBatchSignature: string) => ({
      ...MAINNET,
      hyperlaneTokens: [{ ...first, nftBatchSignature }, ...rest],
    });
    expect(() => validateNetworkConfig(withBatch('transferRemoteBatch(uint32,bytes32,uint128[])'))).not.toThrow();
    for (const other of [
      'transferOwnership(address)',
      'approve(uint32,bytes32,uint256[]) ',
      'x(uint32,bytes32,uint256)',
    ]) {
      expect(() => validateNetworkConfig(withBatch(other)), other).toThrow('is not a batch send');
    }
  });
});

describe('network validation of Hyperlane chains', () => {
  it('refuses a warp route leg on a chain without a Mailbox (one Hyperlane does not relay to)', () => {
    const chains = MAINNET.chains.map((chain) => {
      if (chain.chainSlug !== 'base') return chain;
      const { mailbox: _, ...withoutMailbox } = chain;
      return withoutMailbox;
    });
    expect(() => validateNetworkConfig({ ...MAINNET, chains })).toThrow('base has no Mailbox, so no Hyperlane route');
  });
});

describe.skipIf(!existsSync(FACTS))('mainnet and testnet addresses', () => {
  const facts = existsSync(FACTS) ? readFileSync(FACTS, 'utf8').toLowerCase() : '';
  const addresses = (value: unknown): string[] =>
    JSON.stringify(value)
      .match(/0x[0-9a-fA-F]{40}/g)
      ?.map((a) => a.toLowerCase()) ?? [];

  it('come from FACTS.md (apart from the well-known WETH deployments, ENS universal resolver, Multicall3, router roots and ValidatorAnnounce)', () => {
    const weth = new Set(
      addresses(
        [MAINNET, TESTNET].flatMap((n) =>
          Object.values(n.balanceAssets)
            .flat()
            .filter((a) => a.symbol === 'WETH'),
        ),
      ),
    );
    // ENS's resolver is viem's own, the same on Ethereum and Sepolia (docs/names.md).
    const ens = new Set(addresses([MAINNET, TESTNET].flatMap((n) => n.chains.map((c) => c.ensUniversalResolver))));
    // Multicall3 is viem's chain definitions' (chains.test compares).
    const multicall3 = new Set(addresses([MAINNET, TESTNET].flatMap((n) => n.chains.map((c) => c.multicall3))));
    // The routers' owners and ISMs are the Hyperlane registry's deploy configs' (mainnet.ts names the files).
    const owners = new Set(addresses([MAINNET, TESTNET].map((n) => [n.trustedRouterOwners, n.trustedIsms])));
    // Each chain's ValidatorAnnounce is the Hyperlane registry's (registry.test compares).
    const announce = new Set(addresses([MAINNET, TESTNET].flatMap((n) => n.chains.map((c) => c.validatorAnnounce))));
    for (const address of addresses([MAINNET, TESTNET])) {
      if ([weth, ens, multicall3, owners, announce].some((known) => known.has(address))) continue;
      expect(facts, address).toContain(address);
    }
  });

  it('cover every mailbox and warp route leg of FACTS.md for the chains in use', () => {
    expect(MAINNET.chains.map((c) => c.mailbox?.toLowerCase())).toEqual([
      '0x979ca5202784112f4738403dbec5d0f3b9daabb9',
      '0x9bbdf86b272d224323136e15594fdce487f40ce7',
      '0xc005dc82818d67af737725bd4bf75435d065d239',
      '0xea87ae93fa0019a82a727bfd3ebd1cfca8f64f1d',
    ]);
    const legs = MAINNET.hyperlaneTokens.map((t) => `${t.symbol} ${t.chainName} ${t.address.toLowerCase()}`);
    expect(legs).toEqual([
      'MAGIC arbitrum 0x37687d638ea2d25df5350d37d5bccbf7fff1f2b3',
      'MAGIC abstract 0x263d8f36bb8d0d9526255e205868c26690b04b88',
      'MAGIC base 0xf1572d1da5c3cce14ee5a1c9327d17e9ff0e3f43',
      'SMOL arbitrum 0x32ad8eeb9831afe4b8f19fcf7b318c6526b8b781',
      'SMOL abstract 0xcbfb6dbeb6c06ddcd345781a0adc711a86a77f7c',
      'SMOL base 0xa4bbac7ed5bda8ec71a1af5ee84d4c5a737bd875',
      'SMOL ethereum 0x53cce6d10e43d1b3d11872ad22ec2acd8d2537b8',
    ]);
    expect(MAINNET.zkChains.map((c) => [c.bridgehub.toLowerCase(), c.chainContract.toLowerCase()])).toEqual([
      ['0x303a465b659cbb0ab36ee643ea362c509eeb5213', '0x2edc71e9991a962c7fe172212d1aa9e50480fbb9'],
    ]);
    expect(TESTNET.zkChains.map((c) => [c.bridgehub.toLowerCase(), c.chainContract.toLowerCase()])).toEqual([
      ['0x35a54c8c757806eb6820629bc82d90e056394c92', '0x8ad52ff836a30f063df51a00c99518880b8b36ac'],
    ]);
  });

  it('move only ETH over zk: no built-in MAGIC (or other token) over the native bridge', () => {
    for (const network of [MAINNET, TESTNET]) {
      expect(network.zkTokens.map((t) => t.symbol)).toEqual(['ETH']);
    }
  });

  it('refuse a zk token with a token address: the config cannot name one', () => {
    const [eth] = MAINNET.zkTokens;
    if (!eth) throw new Error('mainnet moves no ETH over zk');
    // Not a config the type allows either: what a hand-edited one would look like.
    const withToken = {
      ...MAINNET,
      zkTokens: [{ ...eth, symbol: 'MAGIC', l1Address: '0xb0c7a3ba49c7a6eaba6cd4a96c55a1391070ac9a' }],
    };
    expect(() => validateNetworkConfig(withToken)).toThrow(ConfigError);
  });
});
