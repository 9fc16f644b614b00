/**
 * Hearing a chain's events as they happen, over its WebSocket RPC (docs/transfers.md, "Tracking"). Loaded
 * on demand, only once the network has a chain with one: the first screen carries none of viem's socket
 * transport (docs/performance.md, "Seeing delivery").
 */
import { decodeEventLog, encodeEventTopics, type Hex, type Log, webSocket } from 'viem';
import type { NetworkChain } from '../config/types';
import { mailboxAbi } from '../lib/abis';

export interface DeliveryListener {
  /** Once the subscription is live: anything processed before it was not heard, and is read instead. */
  onLive(): void;
  onProcessed(messageId: Hex): void;
}

/**
 * Tells `listener` of each message the chain's Mailbox processes from now on, until the returned function
 * is called. Nothing is heard when the chain has no WebSocket or Mailbox, or the socket fails: the
 * listener still polls.
 */
export function watchProcessed(chain: NetworkChain, listener: DeliveryListener): () => void {
  const { wsUrl, mailbox } = chain;
  if (!wsUrl || !mailbox) return () => {};
  // A transport of its own, not the shared HTTP client's: reads stay in their per-chain JSON-RPC batches.
  // viem keeps one socket per URL open for the page's life, and the next subscription reuses it: closing
  // it here would also end a subscription opened on it meanwhile.
  const socket = webSocket(wsUrl)({}).value;
  if (!socket) return () => {};
  let stopped = false;
  const subscription = socket
    .subscribe({
      params: ['logs', { address: mailbox, topics: encodeEventTopics({ abi: mailboxAbi, eventName: 'ProcessId' }) }],
      onData: (data) => {
        const log = (data as { result?: Log }).result;
        // A log a reorganisation took away says nothing was delivered.
        if (!log || log.removed || stopped) return;
        const { args } = decodeEventLog({
          abi: mailboxAbi,
          eventName: 'ProcessId',
          data: log.data,
          topics: log.topics,
        });
        listener.onProcessed(args.messageId);
      },
      onError: (error: unknown) => console.warn('delivery events', chain.chainName, error),
    })
    .then((live) => {
      if (!stopped) listener.onLive();
      return live;
    });
  subscription.catch((error: unknown) => console.warn('delivery events', chain.chainName, error));
  return () => {
    stopped = true;
    void subscription.then((live) => live.unsubscribe()).catch(() => {});
  };
}
