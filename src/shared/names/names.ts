/**
 * What a name is and which one an address is shown with (docs/names.md): a recipient typed as a name, the
 * choice between the marketplace's name and ENS's, and the avatar drawn for an address without one.
 */
import { type Address, getAddress, isAddress } from 'viem';
import type { AccountName } from '../../api/names';
import type { ResolvedName } from '../../api/names-queries';
import type { NetworkConfig } from '../../config/types';

/** What a recipient field holds: nothing, an address, a name to look up, or neither. */
export type RecipientInput =
  | { readonly kind: 'empty' }
  | { readonly kind: 'address'; readonly address: Address }
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'invalid' };

/** A TreasureTag: a name, `#`, and a four-digit discriminant (`smolfan#1234`). */
const TREASURETAG = /^[^\s#@/]{1,32}#\d{4}$/u;
/** A dotted name: `smolfan.magic`, `vitalik.eth`, `pay.smolfan.eth`; labels of letters, digits, `-` and `_`. */
const DOTTED_NAME = /^(?:[\p{L}\p{N}_-]+\.)+[\p{L}\p{N}-]{2,}$/u;

/**
 * Reads a recipient field: `0x…` is an address (valid or not: a name never starts with `0x`), a TreasureTag
 * or a dotted name is a name, anything else is invalid. What was typed is never rewritten.
 */
export function parseRecipientInput(text: string): RecipientInput {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (/^0x/i.test(trimmed)) return isAddress(trimmed) ? { kind: 'address', address: trimmed } : { kind: 'invalid' };
  if (TREASURETAG.test(trimmed) || DOTTED_NAME.test(trimmed)) return { kind: 'name', name: trimmed };
  return { kind: 'invalid' };
}

/** The name an address is shown with: the marketplace's (a Treasure domain) first, ENS's second. */
export function chooseName(
  treasure: AccountName | null | undefined,
  ens: AccountName | null | undefined,
): AccountName | undefined {
  if (treasure) return { name: treasure.name, avatar: treasure.avatar ?? ens?.avatar };
  return ens ?? undefined;
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
  /** Neither the marketplace nor ENS knows it. */
  | { readonly status: 'unknown'; readonly name: string }
  /** The lookup failed: nobody could say. */
  | { readonly status: 'failed'; readonly name: string; readonly error: unknown };

/**
 * The state of a typed name from what was typed, the name the typing settled on (the lookup waits for a
 * pause) and the lookup of that name.
 */
export function nameResolution(
  input: RecipientInput,
  settled: string | undefined,
  lookup: {
    readonly status: 'pending' | 'error' | 'success';
    readonly data?: ResolvedName | null;
    readonly error?: unknown;
  },
): NameResolution {
  if (input.kind !== 'name') return { status: 'none' };
  const { name } = input;
  if (settled !== name || lookup.status === 'pending') return { status: 'resolving', name };
  if (lookup.status === 'error') return { status: 'failed', name, error: lookup.error };
  return lookup.data ? { status: 'resolved', name, resolved: lookup.data } : { status: 'unknown', name };
}
