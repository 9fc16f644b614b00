import {
  type Address,
  concatHex,
  encodeAbiParameters,
  encodeEventTopics,
  getAbiItem,
  type Hash,
  type Log,
  numberToHex,
  parseAbi,
  type TransactionReceipt,
  toEventSelector,
  toFunctionSelector,
} from 'viem';
import { getL2HashFromPriorityOp } from 'viem/zksync';
import { describe, expect, it } from 'vitest';
import { MAINNET } from '../../config/mainnet';
import { zkWithdrawalEventsAbi } from './abis';
import { L1_MESSAGE_SENT_TOPIC, L2_MESSENGER, NEW_PRIORITY_REQUEST_TOPIC, priorityOpHash, zkMessageId } from './chains';
import { parseWithdrawalMessage } from './messages';
import { zkPairOf } from './pairs';

const CHAIN_CONTRACT: Address = '0x2EDc71E9991A962c7FE172212d1aA9E50480fBb9';
const L2_HASH: Hash = `0x${'ab'.repeat(32)}`;
const RECEIVER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const L2_ASSET_ROUTER: Address = '0x0000000000000000000000000000000000010003';
const MAGIC_L1: Address = '0xB0c7a3Ba49C7a6EaBa6cD4a96C55a1391070Ac9A';

const priorityAbi = parseAbi([
  'event NewPriorityRequest(uint256 txId, bytes32 txHash, uint64 expirationTimestamp, (uint256 txType, uint256 from, uint256 to, uint256 gasLimit, uint256 gasPerPubdataByteLimit, uint256 maxFeePerGas, uint256 maxPriorityFeePerGas, uint256 paymaster, uint256 nonce, uint256 value, uint256[4] reserved, bytes data, bytes signature, uint256[] factoryDeps, bytes paymasterInput, bytes reservedDynamic) transaction, bytes[] factoryDeps)',
]);

function log(address: Address, topics: Log['topics'], data: Log['data']): Log {
  return {
    address,
    topics,
    data,
    blockHash: `0x${'01'.repeat(32)}`,
    blockNumber: 1n,
    logIndex: 0,
    transactionHash: `0x${'02'.repeat(32)}`,
    transactionIndex: 0,
    removed: false,
  } as Log;
}

/** The chain contract's `NewPriorityRequest` for a request whose canonical hash is `hash`. */
function priorityLog(address: Address, hash: Hash): Log {
  const transaction = {
    txType: 255n,
    from: 1n,
    to: 2n,
    gasLimit: 300_000n,
    gasPerPubdataByteLimit: 800n,
    maxFeePerGas: 1n,
    maxPriorityFeePerGas: 0n,
    paymaster: 0n,
    nonce: 7n,
    value: 5n,
    reserved: [0n, 0n, 0n, 0n] as const,
    data: '0x' as const,
    signature: '0x' as const,
    factoryDeps: [],
    paymasterInput: '0x' as const,
    reservedDynamic: '0x' as const,
  };
  const [event] = priorityAbi;
  const data = encodeAbiParameters(event.inputs, [7n, hash, 99n, transaction, []]);
  return log(address, encodeEventTopics({ abi: priorityAbi }) as Log['topics'], data);
}

const receiptWith = (logs: Log[]) =>
  ({ logs, transactionHash: `0x${'03'.repeat(32)}`, status: 'success' }) as unknown as TransactionReceipt;

describe('zk event topics', () => {
  it('are the ones their signatures hash to', () => {
    expect(NEW_PRIORITY_REQUEST_TOPIC).toBe(toEventSelector(priorityAbi[0]));
    expect(L1_MESSAGE_SENT_TOPIC).toBe(
      toEventSelector(getAbiItem({ abi: zkWithdrawalEventsAbi, name: 'L1MessageSent' })),
    );
  });
});

describe('zk pairs', () => {
  it('find the configured pair either way, as a deposit or a withdrawal', () => {
    expect(zkPairOf(MAINNET, 1, 2741)).toMatchObject({
      direction: 'deposit',
      l1: { chainId: 1 },
      l2: { chainId: 2741 },
    });
    expect(zkPairOf(MAINNET, 2741, 1)).toMatchObject({ direction: 'withdraw' });
    expect(zkPairOf(MAINNET, 42161, 2741)).toBeUndefined();
  });
});

describe('a deposit message id', () => {
  it('is the canonical L2 hash of the configured chain contract’s NewPriorityRequest, as viem reads it', () => {
    const receipt = receiptWith([priorityLog(CHAIN_CONTRACT, L2_HASH)]);
    expect(priorityOpHash(receipt.logs, CHAIN_CONTRACT)).toBe(L2_HASH);
    expect(getL2HashFromPriorityOp(receipt, CHAIN_CONTRACT)).toBe(L2_HASH);
    expect(zkMessageId(MAINNET, { originChainId: 1, destinationChainId: 2741 }, receipt)).toBe(L2_HASH);
    // Not a zk pair: no message id.
    expect(zkMessageId(MAINNET, { originChainId: 42161, destinationChainId: 2741 }, receipt)).toBeUndefined();
  });

  it('ignores the same event from any other contract', () => {
    const fake = priorityLog('0x1111111111111111111111111111111111111111', L2_HASH);
    expect(priorityOpHash([fake], CHAIN_CONTRACT)).toBeUndefined();
  });
});

const ethMessage = concatHex([
  toFunctionSelector('finalizeEthWithdrawal(uint256,uint256,uint16,bytes,bytes32[])'),
  RECEIVER,
  numberToHex(10n ** 18n, { size: 32 }),
]);
const tokenMessage = concatHex([
  toFunctionSelector('finalizeDeposit(uint256,bytes32,bytes)'),
  numberToHex(1n, { size: 32 }),
  `0x${'44'.repeat(32)}`,
  encodeAbiParameters(
    [{ type: 'address' }, { type: 'address' }, { type: 'address' }, { type: 'uint256' }, { type: 'bytes' }],
    [RECEIVER, RECEIVER, MAGIC_L1, 5n, '0x'],
  ),
]);

describe('a withdrawal', () => {
  it('has its own hash as message id once its receipt shows the message to L1', () => {
    const pair = { originChainId: 2741, destinationChainId: 1 };
    const sent = log(
      L2_MESSENGER,
      encodeEventTopics({
        abi: zkWithdrawalEventsAbi,
        eventName: 'L1MessageSent',
        args: { _sender: L2_ASSET_ROUTER, _hash: L2_HASH },
      }) as Log['topics'],
      encodeAbiParameters([{ type: 'bytes' }], [tokenMessage]),
    );
    const receipt = receiptWith([sent]);
    expect(zkMessageId(MAINNET, pair, receipt)).toBe(receipt.transactionHash);
    expect(zkMessageId(MAINNET, pair, receiptWith([]))).toBeUndefined();
    // The same event from another contract is not a message to L1.
    expect(zkMessageId(MAINNET, pair, receiptWith([{ ...sent, address: L2_ASSET_ROUTER }]))).toBeUndefined();
  });

  it('reads what an ETH withdrawal message moves, and nothing else: zk moves no token here', () => {
    expect(parseWithdrawalMessage(ethMessage)).toEqual({ receiver: RECEIVER, amount: 10n ** 18n });
    expect(parseWithdrawalMessage(tokenMessage)).toBeUndefined();
    expect(parseWithdrawalMessage('0x12345678')).toBeUndefined();
    expect(
      parseWithdrawalMessage(concatHex([toFunctionSelector('finalizeDeposit(uint256,bytes32,bytes)'), '0x01'])),
    ).toBe(undefined);
  });
});
