/**
 * What a name is and which one an address is shown with (docs/names.md): a recipient typed as a name, the
 * choice between the marketplace's name and ENS's, and the avatar drawn for an address without one.
 */
import { type Address, getAddress, isAddress } from 'viem';
import { type AccountName, isEnsName } from '../../api/names';
import type { ResolvedName } from '../../api/names-queries';
import type { NetworkConfig } from '../../config/types';
import { type NameRefusal, nameRefusal, shownName } from './name-rules';

/** What a recipient field holds: nothing, an address, a name to look up, or neither. */
export type RecipientInput =
  | { readonly kind: 'empty' }
  | { readonly kind: 'address'; readonly address: Address }
  | { readonly kind: 'name'; readonly name: string }
  /** A name that could read as another (docs/names.md, "Names that read as another"). */
  | { readonly kind: 'refused-name'; readonly name: string; readonly reason: Exclude<NameRefusal, 'no-ens'> }
  | { readonly kind: 'invalid' };

/** A TreasureTag: a name, `#`, and a four-digit discriminant (`smolfan#1234`). */
const TREASURETAG = /^[^\s#@/]{1,32}#\d{4}$/u;
/** A dotted name: `smolfan.magic`, `vitalik.eth`, `pay.smolfan.eth`; labels of letters, digits, `-` and `_`. */
const DOTTED_NAME = /^(?:[\p{L}\p{N}_-]+\.)+[\p{L}\p{N}-]{2,}$/u;

/**
 * Reads a recipient field: text hiding characters (bidi controls, zero-width ones) is refused, whatever it
 * is; `0x…` is an address (valid or not: a name never starts with `0x`); a name that mixes alphabets or
 * looks like an address is refused; a TreasureTag or a dotted name is a name; anything else is invalid.
 * What was typed is never rewritten.
 */
export function parseRecipientInput(text: string): RecipientInput {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const refusal = nameRefusal(trimmed);
  if (refusal === 'bidi' || refusal === 'invisible') return { kind: 'refused-name', name: trimmed, reason: refusal };
  if (/^0x/i.test(trimmed)) return isAddress(trimmed) ? { kind: 'address', address: trimmed } : { kind: 'invalid' };
  if (refusal) return { kind: 'refused-name', name: trimmed, reason: refusal };
  if (TREASURETAG.test(trimmed) || DOTTED_NAME.test(trimmed)) return { kind: 'name', name: trimmed };
  return { kind: 'invalid' };
}

/** Who vouches for the name an address is shown with: ENS, on chain, or the marketplace, whose name is a label. */
export type NameSource = 'ens' | 'marketplace';

/** A name as it is shown, escaped, with its avatar and who gave it. */
export interface ShownAccountName extends AccountName {
  readonly source: NameSource;
}

/**
 * The name an address is shown with (docs/names.md): its ENS name, read on chain, first; the marketplace's
 * (a Treasure domain) only where ENS has none, and as a label. Names are escaped; one that looks like an
 * address is not shown at all.
 */
export function chooseName(
  treasure: AccountName | null | undefined,
  ens: AccountName | null | undefined,
): ShownAccountName | undefined {
  const ensName = ens && shownName(ens.name);
  if (ens && ensName) return { name: ensName, avatar: ens.avatar, source: 'ens' };
  const treasureName = treasure && shownName(treasure.name);
  if (treasure && treasureName) return { name: treasureName, avatar: treasure.avatar, source: 'marketplace' };
  return undefined;
}

/**
 * The name an address is shown with while its lookups come in (`useAccountName`): nothing while the ENS name
 * is asked for on a network with ENS (`ens` pending), so a marketplace name never shows and then gives way;
 * then `chooseName`. The ENS avatar is its own lookup and gates nothing: the name shows without it until it
 * comes (`ensAvatar` undefined).
 */
export function accountNameOf(
  domain: AccountName | null | undefined,
  ens: { readonly asked: boolean; readonly pending: boolean; readonly name: string | null | undefined },
  ensAvatar: string | null | undefined,
): ShownAccountName | undefined {
  if (ens.asked && ens.pending) return undefined;
  return chooseName(domain, ens.name ? { name: ens.name, avatar: ensAvatar ?? undefined } : null);
}

/** The network's chain where ENS lives, if it has one with a resolver configured. */
export function ensChainOf(network: Pick<NetworkConfig, 'chains'>) {
  return network.chains.find((chain) => chain.ensUniversalResolver !== undefined);
}

/**
 * A neutral avatar for an address without one: two colours and a 5x5 mirrored pattern from its bytes, as
 * an SVG `data:` URL. The same address always draws the same picture; it says nothing but "an account".
 */
export function fallbackAvatar(address: Address): string {
  const hex = getAddress(address).slice(2).toLowerCase();
  const byte = (i: number) => Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  const hue = Math.round((byte(0) / 255) * 360);
  const background = `hsl(${hue},35%,22%)`;
  const foreground = `hsl(${(hue + 150) % 360},55%,68%)`;
  const cells: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      if (byte(1 + row * 3 + col) % 2 === 0) continue;
      for (const x of new Set([col, 4 - col])) cells.push(`<rect x="${x + 1}" y="${row + 1}" width="1" height="1"/>`);
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 7"><rect width="7" height="7" fill="${background}"/><g fill="${foreground}">${cells.join('')}</g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Where a name typed as a recipient stands. */
export type NameResolution =
  /** What was typed is not a name. */
  | { readonly status: 'none' }
  /** Being typed or looked up. */
  | { readonly status: 'resolving'; readonly name: string }
  | { readonly status: 'resolved'; readonly name: string; readonly resolved: ResolvedName }
  /** A name that could read as another, or an ENS name where there is no ENS: never looked up. */
  | { readonly status: 'refused'; readonly name: string; readonly reason: NameRefusal }
  /** Neither the marketplace nor ENS knows it. */
  | { readonly status: 'unknown'; readonly name: string }
  /** The lookup failed: nobody could say. */
  | { readonly status: 'failed'; readonly name: string; readonly error: unknown };

/**
 * The name to look up for what was typed, if any: a name, but never an `.eth` name on a network without ENS
 * (`hasEns`), which `nameResolution` refuses. The one place that refusal is decided (docs/names.md).
 */
export function nameToLookUp(input: RecipientInput, hasEns: boolean): string | undefined {
  return input.kind === 'name' && (hasEns || !isEnsName(input.name)) ? input.name : undefined;
}

/**
 * The state of a typed name from what was typed, the name the typing settled on (the lookup waits for a
 * pause), the lookup of that name, and whether the network has ENS (an `.eth` name is refused without).
 */
export function nameResolution(
  input: RecipientInput,
  settled: string | undefined,
  lookup: {
    readonly status: 'pending' | 'error' | 'success';
    readonly data?: ResolvedName | null;
    readonly error?: unknown;
  },
  hasEns: boolean,
): NameResolution {
  if (input.kind === 'refused-name') return { status: 'refused', name: input.name, reason: input.reason };
  if (input.kind !== 'name') return { status: 'none' };
  const { name } = input;
  if (nameToLookUp(input, hasEns) === undefined) return { status: 'refused', name, reason: 'no-ens' };
  if (settled !== name || lookup.status === 'pending') return { status: 'resolving', name };
  if (lookup.status === 'error') return { status: 'failed', name, error: lookup.error };
  return lookup.data ? { status: 'resolved', name, resolved: lookup.data } : { status: 'unknown', name };
}
