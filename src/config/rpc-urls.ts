import type { NetworkChain } from './types';

/** The variable that overrides chain `chainId`'s RPC (docs/deploying.md). */
export const rpcOverrideVariable = (chainId: number) => `VITE_RPC_URL_${chainId}`;

/**
 * `chain` with the RPC `override` gives for it first, before its public ones (docs/rpc.md, "Several RPCs per
 * chain"), and the variable named, so that a refusal of that RPC can say which variable to fix.
 */
export function withRpcOverride<Chain extends NetworkChain>(
  chain: Chain,
  override: (chainId: number) => string | undefined,
): Chain {
  const url = override(chain.chainId);
  if (url === undefined) return chain;
  return {
    ...chain,
    rpcUrls: [url, ...chain.rpcUrls.filter((other) => other !== url)],
    rpcOverride: rpcOverrideVariable(chain.chainId),
  };
}
