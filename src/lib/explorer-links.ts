/**
 * Links from a transfer to the explorers (docs/explorer.md): each transaction on its chain's block explorer
 * (`{explorer}/tx/{hash}`), each address on its address page (`{explorer}/address/{address}`), and a
 * Hyperlane message on the Hyperlane explorer (`{url}/message/{id}`).
 */
import type { Address, Hex } from 'viem';
import type { BridgeMethod, ChainConfig, NetworkConfig } from '../config/types';

type ExplorerChain = Pick<ChainConfig, 'chainId' | 'blockExplorers'>;

/** `{explorer}/address/{address}`, or undefined for a chain without an explorer. */
export function addressUrl(chain: Pick<ChainConfig, 'blockExplorers'>, address: Address): string | undefined {
  const explorer = chain.blockExplorers[0];
  return explorer ? `${explorer.url}/address/${address}` : undefined;
}

/** `{explorer}/tx/{hash}`, or undefined for a chain without an explorer. */
export function txUrl(chain: Pick<ChainConfig, 'blockExplorers'>, hash: Hex): string | undefined {
  const explorer = chain.blockExplorers[0];
  return explorer ? `${explorer.url}/tx/${hash}` : undefined;
}

/** `{url}/message/{id}` on the Hyperlane explorer, or undefined when the network names none. */
export function messageUrl(services: NetworkConfig['services'], messageId: Hex): string | undefined {
  const base = services.hyperlaneExplorerUrl?.replace(/\/+$/, '');
  return base ? `${base}/message/${messageId}` : undefined;
}

/**
 * What a link opens: the transfer's origin transaction; its destination one (a Hyperlane delivery, a zk
 * deposit's L2 transaction); a zk withdrawal's claim on L1; its
 * Hyperlane message; the sender's or the recipient's address.
 */
export type ExplorerLinkKind = 'origin' | 'destination' | 'claim' | 'message' | 'sender' | 'recipient';

export interface ExplorerLink {
  readonly kind: ExplorerLinkKind;
  readonly url: string;
  /** The explorer's name, for the link's accessible name ("on Arbiscan"); none for the Hyperlane explorer. */
  readonly explorer?: string;
  /** The hash, id or address the link opens. */
  readonly target: Hex;
}

/** A transfer as the links need it: a history entry, with its saved transfer's fields when there is one. */
export interface LinkedTransfer {
  readonly method: BridgeMethod;
  readonly originChainId: number;
  readonly destinationChainId: number;
  readonly originTxHash: Hex;
  readonly destinationTxHash?: Hex;
  /** The Hyperlane message id; for a zk deposit its L2 transaction hash, for a zk withdrawal its own hash. */
  readonly messageId?: Hex;
  readonly sender?: Address;
  readonly recipient?: Address;
}

function chainLink(
  kind: ExplorerLinkKind,
  chain: ExplorerChain | undefined,
  target: Hex | undefined,
  url: (chain: ExplorerChain, target: Hex) => string | undefined,
): ExplorerLink[] {
  const explorer = chain?.blockExplorers[0];
  const href = chain && target ? url(chain, target) : undefined;
  return explorer && href && target ? [{ kind, url: href, explorer: explorer.name, target }] : [];
}

/**
 * Every explorer link of a transfer, in the order a row shows them; a link whose chain has no explorer,
 * or whose hash is not known yet, is left out.
 */
export function transferLinks(network: NetworkConfig, transfer: LinkedTransfer): ExplorerLink[] {
  const chain = (chainId: number) => network.chains.find((c) => c.chainId === chainId);
  const origin = chain(transfer.originChainId);
  const destination = chain(transfer.destinationChainId);
  const tx = (kind: ExplorerLinkKind, on: ExplorerChain | undefined, hash: Hex | undefined) =>
    chainLink(kind, on, hash, txUrl);
  const addresses = [
    ...chainLink('sender', origin, transfer.sender, addressUrl),
    ...chainLink('recipient', destination, transfer.recipient, addressUrl),
  ];
  const sent = tx('origin', origin, transfer.originTxHash);
  if (transfer.method === 'zk') {
    const deposit = network.zkChains.some((c) => c.l1ChainId === transfer.originChainId);
    if (!deposit) return [...sent, ...tx('claim', destination, transfer.destinationTxHash), ...addresses];
    // A deposit's L2 transaction is its message id.
    const l2 = transfer.messageId ?? transfer.destinationTxHash;
    return [...sent, ...tx('destination', destination, l2), ...addresses];
  }
  const message = transfer.messageId ? messageUrl(network.services, transfer.messageId) : undefined;
  return [
    ...sent,
    ...tx('destination', destination, transfer.destinationTxHash),
    ...(message && transfer.messageId ? [{ kind: 'message' as const, url: message, target: transfer.messageId }] : []),
    ...addresses,
  ];
}
