import { freshClient } from '../../api/chain-clients';
import { chainOf, type NetworkConfig } from '../../config';
import { mailboxAbi } from './abis';

/**
 * Whether the destination Mailbox has processed `messageId` (`delivered(id)`): the one read that says a
 * Hyperlane message was delivered, read from a node that is not behind (`freshClient`). Rejects when the chain has no Mailbox or cannot be read; each caller says
 * what that means (the tracker: not yet; the late check: could not check).
 */
export function mailboxDelivered(network: NetworkConfig, chainId: number, messageId: `0x${string}`): Promise<boolean> {
  const destination = chainOf(network, chainId);
  if (!destination?.mailbox) return Promise.reject(new Error(`No Mailbox on chain ${chainId}`));
  return freshClient(destination).readContract({
    address: destination.mailbox,
    abi: mailboxAbi,
    functionName: 'delivered',
    args: [messageId],
  });
}
