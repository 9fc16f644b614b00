import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { TransactionReceiptNotFoundError } from 'viem';
import { publicClient } from '../../api/chain-clients';
import { createIndexerClient } from '../../api/indexer';
import { useAppServices } from '../../api/services';
import { fireConfetti } from '../../components/confetti';
import { mailboxAbi } from '../../lib/abis';
import { findOriginTransaction, minedOutcome } from './receipt';
import { type SavedTransfer, transferLabel, unfinished } from './saved-transfers';
import { transferStore } from './transfer-store';

/**
 * How often `Mailbox.delivered` is read for transfers in flight: a fixed second, not the chains' block
 * time, which on automining devnet chains says nothing of how soon a relayer delivers.
 */
const TRACK_INTERVAL_MS = 1000;
/** The indexer's answers carry a 10-second cache hint (SPEC.md section 7): asking more often learns nothing. */
const INDEXER_INTERVAL_MS = 10_000;
/** Held by the one tab that tracks and toasts, for as long as it is open; the next tab waiting takes over. */
const TRACKER_LOCK = 'treasure-bridge.tracker';

/**
 * Watches every unfinished transfer until it is delivered: by `Mailbox.delivered(messageId)` on the
 * destination every second, and by the indexer every 10 s. A transfer saved before its receipt came in
 * (the page was reloaded) first gets its message id from the origin receipt. Only the tab holding the
 * tracker's Web Lock tracks, so one tab toasts each delivery; the others see it through the store.
 * Without Web Locks (an insecure context, an old browser) every tab tracks.
 */
export function useTransferTracker(): void {
  const { network } = useAppServices();
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  useEffect(() => {
    const indexer = createIndexerClient({ url: network.services.indexerUrl, timeoutMs: 5000 });
    const chain = (chainId: number) => network.chains.find((c) => c.chainId === chainId);
    let stopped = false;
    let indexerAskedAt = 0;

    const check = async () => {
      const watched = unfinished(transferStore.all());
      if (watched.length === 0) return;
      const askIndexer = Date.now() - indexerAskedAt >= INDEXER_INTERVAL_MS;
      if (askIndexer) indexerAskedAt = Date.now();
      // Transfers from one sender to one chain (several NFTs, say) share one indexer query per round.
      const deposits = new Map<string, ReturnType<typeof indexer.getDepositsForAddressOnChain>>();
      const depositsOf = (sender: `0x${string}`, chainId: number) => {
        const key = `${sender.toLowerCase()}:${chainId}`;
        let rows = deposits.get(key);
        if (!rows) {
          rows = indexer.getDepositsForAddressOnChain(sender, chainId);
          deposits.set(key, rows);
        }
        return rows;
      };
      const track = async (transfer: SavedTransfer) => {
        const origin = chain(transfer.originChainId);
        const destination = chain(transfer.destinationChainId);
        if (!origin || !destination) return;
        const originClient = publicClient(origin);
        if (!transfer.messageId) {
          if (!origin.mailbox) return;
          const found = await findOriginTransaction(originClient, transfer);
          if (found.nonce !== undefined && transfer.nonce === undefined) {
            transferStore.update(transfer.originTxHash, { nonce: found.nonce });
          }
          if (!found.mined) return;
          const outcome = minedOutcome(transfer.originTxHash, found.mined, origin.mailbox);
          // A replacement that is already a transfer of its own (the wallet reused the nonce for another
          // send) is not this one's: this one was cancelled.
          const taken =
            outcome.originTxHash !== undefined &&
            transferStore.all().some((t) => t.originTxHash === outcome.originTxHash);
          transferStore.update(
            transfer.originTxHash,
            taken ? { status: 'failed', errorCode: 'transaction-replaced' } : outcome,
          );
          return;
        }
        // Now and then, a pending transfer's origin receipt is read again: a reorganisation may have taken
        // its block away, and then the chain must be asked again where the transaction went.
        if (askIndexer && transfer.status === 'pending') {
          const gone = await originClient
            .getTransactionReceipt({ hash: transfer.originTxHash })
            .then(() => false)
            .catch((error: unknown) => error instanceof TransactionReceiptNotFoundError);
          if (gone) {
            transferStore.reopen(transfer.originTxHash);
            return;
          }
        }
        const messageId = transfer.messageId;
        const [fromIndexer, onChain] = await Promise.all([
          askIndexer
            ? depositsOf(transfer.sender, transfer.destinationChainId)
                .then((rows) => rows.find((r) => r.msgId === messageId.toLowerCase()))
                .catch(() => undefined)
            : undefined,
          destination.mailbox
            ? publicClient(destination)
                .readContract({
                  address: destination.mailbox,
                  abi: mailboxAbi,
                  functionName: 'delivered',
                  args: [messageId],
                })
                .catch(() => false)
            : Promise.resolve(false),
        ]);
        // Only the destination Mailbox says a message was delivered; the indexer lends the transaction and time.
        if (onChain) {
          transferStore.update(transfer.originTxHash, {
            status: 'delivered',
            deliveredAt: (fromIndexer?.isDelivered && fromIndexer.deliveryOccurredAt?.getTime()) || Date.now(),
            ...(fromIndexer?.destinationTxHash ? { destinationTxHash: fromIndexer.destinationTxHash } : {}),
          });
          toast.success(t('bridge.delivered', { symbol: transferLabel(transfer) }));
          fireConfetti();
          void queryClient.invalidateQueries({ queryKey: ['balance'] });
        }
      };
      // Every transfer is checked at once: their reads share each chain's JSON-RPC batch.
      await Promise.all(watched.map(track));
    };

    const loop = async () => {
      while (!stopped) {
        await check().catch((error: unknown) => console.warn('transfer tracking', error));
        await new Promise((resolve) => setTimeout(resolve, TRACK_INTERVAL_MS));
      }
    };
    const waiting = new AbortController();
    if (navigator.locks) {
      // The lock is held while `loop` runs, that is until this effect is cleaned up or the tab closes.
      navigator.locks.request(TRACKER_LOCK, { signal: waiting.signal }, loop).catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('transfer tracking', error);
      });
    } else void loop();
    return () => {
      stopped = true;
      waiting.abort();
    };
  }, [network, queryClient, t]);
}
