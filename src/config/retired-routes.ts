/**
 * Routes the Hyperlane registry retired whose token a wallet may still hold (docs/chains-and-assets.md,
 * "Retired routes"). Their chain is no chain of the network and offers no route: its balance is read only to
 * tell a holder that the route was retired. Loaded with the balances panel, not on the first screen.
 */
import { CHAINS } from './chains';
import { rpcUrlOverride } from './env';
import { withRpcOverride } from './rpc-urls';
import type { NetworkChain, NetworkName } from './types';

export interface RetiredRoute {
  readonly chain: NetworkChain;
  readonly token: { readonly symbol: string; readonly decimals: number; readonly address: `0x${string}` };
}

export const RETIRED_ROUTES: Readonly<Partial<Record<NetworkName, readonly RetiredRoute[]>>> = {
  mainnet: [
    {
      // The registry disables Ronin as deprecated; its RPCs are the registry's (VITE_RPC_URL_2020 goes first).
      chain: withRpcOverride(
        { ...CHAINS.ronin, domainId: 2020, rpcUrls: ['https://api.roninchain.com/rpc', 'https://ronin.drpc.org'] },
        rpcUrlOverride,
      ),
      // MAGIC's leg on Ronin, removed from the registry's MAGIC route on 2026-08-07, was at the address of
      // the Arbitrum router.
      token: { symbol: 'MAGIC', decimals: 18, address: '0x37687d638EA2D25Df5350D37d5BccBF7Fff1F2B3' },
    },
  ],
};
