import { publicClient } from '../../api/chain-clients';
import { chainOf, type NetworkConfig } from '../../config';
import { explorerLink, messageUrl, txUrl } from '../../lib/explorer-links';
import type { MethodModule } from '../method';
import { hyperlaneRoutes } from './built-in-routes';
import { transferMessageId } from './dispatches';
import { LATE_CHECKS } from './late-checks';
import { mailboxDelivered } from './mailbox';
import { revokeApprovalPlan } from './nft-approval';
import { verifyRoute } from './route-trust';
import { sentInTransaction } from './sent';
import { interchainGas, planTokens } from './tokens';

/** Whether the destination Mailbox has processed `messageId`; an unreadable chain counts as not yet. */
const delivered = (network: NetworkConfig, destinationChainId: number, messageId: `0x${string}`) =>
  mailboxDelivered(network, destinationChainId, messageId).catch(() => false);

export const hyperlane: MethodModule = {
  feeLabel: 'bridge.interchainGas',
  builtInRoutes: hyperlaneRoutes,
  contractRoles: ['warp-route', 'mailbox'],
  fee: interchainGas,
  needsClaim: () => false,
  arrival: () => [{ key: 'delivered', doneAt: ['delivered'], linksDestination: true }],
  plan: planTokens,
  // Loaded with the NFT review: the batch function's signature needs viem's ABI parser.
  planNfts: async (network, request) => (await import('./nfts')).planNfts(network, request),
  planNftRevoke: revokeApprovalPlan,
  links(network, transfer) {
    const message = transfer.messageId ? messageUrl(network.services, transfer.messageId) : undefined;
    return [
      ...explorerLink('destination', chainOf(network, transfer.destinationChainId), transfer.destinationTxHash, txUrl),
      ...(message && transfer.messageId
        ? [{ kind: 'message' as const, url: message, target: transfer.messageId }]
        : []),
    ];
  },
  verifyServerRoute: (network, route) => verifyRoute(route, network, publicClient),
  sentInTransaction(network, chainId, logs, routes, messageId) {
    const mailbox = chainOf(network, chainId)?.mailbox;
    return sentInTransaction(logs, chainId, routes, mailbox && messageId ? { mailbox, messageId } : undefined);
  },
  // Its destination Mailbox's `ProcessId`, heard on chains with a WebSocket RPC (docs/transfers.md, "Tracking").
  deliveryEvents: {
    heardOn: (chain) => Boolean(chain.wsUrl && chain.mailbox),
    load: async () => (await import('./sockets')).watchProcessed,
  },
  late: {
    checks: LATE_CHECKS,
    // The built-in routes' estimated time (`built-in-routes.ts`): the devnet's is seconds, so a test can pass it.
    afterSeconds: (network) => network.hyperlaneDeliverySeconds,
    diagnose: async (network, transfer) => (await import('./late')).diagnoseLate(network, transfer),
  },
  planSelfDelivery: async (network, transfer, sender) =>
    (await import('./self-delivery')).planSelfDelivery(network, transfer, sender),
  messageId(network, transfer, receipt) {
    const mailbox = chainOf(network, transfer.originChainId)?.mailbox;
    if (!mailbox) return undefined;
    const destinationDomain = chainOf(network, transfer.destinationChainId)?.domainId;
    return transferMessageId(receipt.logs, mailbox, { ...transfer, destinationDomain });
  },
  async track(network, transfer) {
    if (!transfer.messageId) return undefined;
    return (await delivered(network, transfer.destinationChainId, transfer.messageId))
      ? { status: 'delivered', deliveredAt: Date.now() }
      : undefined;
  },
};
