/**
 * What a warp route's origin transaction sent, read from its logs (docs/transfers.md, "History"): for a
 * history row the indexer alone knows, sent from another browser.
 */
import { type Address, getAddress, isAddressEqual, type Log, parseEventLogs } from 'viem';
import type { BridgeRoute } from '../../lib/routes';
import type { SentInTransaction } from '../method';
import { sentTransferRemoteAbi } from './abis';
import { dispatchIndexOf } from './dispatches';

/** The EVM address in a Hyperlane 32-byte recipient; undefined for another VM's (its upper 12 bytes set). */
function evmRecipient(word: `0x${string}`): `0x${string}` | undefined {
  return /^0x0{24}[0-9a-fA-F]{40}$/.test(word) ? getAddress(`0x${word.slice(-40)}`) : undefined;
}

/**
 * What the origin transaction of a transfer sent, from the `SentTransferRemote` event of a router the
 * routes know on `chainId`: an amount of a token, or an NFT by id, and to whom. Of a transaction that sent
 * several (an NFT batch sent as one), the one of `message`, the event in the place of its dispatch by the
 * origin Mailbox (a router dispatches, then emits `SentTransferRemote`). Undefined when no known router sent.
 */
export function sentInTransaction(
  logs: readonly Log[],
  chainId: number,
  routes: readonly BridgeRoute[],
  message?: { readonly mailbox: Address; readonly messageId: `0x${string}` },
): SentInTransaction | undefined {
  const all = parseEventLogs({ abi: sentTransferRemoteAbi, eventName: 'SentTransferRemote', logs: [...logs] });
  const place = message ? dispatchIndexOf(logs, message.mailbox, message.messageId) : undefined;
  const events = place === undefined ? all : all.slice(place, place + 1);
  for (const event of events) {
    const route = routes.find((r) =>
      [r.l1, r.l2].some((end) => end.chainId === chainId && end.router && isAddressEqual(end.router, event.address)),
    );
    if (!route) continue;
    const { amountOrId } = event.args;
    const recipient = evmRecipient(event.args.recipient);
    return {
      ...(route.token.isNft
        ? { nfts: [{ tokenId: amountOrId.toString(), name: `${route.token.tokenName} #${amountOrId}` }] }
        : { amount: { value: amountOrId, decimals: route.token.decimals, symbol: route.token.symbol } }),
      ...(recipient ? { recipient } : {}),
    };
  }
  return undefined;
}
