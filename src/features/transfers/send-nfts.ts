/**
 * Sending NFTs over a Hyperlane ERC721 route: switch the wallet to the origin chain, check every token is
 * still the sender's, approve the router as the approval plan says, then send: one transaction when the
 * route names a batch function, else one `transferRemote` per token. Each transfer is saved the moment
 * the wallet returns its hash.
 */
import { type AbiFunction, type Address, encodeFunctionData, isAddressEqual, pad, parseAbiItem } from 'viem';
import type { ChainClient } from '../../api/chain-clients';
import { erc721Abi, tokenRouterAbi } from '../../lib/abis';
import { appError, NftNotOwnedError, toWalletError } from '../../lib/errors';
import { isCollateralEnd } from '../../lib/routes';
import type { NftPlan, NftSendStep, PlannedNftSend, SendHooks } from './methods/types';
import { approvalPlan } from './nft-approval';
import { dispatchedMessageId } from './receipt';
import type { SavedTransfer } from './saved-transfers';
import { approveAndWait, confirmOrigin, type SendTransferErrorType, sendingWallet, switchWalletTo } from './send';
import type { WalletState } from './wallet-state';

/**
 * What sending NFTs can throw: what any send can, or a selected NFT no longer the sender's. Exported for
 * callers that handle failures by type, as the token send's is.
 * @public
 */
export type SendNftsErrorType = SendTransferErrorType | NftNotOwnedError;

/** An NFT send with what the Hyperlane route needs of its chains. */
export interface HyperlaneNftSend extends PlannedNftSend {
  readonly origin: ChainClient;
  readonly originName: string;
  readonly destinationDomain: number;
  /** The origin chain's Mailbox: the only emitter whose `DispatchId` names the message. */
  readonly originMailbox: Address;
}

/** The NFT send as the plan reads it: the route, tokens and sender, on the origin chain. */
type NftPlanRequest = Pick<HyperlaneNftSend, 'route' | 'items' | 'sender' | 'fee' | 'preferApproveAll' | 'origin'>;

/** The route's router and collection; a route without them cannot be sent from here. */
function routeContracts(answer: NftPlanRequest['route']) {
  const router = answer.from.router;
  const collection = answer.from.address;
  if (!router || !collection) throw appError('route-unsendable', 'This route cannot be sent from here');
  return { router, collection };
}

/** Every selected token must still be the sender's: the first one that is not is named. */
async function checkOwned(request: HyperlaneNftSend, collection: Address, tokenIds: readonly bigint[]) {
  const owners = await Promise.all(
    tokenIds.map((id) =>
      request.origin
        .readContract({ address: collection, abi: erc721Abi, functionName: 'ownerOf', args: [id] })
        .catch(() => undefined),
    ),
  );
  const gone = request.items.find((_, i) => !owners[i] || !isAddressEqual(owners[i], request.sender));
  if (gone) throw new NftNotOwnedError(gone.name, request.originName);
}

/**
 * What an NFT send will ask the wallet for, read from the origin chain: the approvals the router lacks (as
 * `approvalPlan` chooses them), and the router the transactions go to with the fee each pays. The review
 * shows it, and `sendNfts` asks for exactly its approvals; ownership is checked by the send itself, the
 * moment before the wallet is asked.
 */
export async function planNfts(request: NftPlanRequest): Promise<NftPlan> {
  const { route: answer, items, sender, origin } = request;
  const { router, collection } = routeContracts(answer);
  const tokenIds = items.map((item) => BigInt(item.tokenId));
  const collateral = isCollateralEnd(answer.from);
  const [approvedForAll, approved] = await Promise.all([
    collateral
      ? origin.readContract({
          address: collection,
          abi: erc721Abi,
          functionName: 'isApprovedForAll',
          args: [sender, router],
        })
      : false,
    collateral
      ? Promise.all(
          tokenIds.map((id) =>
            origin
              .readContract({ address: collection, abi: erc721Abi, functionName: 'getApproved', args: [id] })
              .catch(() => undefined),
          ),
        )
      : [],
  ]);
  const transactions = answer.route.nftBatchSignature ? 1 : items.length;
  return {
    approvals: approvalPlan({
      collateral,
      approvedForAll,
      approvedIds: tokenIds.filter((_, i) => approved[i] && isAddressEqual(approved[i], router)),
      tokenIds,
      preferApproveAll: request.preferApproveAll,
    }),
    send: { to: router, contract: 'warp-route', value: (request.fee * BigInt(items.length)) / BigInt(transactions) },
    transactions,
  };
}

export async function sendNfts(
  request: HyperlaneNftSend,
  wallet: WalletState,
  hooks: SendHooks<NftSendStep>,
): Promise<SavedTransfer[]> {
  const { route: answer, items, sender, origin } = request;
  const { router, collection } = routeContracts(answer);
  const actions = sendingWallet(wallet);
  const tokenIds = items.map((item) => BigInt(item.tokenId));
  try {
    await switchWalletTo(actions, answer.from.chainId, () => hooks.onStep('switching'));

    hooks.onStep('checking');
    await checkOwned(request, collection, tokenIds);
    const plan = request.approvals;
    const approvals =
      plan.kind === 'all'
        ? [encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [router, true] })]
        : plan.kind === 'tokens'
          ? plan.tokenIds.map((id) =>
              encodeFunctionData({ abi: erc721Abi, functionName: 'approve', args: [router, id] }),
            )
          : [];
    for (const [index, data] of approvals.entries()) {
      hooks.onStep('approving', index);
      await approveAndWait(actions, origin, { chainId: answer.from.chainId, to: collection, data }, (hash) =>
        hooks.onTransaction?.('approve', hash),
      );
    }

    const base = {
      originChainId: answer.from.chainId,
      destinationChainId: answer.to.chainId,
      sender,
      recipient: request.recipient,
      symbol: answer.route.token.symbol,
      decimals: 0,
      method: answer.method,
      status: 'sent' as const,
    };
    const recipient = pad(request.recipient);
    // One transaction per message: a batch when the route has a batch function, else one per token.
    const batchFunction = answer.route.nftBatchSignature
      ? (parseAbiItem(`function ${answer.route.nftBatchSignature} payable`) as AbiFunction)
      : undefined;
    const batches = batchFunction ? [items] : items.map((item) => [item]);
    const sent: SavedTransfer[] = [];
    for (const [index, batch] of batches.entries()) {
      hooks.onStep('sending', index);
      const ids = batch.map((item) => BigInt(item.tokenId));
      const [only] = ids;
      const data = batchFunction
        ? encodeFunctionData({
            abi: [batchFunction],
            functionName: batchFunction.name,
            args: [request.destinationDomain, recipient, ids],
          })
        : encodeFunctionData({
            abi: tokenRouterAbi,
            functionName: 'transferRemote',
            args: [request.destinationDomain, recipient, only ?? 0n],
          });
      const hash = await actions.sendTransaction({
        chainId: answer.from.chainId,
        to: router,
        data,
        value: request.fee * BigInt(batch.length),
      });
      hooks.onTransaction?.('send', hash);
      const transfer: SavedTransfer = {
        ...base,
        originTxHash: hash,
        amount: String(batch.length),
        nfts: batch.map((item) => ({
          tokenId: item.tokenId,
          name: item.name,
          ...(item.image ? { image: item.image } : {}),
        })),
        sentAt: Date.now(),
      };
      hooks.onSent(transfer);
      sent.push(transfer);
    }

    hooks.onStep('confirming');
    return await Promise.all(
      sent.map(async (transfer) => {
        const confirmed = await confirmOrigin(origin, transfer, (receipt) =>
          dispatchedMessageId(receipt.logs, request.originMailbox),
        );
        hooks.onConfirmed(transfer.originTxHash, confirmed);
        return confirmed;
      }),
    );
  } catch (error) {
    throw toWalletError(error);
  }
}
