import { QueryClient } from '@tanstack/react-query';
import type { Address } from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAINS } from '../config/chains';
import type { NetworkChain } from '../config/types';
import { AppError } from '../lib/errors';
import type { MarketplaceClient } from './marketplace';
import { resolveNameQuery } from './names-queries';

const ATTACKER: Address = '0x00000000000000000000000000000000DeaDBeef';
const VITALIK: Address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

const ens = vi.hoisted(() => ({ ensAddressOf: vi.fn(), ensNameOf: vi.fn() }));
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

  it('refuses an .eth name on a network without ENS, asking nobody', async () => {
    const { marketplace, searchDomains } = attackerMarketplace();
    const failure = resolve(marketplace, devnetEthereum as unknown as NetworkChain, 'vitalik.eth');
    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toMatchObject({ code: 'name-refused', data: { reason: 'no-ens' } });
    await expect(resolve(marketplace, undefined, 'vitalik.eth')).rejects.toMatchObject({ code: 'name-refused' });
    expect(searchDomains).not.toHaveBeenCalled();
    expect(ens.ensAddressOf).not.toHaveBeenCalled();
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
