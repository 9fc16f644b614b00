/** The parts of the zk stand-in's ABI the sequencer and the tests call (docs/zk-devnet.md). */
import { parseAbi } from 'viem';

export const zkChainAbi = parseAbi([
  'event NewPriorityRequest(uint256 txId, bytes32 txHash, uint64 expirationTimestamp, (uint256 txType, uint256 from, uint256 to, uint256 gasLimit, uint256 gasPerPubdataByteLimit, uint256 maxFeePerGas, uint256 maxPriorityFeePerGas, uint256 paymaster, uint256 nonce, uint256 value, uint256[4] reserved, bytes data, bytes signature, uint256[] factoryDeps, bytes paymasterInput, bytes reservedDynamic) transaction, bytes[] factoryDeps)',
  'function commitBatch(uint256 batchNumber, bytes32 logsRoot)',
  'function executeBatches(uint256 lastBatchNumber)',
  'function getTotalBatchesCommitted() view returns (uint256)',
  'function getTotalBatchesExecuted() view returns (uint256)',
  'function getTotalPriorityTxs() view returns (uint256)',
]);

export const l1NullifierAbi = parseAbi([
  'function claimFailedDeposit(uint256 chainId, address depositSender, address l1Token, uint256 amount, bytes32 l2TxHash, uint256 l2BatchNumber, uint256 l2MessageIndex, uint16 l2TxNumberInBatch, bytes32[] merkleProof)',
  'error BatchNotExecuted(uint256 batchNumber)',
  'error WithdrawalAlreadyFinalized()',
  'error InvalidProof()',
  'error DepositDoesNotExist()',
]);
