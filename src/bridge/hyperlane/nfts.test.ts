import { type Address, decodeFunctionData, type Hex, type PublicClient, pad, parseAbi } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { MAINNET } from '../../config/mainnet';
import { erc721Abi } from '../../lib/abis';
import { NftNotOwnedError, UserRejectedError } from '../../lib/errors';
import { execute } from '../executor';
import type { NftToSend } from '../method';
import { planRequests } from '../plan';
import type { WalletState, WalletTransaction } from '../wallet';
import { hyperlane } from '.';
import { tokenRouterAbi } from './abis';
import { dispatchLog } from './dispatch.fixture';
import { configuredNftRoute, NFT_COLLECTION, NFT_ROUTER, serverNftRoute } from './nft-route.fixture';

/** The origin chain the planner and the executor read, as the test sets it. */
const chain = vi.hoisted(() => ({ client: undefined as unknown }));
vi.mock('../../api/chain-clients', () => ({ publicClient: () => chain.client }));

const SENDER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const STRANGER: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const COLLECTION = NFT_COLLECTION;
const ROUTER = NFT_ROUTER;
const BATCH = 'transferRemoteBatch(uint32,bytes32,uint128[])';
const GAS = 1000n;
/** Arbitrum One's Mailbox, as the mainnet config names it: the only emitter whose `Dispatch` names the message. */
const MAILBOX = MAINNET.chains.find((c) => c.chainId === 42161)?.mailbox as Address;

const brain = (id: number): NftToSend => ({
  tokenId: String(id),
  name: `Smol Brain #${id}`,
  image: `data:image/svg+xml;base64,${id}`,
});

/** A chain where `owners` holds the tokens, nothing is approved, and every transaction dispatches one message. */
function fakeChain(owners: Record<number, Address>) {
  const client = {
    readContract: async ({ functionName, args }: { functionName: string; args: readonly unknown[] }) => {
      if (functionName === 'ownerOf') {
        const owner = owners[Number(args[0])];
        if (!owner) throw new Error('ERC721: invalid token ID');
        return owner;
      }
      if (functionName === 'isApprovedForAll') return false;
      if (functionName === 'getApproved') return '0x0000000000000000000000000000000000000000';
      throw new Error(`unexpected read ${functionName}`);
    },
    getBlockNumber: async () => 100n,
    getBlock: async ({ blockNumber }: { blockNumber: bigint }) => ({ timestamp: blockNumber }),
    getTransactionReceipt: async ({ hash }: { hash: Hex }) => ({
      status: 'success',
      logs: [dispatchLog(MAILBOX, { destination: 2741, recipient: SENDER, amountOrId: BigInt(hash) }).log],
    }),
  } as unknown as PublicClient;
  return client;
}

function fakeWallet(options: { reject?: boolean } = {}) {
  const sent: WalletTransaction[] = [];
  return {
    sent,
    wallet: {
      address: SENDER,
      chainId: 42161,
      switchChain: async () => {},
      sendTransaction: async (transaction: WalletTransaction) => {
        if (options.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        sent.push(transaction);
        return pad(`0x${sent.length.toString(16)}`) as Hex;
      },
    },
  };
}

function request(
  items: NftToSend[],
  batch?: string,
  owners: Record<number, Address> = { 1: SENDER, 2: SENDER, 3: SENDER },
) {
  chain.client = fakeChain(owners);
  return {
    route: batch ? configuredNftRoute(batch) : serverNftRoute(),
    items,
    recipient: SENDER,
    sender: SENDER,
    fee: GAS,
    preferApproveAll: false,
  };
}

const hooks = () => {
  const saved: string[] = [];
  const confirmed: string[] = [];
  return {
    saved,
    confirmed,
    hooks: {
      all: () => [],
      save: (t: { originTxHash: string }) => saved.push(t.originTxHash),
      update: (hash: string) => confirmed.push(hash),
      reopen: () => {},
    },
  };
};

/** Plans as the review does, then runs what the plan says, as the executor does for the form. */
async function planAndSend(
  planned: ReturnType<typeof request>,
  wallet: WalletState,
  records: ReturnType<typeof hooks>['hooks'],
) {
  const planNfts = hyperlane.planNfts;
  if (!planNfts) throw new Error('Hyperlane plans NFT sends');
  const plan = await planNfts(MAINNET, planned);
  const requests = planRequests(plan, wallet.chainId);
  return execute({ network: MAINNET, method: hyperlane, plan, requests, wallet: () => wallet, records });
}

describe('sending NFTs', () => {
  it('approves each token on its own by default, then sends one transferRemote per token', async () => {
    const { sent, wallet } = fakeWallet();
    const { saved, confirmed, hooks: h } = hooks();
    const transfers = await planAndSend(request([brain(1), brain(2), brain(3)]), wallet, h);

    const approvals = sent.slice(0, 3).map((t) => [t.to, decodeFunctionData({ abi: erc721Abi, data: t.data })]);
    expect(approvals).toEqual([1n, 2n, 3n].map((id) => [COLLECTION, { functionName: 'approve', args: [ROUTER, id] }]));
    expect(sent.slice(3).map((t) => [t.to, t.value])).toEqual([
      [ROUTER, GAS],
      [ROUTER, GAS],
      [ROUTER, GAS],
    ]);
    expect(saved).toHaveLength(3);
    expect(confirmed).toEqual(saved);
    expect(transfers.map((t) => t.status)).toEqual(['pending', 'pending', 'pending']);
  });

  it('approves the whole collection at once when the user chose fewer signatures', async () => {
    const { sent, wallet } = fakeWallet();
    const { saved, hooks: h } = hooks();
    const transfers = await planAndSend(
      { ...request([brain(1), brain(2), brain(3)]), preferApproveAll: true },
      wallet,
      h,
    );

    const [approval, ...transferCalls] = sent;
    expect(approval?.to).toBe(COLLECTION);
    expect(decodeFunctionData({ abi: erc721Abi, data: approval?.data ?? '0x' })).toEqual({
      functionName: 'setApprovalForAll',
      args: [ROUTER, true],
    });
    expect(transferCalls.map((t) => [t.to, t.value])).toEqual([
      [ROUTER, GAS],
      [ROUTER, GAS],
      [ROUTER, GAS],
    ]);
    expect(transferCalls.map((t) => decodeFunctionData({ abi: tokenRouterAbi, data: t.data }).args?.[2])).toEqual([
      1n,
      2n,
      3n,
    ]);
    expect(saved).toHaveLength(3);
    expect(transfers.map((t) => [t.status, t.nfts?.map((n) => n.name), t.amount])).toEqual([
      ['pending', ['Smol Brain #1'], '1'],
      ['pending', ['Smol Brain #2'], '1'],
      ['pending', ['Smol Brain #3'], '1'],
    ]);
    expect(transfers.every((t) => t.messageId !== undefined)).toBe(true);
  });

  it('approves a single token alone', async () => {
    const { sent, wallet } = fakeWallet();
    await planAndSend(request([brain(2)]), wallet, hooks().hooks);
    expect(decodeFunctionData({ abi: erc721Abi, data: sent[0]?.data ?? '0x' })).toEqual({
      functionName: 'approve',
      args: [ROUTER, 2n],
    });
    expect(sent).toHaveLength(2);
  });

  it('sends every token in one transaction when the route names a batch function', async () => {
    const { sent, wallet } = fakeWallet();
    const transfers = await planAndSend(
      { ...request([brain(1), brain(3)], BATCH), preferApproveAll: true },
      wallet,
      hooks().hooks,
    );
    expect(sent).toHaveLength(2);
    const batch = sent[1];
    expect(batch?.value).toBe(2n * GAS);
    const decoded = decodeFunctionData({ abi: parseAbi([`function ${BATCH} payable`]), data: batch?.data ?? '0x' });
    expect(decoded.args).toEqual([8453, pad(SENDER.toLowerCase() as Hex), [1n, 3n]]);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]?.nfts?.map((n) => n.tokenId)).toEqual(['1', '3']);
    expect(transfers[0]?.amount).toBe('2');
  });

  it('names a token that left the wallet and sends nothing', async () => {
    const { sent, wallet } = fakeWallet();
    const error = await planAndSend(
      request([brain(1), brain(2)], undefined, { 1: SENDER, 2: STRANGER }),
      wallet,
      hooks().hooks,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NftNotOwnedError);
    expect((error as NftNotOwnedError).tokenName).toBe('Smol Brain #2');
    expect(sent).toHaveLength(0);
  });

  it('reports a refused signature as the wallet rejection', async () => {
    const { wallet } = fakeWallet({ reject: true });
    const error = await planAndSend(request([brain(1)]), wallet, hooks().hooks).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserRejectedError);
    expect((error as UserRejectedError).code).toBe('user-rejected');
  });
});
