/**
 * Hearing a chain's events as they happen, over its WebSocket RPC (docs/transfers.md, "Tracking"). Loaded
 * on demand, only once the network has a chain with one: the first screen carries none of viem's socket
 * transport (docs/performance.md, "Seeing delivery").
 */
import { decodeEventLog, encodeEventTopics, type Hex, type Log, webSocket } from 'viem';
import type { NetworkChain } from '../../config/types';
import type { DeliveryListener } from '../method';
import { mailboxAbi } from './abis';

/**
 * How long a subscription outlives its last listener: a transfer sent soon after the last one was
 * delivered finds it live, rather than racing the relayer while a new one opens.
 */
const LINGER_MS = 60_000;

interface Subscription {
  readonly listeners: Set<DeliveryListener>;
  live: boolean;
  linger?: ReturnType<typeof setTimeout>;
  end(): void;
}

/**
 * The message a log says `mailbox` processed: only a `ProcessId` emitted by that address (the config's
 * Mailbox of the destination chain, case aside) and still in the chain. The subscription asks the node for
 * the Mailbox's logs alone, but a node may answer anything: a `ProcessId` from another contract, which anyone
 * can deploy and make emit any message id, delivers nothing (docs/transfers.md, "Tracking").
 */
export function processedBy(
  log: Log | undefined,
  mailbox: `0x${string}`,
): { readonly messageId: Hex; readonly transactionHash: Hex | undefined } | undefined {
  if (!log || log.removed || log.address?.toLowerCase() !== mailbox.toLowerCase()) return undefined;
  try {
    const { args } = decodeEventLog({ abi: mailboxAbi, eventName: 'ProcessId', data: log.data, topics: log.topics });
    return { messageId: args.messageId, transactionHash: log.transactionHash ?? undefined };
  } catch {
    // Another event of the Mailbox's, or a malformed log: no delivery.
    return undefined;
  }
}

/** One `ProcessId` subscription per WebSocket URL and Mailbox, shared by every listener. */
const subscriptions = new Map<string, Subscription>();

function subscribe(key: string, chain: NetworkChain, wsUrl: string, mailbox: `0x${string}`): Subscription {
  // A transport of its own, not the shared HTTP client's: reads stay in their per-chain JSON-RPC batches.
  // viem keeps one socket per URL open for the page's life.
  const socket = webSocket(wsUrl)({}).value;
  const listeners = new Set<DeliveryListener>();
  let ended = false;
  const warn = (error: unknown) => console.warn('delivery events', chain.chainName, error);
  const started = socket?.subscribe({
    params: ['logs', { address: mailbox, topics: encodeEventTopics({ abi: mailboxAbi, eventName: 'ProcessId' }) }],
    onData: (data) => {
      // A log a reorganisation took away, or not the Mailbox's own, says nothing was delivered.
      const processed = processedBy((data as { result?: Log }).result, mailbox);
      if (!processed || ended) return;
      for (const listener of listeners) listener.onProcessed(processed.messageId, processed.transactionHash);
    },
    onError: warn,
  });
  const subscription: Subscription = {
    listeners,
    live: false,
    end() {
      ended = true;
      subscriptions.delete(key);
      void started?.then((live) => live.unsubscribe()).catch(() => {});
    },
  };
  started
    ?.then(() => {
      subscription.live = true;
      for (const listener of listeners) listener.onLive();
    })
    .catch((error: unknown) => {
      warn(error);
      subscription.end();
    });
  return subscription;
}

/**
 * Tells `listener` of each message the chain's Mailbox processes from now on, until the returned function
 * is called. Nothing is heard when the chain has no WebSocket or Mailbox, or the socket fails: the
 * listener still polls.
 */
export function watchProcessed(chain: NetworkChain, listener: DeliveryListener): () => void {
  const { wsUrl, mailbox } = chain;
  if (!wsUrl || !mailbox) return () => {};
  const key = `${wsUrl} ${mailbox}`;
  let subscription = subscriptions.get(key);
  if (!subscription) {
    subscription = subscribe(key, chain, wsUrl, mailbox);
    subscriptions.set(key, subscription);
  }
  clearTimeout(subscription.linger);
  subscription.listeners.add(listener);
  if (subscription.live) listener.onLive();
  const joined = subscription;
  return () => {
    joined.listeners.delete(listener);
    if (joined.listeners.size === 0) joined.linger = setTimeout(() => joined.end(), LINGER_MS);
  };
}
