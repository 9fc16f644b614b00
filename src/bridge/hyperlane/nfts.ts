/**
 * A Hyperlane NFT send's plan (docs/nfts.md): the approvals the router lacks, as `approvalPlan` chooses them,
 * then one transaction when the route names a batch function, else one `transferRemote` per token, each
 * paying the quoted gas of the tokens it moves. Right before the wallet is first asked, every token must
 * still be the sender's.
 */
import { type AbiFunction, type Address, encodeFunctionData, isAddressEqual, pad, parseAbiItem } from 'viem';
import { type ChainClient, publicClient } from '../../api/chain-clients';
import type { NetworkConfig } from '../../config';
import { erc721Abi } from '../../lib/abis';
import { appError, NftNotOwnedError } from '../../lib/errors';
import { isCollateralEnd } from '../../lib/routes';
import type { NftSendRequest } from '../method';
import type { Plan, SignedRequest } from '../plan';
import { tokenRouterAbi } from './abis';
import { approvalPlan } from './nft-approval';
import { routeChains, routerContract } from './routes';

/** Every selected token must still be the sender's: the first one that is not is named. */
async function checkOwned(client: ChainClient, request: NftSendRequest, collection: Address, chainName: string) {
  const owners = await Promise.all(
    request.items.map((item) =>
      client
        .readContract({ address: collection, abi: erc721Abi, functionName: 'ownerOf', args: [BigInt(item.tokenId)] })
        .catch(() => undefined),
    ),
  );
  const gone = request.items.find((_, i) => !owners[i] || !isAddressEqual(owners[i], request.sender));
  if (gone) throw new NftNotOwnedError(gone.name, chainName);
}

/** Which of the tokens the router may already move, read from the collection. */
async function approvals(client: ChainClient, request: NftSendRequest, collection: Address, router: Address) {
  const tokenIds = request.items.map((item) => BigInt(item.tokenId));
  const collateral = isCollateralEnd(request.route.from);
  const [approvedForAll, approved] = await Promise.all([
    collateral
      ? client.readContract({
          address: collection,
          abi: erc721Abi,
          functionName: 'isApprovedForAll',
          args: [request.sender, router],
        })
      : false,
    collateral
      ? Promise.all(
          tokenIds.map((id) =>
            client
              .readContract({ address: collection, abi: erc721Abi, functionName: 'getApproved', args: [id] })
              .catch(() => undefined),
          ),
        )
      : [],
  ]);
  return approvalPlan({
    collateral,
    approvedForAll,
    approvedIds: tokenIds.filter((_, i) => approved[i] && isAddressEqual(approved[i], router)),
    tokenIds,
    preferApproveAll: request.preferApproveAll,
  });
}

export async function planNfts(network: NetworkConfig, request: NftSendRequest): Promise<Plan> {
  const { route, items, sender } = request;
  const { origin, destination, router } = routeChains(network, route);
  const collection = route.from.address;
  if (!collection) throw appError('route-unsendable', 'This route cannot be sent from here');
  const client = publicClient(origin);
  const chainId = origin.chainId;
  const contract = routerContract(route, router);
  const approval = await approvals(client, request, collection, router);
  const approve = (tokenId: bigint | undefined): SignedRequest => ({
    kind: 'approve-nft',
    chainId,
    collection,
    ...(tokenId === undefined ? {} : { tokenId: String(tokenId) }),
    spender: contract,
    call: {
      chainId,
      to: collection,
      data:
        tokenId === undefined
          ? encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [router, true] })
          : encodeFunctionData({ abi: erc721Abi, functionName: 'approve', args: [router, tokenId] }),
    },
  });
  const approvalRequests =
    approval.kind === 'all' ? [approve(undefined)] : approval.kind === 'tokens' ? approval.tokenIds.map(approve) : [];
  const recipient = pad(request.recipient);
  // One transaction per message: a batch when the route has a batch function, else one per token.
  const batchFunction = route.route.nftBatchSignature
    ? (parseAbiItem(`function ${route.route.nftBatchSignature} payable`) as AbiFunction)
    : undefined;
  const batches = batchFunction ? [items] : items.map((item) => [item]);
  const sends = batches.map((batch): SignedRequest => {
    const ids = batch.map((item) => BigInt(item.tokenId));
    const value = request.fee * BigInt(batch.length);
    const data = batchFunction
      ? encodeFunctionData({
          abi: [batchFunction],
          functionName: batchFunction.name,
          args: [destination.domainId, recipient, ids],
        })
      : encodeFunctionData({
          abi: tokenRouterAbi,
          functionName: 'transferRemote',
          args: [destination.domainId, recipient, ids[0] ?? 0n],
        });
    return {
      kind: 'send',
      chainId,
      contract,
      value,
      tokenIds: batch.map((item) => item.tokenId),
      call: { chainId, to: router, data, value },
      record: {
        kind: 'transfer',
        transfer: {
          originChainId: chainId,
          destinationChainId: route.to.chainId,
          sender,
          recipient: request.recipient,
          symbol: route.route.token.symbol,
          decimals: 0,
          amount: String(batch.length),
          method: route.method,
          nfts: batch.map((item) => ({
            tokenId: item.tokenId,
            name: item.name,
            ...(item.image ? { image: item.image } : {}),
          })),
        },
      },
    };
  });
  return {
    sender,
    chainId,
    requests: [...approvalRequests, ...sends],
    check: () => checkOwned(client, request, collection, origin.chainName),
  };
}
