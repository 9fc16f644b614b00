import {
  type Address,
  concat,
  encodeAbiParameters,
  encodeEventTopics,
  type Hash,
  numberToHex,
  pad,
  toFunctionSelector,
} from 'viem';
import { getLogs } from 'viem/actions';
import { l2BaseTokenAddress } from 'viem/zksync';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { explorerLogs } from '../../api/explorer-logs';
import type { NetworkConfig } from '../../config';
import type { FindMemory } from '../method';
import { zkWithdrawalEventsAbi } from './abis';
import { L2_MESSENGER } from './chains';
import { findTransfers } from './find';
import { HASH, USER } from './zk-nodes.fixture';
import { network } from './zk-transfers.fixture';

/** The chain's head: one block a second, so that 31 days are 2,678,400 blocks back from it. */
const HEAD = 3_000_000n;
const SENT_IN = 2_999_000n;

/** The withdrawal `HASH` sent: its base token's message to L1, to `USER`, of 5 wei. */
const withdrawalReceipt = {
  status: 'success',
  from: USER,
  blockNumber: SENT_IN,
  logs: [
    {
      address: L2_MESSENGER,
      topics: encodeEventTopics({
        abi: zkWithdrawalEventsAbi,
        eventName: 'L1MessageSent',
        args: { _sender: l2BaseTokenAddress, _hash: HASH },
      }),
      data: encodeAbiParameters(
        [{ type: 'bytes' }],
        [
          concat([
            toFunctionSelector('finalizeEthWithdrawal(uint256,uint256,uint16,bytes,bytes32[])'),
            USER,
            pad(numberToHex(5n)),
          ]),
        ],
      ),
    },
  ],
};

const blockAt = async ({ blockTag, blockNumber }: { blockTag?: 'latest'; blockNumber?: bigint }) => {
  const number = blockTag === 'latest' ? HEAD : (blockNumber as bigint);
  return { number, timestamp: number };
};

vi.mock('../../api/chain-clients', () => ({ publicClient: () => ({ getBlock: blockAt }), logReadClient: () => ({}) }));
vi.mock('./client', () => ({ zkPublicClient: () => ({ getBlock: blockAt }) }));
vi.mock('../../api/explorer-logs', () => ({ explorerLogs: vi.fn() }));
vi.mock('viem/actions', async (original) => ({
  ...(await original<typeof import('viem/actions')>()),
  getLogs: vi.fn(),
}));
vi.mock('./track', () => ({
  l2Receipt: async (_pair: unknown, hash: Hash) => (hash === HASH ? withdrawalReceipt : undefined),
  // Not claimed yet, whatever is asked.
  track: async () => undefined,
}));

const API = 'https://explorer.test/api';
const withApi = (): NetworkConfig => {
  const plain = network();
  return { ...plain, chains: plain.chains.map((c) => (c.chainId === 2741 ? { ...c, logsApiUrl: API } : c)) };
};

/** A memory that holds nothing yet and records what is written. */
const memory = () => ({ read: () => undefined, write: vi.fn<FindMemory['write']>() });

/** What the RPC's `eth_getLogs` answers: the withdrawal's log in the page that holds its block. */
const rpcLogs = async (_: unknown, { fromBlock, toBlock }: { fromBlock?: bigint; toBlock?: bigint }) =>
  (fromBlock ?? 0n) <= SENT_IN && SENT_IN <= (toBlock ?? 0n) ? [{ transactionHash: HASH }] : [];

beforeEach(() => {
  vi.mocked(explorerLogs).mockReset();
  vi.mocked(getLogs)
    .mockReset()
    .mockImplementation(rpcLogs as never);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('finding an address’s withdrawals', () => {
  it('asks the logs API for the whole window at once when one is configured, and reads what it names from the chain', async () => {
    vi.mocked(explorerLogs).mockResolvedValue([{ transactionHash: HASH, blockNumber: SENT_IN }]);
    const remembered = memory();
    const progress = vi.fn();
    const result = await findTransfers(withApi(), USER as Address, { memory: remembered, onProgress: progress });
    expect(explorerLogs).toHaveBeenCalledTimes(1);
    expect(explorerLogs).toHaveBeenCalledWith(API, {
      address: l2BaseTokenAddress,
      topic0: encodeEventTopics({ abi: zkWithdrawalEventsAbi, eventName: 'Withdrawal' })[0],
      topic1: pad(USER.toLowerCase() as Address),
      fromBlock: HEAD - 31n * 24n * 60n * 60n,
      toBlock: HEAD,
    });
    expect(getLogs).not.toHaveBeenCalled();
    expect(result.transfers).toMatchObject([{ originTxHash: HASH, recipient: USER, amount: '5', status: 'pending' }]);
    const [chain] = result.chains;
    expect(chain).toMatchObject({ chainId: 2741, complete: true, searchedBackTo: Number(HEAD - 2_678_400n) * 1000 });
    expect(chain?.failure).toBeUndefined();
    expect(progress).toHaveBeenCalledWith(expect.objectContaining({ chainId: 2741, found: result.transfers }));
    // Only what the RPC read is remembered as read.
    expect(remembered.write).not.toHaveBeenCalled();
  });

  it('finds nothing the logs API names that is no withdrawal: each hash is only a pointer', async () => {
    vi.mocked(explorerLogs).mockResolvedValue([{ transactionHash: `0x${'cd'.repeat(32)}`, blockNumber: SENT_IN }]);
    const result = await findTransfers(withApi(), USER);
    expect(result.transfers).toEqual([]);
    expect(result.chains[0]).toMatchObject({ complete: true });
  });

  it('searches the RPC in pages when the logs API fails, and says nothing failed when the RPC answers', async () => {
    vi.mocked(explorerLogs).mockRejectedValue(new Error('Max rate limit reached'));
    const remembered = memory();
    const result = await findTransfers(withApi(), USER, { memory: remembered });
    expect(explorerLogs).toHaveBeenCalledTimes(1);
    expect(getLogs).toHaveBeenCalled();
    expect(result.transfers).toMatchObject([{ originTxHash: HASH }]);
    expect(result.chains[0]).toMatchObject({ chainId: 2741, complete: true });
    expect(result.chains[0]?.failure).toBeUndefined();
    expect(remembered.write).toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('its RPC is searched instead'),
      expect.any(Error),
    );
  });

  it('says the search failed when the RPC fails too, with the RPC’s failure', async () => {
    vi.mocked(explorerLogs).mockRejectedValue(new Error('explorer down'));
    const refused = new Error('RPC down');
    vi.mocked(getLogs).mockRejectedValue(refused);
    const result = await findTransfers(withApi(), USER);
    expect(result.chains[0]).toMatchObject({ chainId: 2741, complete: false, failure: refused });
  });

  it('reads only the RPC on a chain without a logs API', async () => {
    const result = await findTransfers(network(), USER);
    expect(explorerLogs).not.toHaveBeenCalled();
    expect(result.transfers).toMatchObject([{ originTxHash: HASH }]);
    expect(result.chains[0]).toMatchObject({ complete: true });
  });
});
