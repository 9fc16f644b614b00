import { type Address, getAddress, isAddress } from 'viem';
import { InvalidAddressError } from './errors';

/**
 * An address from user or server input, checksummed. All-lowercase and all-uppercase hex are accepted
 * as written; a mixed-case address must carry a valid EIP-55 checksum.
 */
export function parseAddress(input: string): Address {
  const trimmed = input.trim();
  if (!isAddress(trimmed, { strict: true })) throw new InvalidAddressError(input);
  return getAddress(trimmed);
}

/** `0x1234...abcd`: the first 6 and last 4 characters (docs/numbers-and-prices.md). */
export function shortenAddress(input: string): string {
  const address = parseAddress(input);
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}
