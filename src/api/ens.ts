/**
 * ENS reads on a chain with a universal resolver (docs/names.md). Loaded only when such a lookup runs: name
 * normalisation alone is larger than the first screen can carry.
 */
import type { Address } from 'viem';
import { getEnsAddress, getEnsAvatar, getEnsName } from 'viem/actions';
import { normalize } from 'viem/ens';
import type { NetworkChain } from '../config/types';
import { publicClient } from './chain-clients';

/** The avatar of a normalised `name`; one that cannot be read leaves the name standing. */
async function ensAvatar(chain: NetworkChain, name: string, resolver: Address): Promise<string | undefined> {
  const avatar = await getEnsAvatar(publicClient(chain), { name, universalResolverAddress: resolver }).catch(
    () => null,
  );
  return avatar ?? undefined;
}

/** The ENS name of `address`, or null. */
export async function ensNameOf(chain: NetworkChain, address: Address, resolver: Address): Promise<string | null> {
  return getEnsName(publicClient(chain), { address, universalResolverAddress: resolver });
}

/** The avatar of the ENS name `name` (as `ensNameOf` gave it), or undefined. */
export function ensAvatarOf(chain: NetworkChain, name: string, resolver: Address): Promise<string | undefined> {
  return ensAvatar(chain, normalize(name), resolver);
}

/** The address ENS gives `name`, with the name's avatar, or null. */
export async function ensAddressOf(
  chain: NetworkChain,
  name: string,
  resolver: Address,
): Promise<{ address: Address; avatar: string | undefined } | null> {
  const normalized = normalize(name);
  const address = await getEnsAddress(publicClient(chain), { name: normalized, universalResolverAddress: resolver });
  if (!address) return null;
  return { address, avatar: await ensAvatar(chain, normalized, resolver) };
}
