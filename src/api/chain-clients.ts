import { createPublicClient, type Hash, http, type PublicClient, type TransactionReceipt } from 'viem';
import type { NetworkChain } from '../config/types';
import { isReceiptNotFound, receiptError } from '../lib/errors';

const clients = new Map<string, PublicClient>();

/**
 * A read client per chain. Calls made in the same tick go out as one JSON-RPC batch, so a balance
 * refresh is one request per chain.
 */
export function publicClient(chain: NetworkChain): PublicClient {
  const key = `${chain.chainId}:${chain.rpcUrl}`;
  let client = clients.get(key);
  if (!client) {
    client = createPublicClient({
      chain: {
        id: chain.chainId,
        name: chain.chainName,
        nativeCurrency: chain.nativeCurrency,
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      },
      transport: http(chain.rpcUrl, { batch: { wait: 0 } }),
    }) as PublicClient;
    clients.set(key, client);
  }
  return client;
}

/** The receipt of `hash` on `chain`; a hash the chain has no receipt for fails as "Transaction receipt not found." */
export async function readReceipt(chain: NetworkChain, hash: Hash): Promise<TransactionReceipt> {
  try {
    return await publicClient(chain).getTransactionReceipt({ hash });
  } catch (error) {
    throw receiptError(error);
  }
}

/**
 * Checks that some chain of `chains` has a receipt of `hash` (a hash a person gave): when none has one it
 * fails as "Transaction receipt not found."; when a chain could not be read, with that failure instead, so
 * a hash is never said to be unknown to a chain that did not answer.
 */
export async function assertReceiptSomewhere(chains: readonly NetworkChain[], hash: Hash): Promise<void> {
  const results = await Promise.allSettled(chains.map((chain) => readReceipt(chain, hash)));
  if (results.some((result) => result.status === 'fulfilled')) return;
  const failures = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  throw failures.find((failure) => !isReceiptNotFound(failure)) ?? failures[0];
}
