/**
 * Which of the balances panel's reads gives a picker option's balance (docs/accessibility.md, "Pickers"):
 * the pickers show balances without reading any themselves (docs/performance.md).
 */
import type { BalanceAsset } from '../../config';
import { type BridgeRoute, tokenKey } from '../../lib/routes';
import { sourceReads } from '../../shared/balances/source-balance';

/**
 * Where `token`'s balance on `chainId` is among that chain's balance assets: the native one where the token
 * is the chain's native currency, else the asset at the token's address there. Undefined when the panel
 * does not read it: a token it does not show, or a zk L2 token whose address is only known at run time.
 */
export function pickerBalanceIndex(
  routes: readonly BridgeRoute[],
  assets: readonly BalanceAsset[],
  token: string,
  chainId: number | undefined,
): number | undefined {
  for (const route of routes) {
    if (tokenKey(route.token) !== token) continue;
    for (const end of [route.l1, route.l2]) {
      if (end.chainId !== chainId) continue;
      if (end.isNative) return sourceReads(assets, undefined).token;
      if (end.address) return sourceReads(assets, end.address).token;
    }
  }
  return undefined;
}
