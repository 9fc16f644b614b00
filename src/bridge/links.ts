/**
 * Every explorer link of a transfer, in the order a history row shows them (docs/explorer.md): its origin
 * transaction, what its method links past it (a delivery and its Hyperlane message; a zk deposit's L2
 * transaction or a withdrawal's claim), then the sender's and the recipient's addresses. A link whose chain
 * has no explorer, or whose hash is not known yet, is left out.
 */
import type { NetworkConfig } from '../config';
import { addressUrl, type ExplorerLink, explorerLink, type LinkedTransfer, txUrl } from '../lib/explorer-links';
import { methodOf } from './registry';

export function transferLinks(network: NetworkConfig, transfer: LinkedTransfer): ExplorerLink[] {
  const chain = (chainId: number) => network.chains.find((c) => c.chainId === chainId);
  const origin = chain(transfer.originChainId);
  return [
    ...explorerLink('origin', origin, transfer.originTxHash, txUrl),
    ...methodOf(transfer.method).links(network, transfer),
    ...explorerLink('sender', origin, transfer.sender, addressUrl),
    ...explorerLink('recipient', chain(transfer.destinationChainId), transfer.recipient, addressUrl),
  ];
}
