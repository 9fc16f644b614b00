/**
 * The ZK Stack bridge's contracts as the zk method's on-demand part calls them (docs/routes.md, "Methods"):
 * the configured Bridgehub and chain contract, from which the asset router, nullifier and vault are
 * checked, the L2 events a withdrawal leaves and the L1 errors a claim meets. Only the method's on-demand
 * part imports them, so the first screen does not carry them.
 */
import { parseAbi } from 'viem';

/** What the configured Bridgehub says: the asset router, the chain contract, the base cost; and the requests. */
export const zkBridgehubAbi = parseAbi([
  'function assetRouter() view returns (address)',
  'function getZKChain(uint256 chainId) view returns (address)',
  'function l2TransactionBaseCost(uint256 chainId, uint256 gasPrice, uint256 l2GasLimit, uint256 l2GasPerPubdataByteLimit) view returns (uint256)',
  'function requestL2TransactionDirect((uint256 chainId, uint256 mintValue, address l2Contract, uint256 l2Value, bytes l2Calldata, uint256 l2GasLimit, uint256 l2GasPerPubdataByteLimit, bytes[] factoryDeps, address refundRecipient) request) payable returns (bytes32)',
  'function requestL2TransactionTwoBridges((uint256 chainId, uint256 mintValue, uint256 l2Value, uint256 l2GasLimit, uint256 l2GasPerPubdataByteLimit, address refundRecipient, address secondBridgeAddress, uint256 secondBridgeValue, bytes secondBridgeCalldata) request) payable returns (bytes32)',
]);

export const zkAssetRouterAbi = parseAbi([
  'function L1_NULLIFIER() view returns (address)',
  'function nativeTokenVault() view returns (address)',
  'function isWithdrawalFinalized(uint256 chainId, uint256 l2BatchNumber, uint256 l2MessageIndex) view returns (bool)',
]);

export const zkChainContractAbi = parseAbi(['function getTotalBatchesExecuted() view returns (uint256)']);

/** The chain contract's event for each batch it executes on L1 (the ZK Stack's IExecutor). */
export const zkBatchExecutionAbi = parseAbi([
  'event BlockExecution(uint256 indexed batchNumber, bytes32 indexed batchHash, bytes32 indexed commitment)',
]);

/** The L1 nullifier (the old L1 shared bridge): the chain's legacy L2 bridge, which the node may name. */
export const zkNullifierAbi = parseAbi(['function l2BridgeAddress(uint256 chainId) view returns (address)']);

/** The L2 events an ETH withdrawal leaves: the base token's, indexed by its sender, and its message to L1. */
export const zkWithdrawalEventsAbi = parseAbi([
  'event Withdrawal(address indexed _l2Sender, address indexed _l1Receiver, uint256 _amount)',
  'event L1MessageSent(address indexed _sender, bytes32 indexed _hash, bytes _message)',
]);

/** The L1 contracts' errors a claim is refused with (the ZK Stack's L1ContractErrors). */
export const zkErrorsAbi = parseAbi([
  'error BatchNotExecuted(uint256 batchNumber)',
  'error WithdrawalAlreadyFinalized()',
  'error InvalidProof()',
  'error MsgValueTooLow(uint256 required, uint256 provided)',
]);
