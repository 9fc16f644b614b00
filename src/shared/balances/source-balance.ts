/**
 * Where the form's source balance comes from (docs/performance.md, "Seeing delivery"): what the balances
 * panel already reads on the chain is taken from the panel's query, and only the rest is read apart, so a
 * page reads each (chain, token, account) balance once.
 */
import { type Address, isAddressEqual } from 'viem';
import type { BalanceAsset } from '../../config/types';

export interface SourceReads {
  /** The native balance's place in the panel's amounts; undefined: read apart. */
  readonly native: number | undefined;
  /** The token's place in the panel's amounts (the native one's for no token); undefined: read apart. */
  readonly token: number | undefined;
}

/** Where the native balance and `token`'s (the native currency without one) are among the chain's `assets`. */
export function sourceReads(assets: readonly BalanceAsset[], token: Address | undefined): SourceReads {
  const at = (found: number) => (found < 0 ? undefined : found);
  const native = at(assets.findIndex((asset) => !asset.address));
  if (!token) return { native, token: native };
  return { native, token: at(assets.findIndex((asset) => asset.address && isAddressEqual(asset.address, token))) };
}
