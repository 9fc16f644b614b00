/**
 * Links from a transfer to the explorers (docs/explorer.md): each transaction on its chain's block explorer
 * (`{explorer}/tx/{hash}`), each address on its address page (`{explorer}/address/{address}`), and a
 * Hyperlane message on the Hyperlane explorer (`{url}/message/{id}`).
 */
import type { Address, Hex } from 'viem';
import type { BridgeMethod, ChainConfig, NetworkConfig } from '../config/types';

export type ExplorerChain = Pick<ChainConfig, 'chainId' | 'blockExplorers'>;

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

/** The link of `target` on `chain`'s explorer, as `url` makes it; none without an explorer or a target. */
export function explorerLink(
  kind: ExplorerLinkKind,
  chain: ExplorerChain | undefined,
  target: Hex | undefined,
  url: (chain: ExplorerChain, target: Hex) => string | undefined,
): ExplorerLink[] {
  const explorer = chain?.blockExplorers[0];
  const href = chain && target ? url(chain, target) : undefined;
  return explorer && href && target ? [{ kind, url: href, explorer: explorer.name, target }] : [];
}
