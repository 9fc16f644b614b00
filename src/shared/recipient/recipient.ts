/**
 * What the app says about a recipient before sending (docs/transfers.md, "Recipients"): some addresses
 * are refused outright because whatever reaches them is locked; others need the user to confirm them.
 */
import { type Address, hexToBigInt, isAddressEqual } from 'viem';
import type { OpenRoute } from '../../lib/routes';

/** Why an address cannot receive: it would lock the funds for good. */
export type RecipientRefusal = 'zero' | 'reserved' | 'burn' | 'route-contract';

/** What the user must confirm before sending to an address. */
export type RecipientConfirmation =
  /** A contract on the destination, which may not be able to move what it receives. */
  | 'contract'
  /** An address that has never sent a transaction nor held the native currency there: often a typo. */
  | 'unused'
  /** The destination chain could not be asked. */
  | 'unchecked'
  /** The connected account is a contract on the origin chain: the same address may not be it elsewhere. */
  | 'contract-sender';

/** Addresses known to burn what they receive. */
const BURN_ADDRESSES: readonly Address[] = [
  '0x000000000000000000000000000000000000dEaD',
  '0xdEAD000000000000000042069420694206942069',
  '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
  '0xFFfFfFffFFfffFFfFFfFFFFFffFFFffffFfFFFfF',
];

/** Precompiles and system contracts (Abstract's ZK Stack ones included) live below this address. */
const RESERVED_BELOW = 0x10000n;

/** The contracts of a route that no recipient may be: its routers and tokens at both ends. */
export function routeContractsOf(route: Pick<OpenRoute, 'from' | 'to'> | undefined): Address[] {
  if (!route) return [];
  return [route.from.router, route.from.address, route.to.router, route.to.address].filter(
    (a): a is Address => a !== undefined,
  );
}

/**
 * Why `address` may not receive a transfer on this route, if it may not: the zero address, a precompile
 * or system address, a burn address, or one of the route's own contracts (its routers and tokens).
 */
export function recipientRefusal(address: Address, routeContracts: readonly Address[]): RecipientRefusal | undefined {
  const value = hexToBigInt(address);
  if (value === 0n) return 'zero';
  if (BURN_ADDRESSES.some((burn) => isAddressEqual(burn, address))) return 'burn';
  if (value < RESERVED_BELOW) return 'reserved';
  if (routeContracts.some((contract) => isAddressEqual(contract, address))) return 'route-contract';
  return undefined;
}

/** EIP-7702: an account whose code is this prefix and an address is an account delegating to code. */
const DELEGATION_PREFIX = '0xef0100';

/** Whether code at an address makes it a contract; an EIP-7702 delegated account is still an account. */
export function isContractCode(code: `0x${string}` | undefined): boolean {
  if (code === undefined || code === '0x') return false;
  return !code.toLowerCase().startsWith(DELEGATION_PREFIX);
}

export interface RecipientState {
  readonly code: `0x${string}` | undefined;
  readonly nonce: number;
  readonly balance: bigint;
}

/** What a recipient's state on the destination asks the user to confirm, if anything. */
export function recipientConfirmation(state: RecipientState): RecipientConfirmation | undefined {
  if (isContractCode(state.code)) return 'contract';
  if (state.nonce === 0 && state.balance === 0n) return 'unused';
  return undefined;
}

/** Why a send must wait for its recipient, if it must. */
export type RecipientBlocker =
  | 'invalid'
  | 'refused'
  | 'resolving'
  | 'unknown-name'
  | 'name-failed'
  | 'refused-name'
  | 'checking'
  | 'unconfirmed';

/** The blockers said before the quote: no quote is made for a recipient that is not known yet. */
export const EARLY_RECIPIENT_BLOCKERS: readonly RecipientBlocker[] = [
  'invalid',
  'refused',
  'resolving',
  'unknown-name',
  'name-failed',
  'refused-name',
];

/**
 * What still stands between a recipient check and sending; `confirmed` is the key the user ticked. A name
 * typed as the recipient (docs/names.md) blocks until it resolves, and for good when nobody knows it or
 * it is refused (it could read as another name, or it is an ENS name where there is no ENS).
 */
export function recipientBlocker(
  check: {
    readonly valid: boolean;
    readonly refusal: RecipientRefusal | undefined;
    readonly pending: boolean;
    readonly confirmationKey: string | undefined;
    readonly naming?: 'none' | 'resolving' | 'resolved' | 'refused' | 'unknown' | 'failed';
  },
  confirmed: string | undefined,
): RecipientBlocker | undefined {
  if (check.naming === 'refused') return 'refused-name';
  if (check.naming === 'resolving') return 'resolving';
  if (check.naming === 'unknown') return 'unknown-name';
  if (check.naming === 'failed') return 'name-failed';
  if (!check.valid) return 'invalid';
  if (check.refusal) return 'refused';
  if (check.pending) return 'checking';
  if (check.confirmationKey && confirmed !== check.confirmationKey) return 'unconfirmed';
  return undefined;
}
