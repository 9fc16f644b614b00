/**
 * ENS reads on a chain with a universal resolver (docs/names.md). Loaded only when such a lookup runs: name
 * normalisation alone is larger than the first screen can carry.
 */
import type { Address } from 'viem';
import { getEnsAddress, getEnsName, getEnsText } from 'viem/actions';
import { normalize } from 'viem/ens';
import type { NetworkChain } from '../config/types';
import { publicClient } from './chain-clients';

/**
 * The picture an ENS `avatar` text record names, as a URL the image gate judges before anything loads it
 * (docs/nfts.md, "Images"), found without a request anywhere: an http(s) URL as it is, an `ipfs://` one
 * through the ipfs.io gateway. An NFT reference (`eip155:1/erc721:...`) would have its metadata fetched from
 * wherever its contract points, a host the name's owner chose, so it gives none: the drawn avatar.
 */
export function avatarRecordUrl(record: string | null | undefined): string | undefined {
  const value = record?.trim();
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  const ipfs = /^ipfs:\/\/(?:ipfs\/)?(.+)$/i.exec(value);
  return ipfs ? `https://ipfs.io/ipfs/${ipfs[1]}` : undefined;
}

/** The avatar of a normalised `name`, from its text record alone; one that cannot be read leaves the name standing. */
async function ensAvatar(chain: NetworkChain, name: string, resolver: Address): Promise<string | undefined> {
  const record = await getEnsText(publicClient(chain), {
    name,
    key: 'avatar',
    universalResolverAddress: resolver,
  }).catch(() => null);
  return avatarRecordUrl(record);
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
