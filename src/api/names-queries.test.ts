import { QueryClient, skipToken } from '@tanstack/react-query';
import type { Address } from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAINS } from '../config/chains';
import type { NetworkChain } from '../config/types';
import type { MarketplaceClient } from './marketplace';
import { ensAvatarQuery, ensNameQuery, resolveNameQuery } from './names-queries';

const ATTACKER: Address = '0x00000000000000000000000000000000DeaDBeef';
const VITALIK: Address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

const ens = vi.hoisted(() => ({ ensAddressOf: vi.fn(), ensNameOf: vi.fn(), ensAvatarOf: vi.fn() }));
vi.mock('./ens', () => ens);

/** A marketplace playing the attacker: whatever name is searched, it is the attacker's. */
function attackerMarketplace() {
  const searchDomains = vi.fn(async (name: string) => [
    { address: ATTACKER, smol: { name, pfp: null, banner: null }, preferredDomainType: 'smol' },
  ]);
  return { marketplace: { searchDomains } as unknown as MarketplaceClient, searchDomains };
}

const ethereum = CHAINS.eth as unknown as NetworkChain;
const { ensUniversalResolver: _, ...devnetEthereum } = CHAINS.eth;

const resolve = (marketplace: MarketplaceClient, chain: NetworkChain | undefined, name: string) =>
  new QueryClient().fetchQuery(resolveNameQuery(marketplace, chain, name));

beforeEach(() => {
  ens.ensAddressOf.mockReset();
  ens.ensNameOf.mockReset();
  ens.ensAvatarOf.mockReset();
});

describe('resolveNameQuery', () => {
  it('resolves an .eth name through ENS only, never through the marketplace’s search', async () => {
    const { marketplace, searchDomains } = attackerMarketplace();
    ens.ensAddressOf.mockResolvedValue({ address: VITALIK, avatar: undefined });
    await expect(resolve(marketplace, ethereum, 'vitalik.eth')).resolves.toEqual({
      address: VITALIK,
      name: 'vitalik.eth',
      avatar: undefined,
      source: 'ens',
    });
    ens.ensAddressOf.mockResolvedValue(null);
    await expect(resolve(marketplace, ethereum, 'nobody.ETH')).resolves.toBeNull();
    expect(searchDomains).not.toHaveBeenCalled();
  });

  it('has no lookup for an .eth name on a network without ENS, so nobody is asked', async () => {
    const { marketplace, searchDomains } = attackerMarketplace();
    const noEns = devnetEthereum as unknown as NetworkChain;
    expect(resolveNameQuery(marketplace, noEns, 'vitalik.eth').queryFn).toBe(skipToken);
    expect(resolveNameQuery(marketplace, undefined, 'vitalik.eth').queryFn).toBe(skipToken);
    // Full-width letters fold to `.eth` (NFKC): ENS-only as well, never the marketplace's.
    expect(resolveNameQuery(marketplace, noEns, 'vitalik.\uFF45\uFF54\uFF48').queryFn).toBe(skipToken);
    await expect(resolve(marketplace, noEns, 'vitalik.eth')).rejects.toThrow();
    expect(searchDomains).not.toHaveBeenCalled();
    expect(ens.ensAddressOf).not.toHaveBeenCalled();
  });

  it('sends a full-width .eth name to ENS only, never to the marketplace', async () => {
    const { marketplace, searchDomains } = attackerMarketplace();
    ens.ensAddressOf.mockResolvedValue(null);
    await expect(resolve(marketplace, ethereum, 'vitalik.\uFF45\uFF54\uFF48')).resolves.toBeNull();
    expect(ens.ensAddressOf).toHaveBeenCalledOnce();
    expect(searchDomains).not.toHaveBeenCalled();
  });

  it('resolves any other name through the marketplace, marked as the marketplace’s word', async () => {
    const { marketplace } = attackerMarketplace();
    await expect(resolve(marketplace, ethereum, 'smolfan.magic')).resolves.toMatchObject({
      address: ATTACKER,
      source: 'marketplace',
    });
    expect(ens.ensAddressOf).not.toHaveBeenCalled();
  });
});

describe('ensNameQuery and ensAvatarQuery', () => {
  it('answer the name without waiting for its avatar, which is asked on its own once the name is known', async () => {
    ens.ensNameOf.mockResolvedValue('vitalik.eth');
    // An avatar that never comes (a slow image host) must not hold the name back.
    ens.ensAvatarOf.mockReturnValue(new Promise(() => {}));
    const client = new QueryClient();
    await expect(client.fetchQuery(ensNameQuery(ethereum, VITALIK))).resolves.toBe('vitalik.eth');
    expect(ens.ensAvatarOf).not.toHaveBeenCalled();
    expect(ensAvatarQuery(ethereum, undefined).queryFn).toBe(skipToken);
    expect(ensAvatarQuery(ethereum, null).queryFn).toBe(skipToken);
    ens.ensAvatarOf.mockResolvedValue('https://euc.li/vitalik.eth');
    await expect(client.fetchQuery(ensAvatarQuery(ethereum, 'vitalik.eth'))).resolves.toBe(
      'https://euc.li/vitalik.eth',
    );
    expect(ens.ensAvatarOf).toHaveBeenCalledWith(ethereum, 'vitalik.eth', ethereum.ensUniversalResolver);
  });
});
