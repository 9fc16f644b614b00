/**
 * A read client for a ZK Stack chain (docs/routes.md, "Methods"): viem's zkSync chain formatters, which read
 * the receipts' `l1BatchNumber`, `l1BatchTxIndex` and `l2ToL1Logs`, and its L2 actions (`zks_*`). Only the
 * zk method's module, loaded on demand, imports it: the first screen does not carry viem's zkSync code.
 */
import { createPublicClient, custom, type Transport } from 'viem';
import { chainConfig, publicActionsL2 } from 'viem/zksync';
import { chainTransport } from '../../api/chain-transport';
import type { NetworkChain } from '../../config/types';

function createZkClient(chain: NetworkChain, transport: Transport) {
  return createPublicClient({
    chain: {
      ...chainConfig,
      id: chain.chainId,
      name: chain.chainName,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [...chain.rpcUrls] } },
    },
    transport,
  }).extend(publicActionsL2());
}

export type ZkPublicClient = ReturnType<typeof createZkClient>;

const clients = new Map<string, ZkPublicClient>();

/** The ZK chain's read client over its RPCs (`chain-transport.ts`), one per chain and RPC list. */
export function zkPublicClient(chain: NetworkChain): ZkPublicClient {
  const key = `${chain.chainId}:${chain.rpcUrls.join(' ')}`;
  let client = clients.get(key);
  if (!client) {
    client = createZkClient(chain, chainTransport(chain));
    clients.set(key, client);
  }
  return client;
}

/**
 * The ZK chain's read client with the answers to some methods given instead of asked (`answers`, by JSON-RPC
 * method): every other call goes to the chain's node through `zkPublicClient`.
 */
export function zkClientAnswering(chain: NetworkChain, answers: Readonly<Record<string, unknown>>): ZkPublicClient {
  const node = zkPublicClient(chain);
  const request = node.request as (args: { method: string; params?: unknown }) => Promise<unknown>;
  return createZkClient(
    chain,
    custom({
      request: async ({ method, params }: { method: string; params?: unknown }) =>
        Object.hasOwn(answers, method) ? answers[method] : request({ method, params }),
    }),
  );
}
