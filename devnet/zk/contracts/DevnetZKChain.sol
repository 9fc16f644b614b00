// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {
  L2_BOOTLOADER_ADDRESS,
  L2_TO_L1_MESSENGER_SYSTEM_CONTRACT_ADDR
} from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/l2-helpers/L2ContractAddresses.sol";
import {
  L1_GAS_PER_PUBDATA_BYTE,
  PRIORITY_EXPIRATION,
  PRIORITY_OPERATION_L2_TX_TYPE,
  REQUIRED_L2_GAS_PRICE_PER_PUBDATA
} from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/Config.sol";
import {
  BatchNotExecuted,
  BatchNumberMismatch,
  GasPerPubdataMismatch,
  MerklePathLengthMismatch,
  MsgValueTooLow,
  TooMuchGas,
  Unauthorized,
  ZeroAddress
} from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/L1ContractErrors.sol";
import { Merkle } from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/libraries/Merkle.sol";
import {
  BridgehubL2TransactionRequest,
  L2CanonicalTransaction,
  L2Log,
  L2Message,
  TxStatus
} from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/Messaging.sol";
import { IMailboxImpl } from "@matterlabs/zksync-contracts/contracts/l1-contracts/state-transition/chain-interfaces/IMailboxImpl.sol";
import { IExecutor } from "@matterlabs/zksync-contracts/contracts/l1-contracts/state-transition/chain-interfaces/IExecutor.sol";
import {
  FeeParams,
  PubdataPricingMode
} from "@matterlabs/zksync-contracts/contracts/l1-contracts/state-transition/chain-deps/ZKChainStorage.sol";
import { AddressAliasHelper } from "@matterlabs/zksync-contracts/contracts/l1-contracts/vendor/AddressAliasHelper.sol";
import { abstractFeeParams, L2_TO_L1_LOGS_TREE_HEIGHT, PRIORITY_TX_MAX_GAS_LIMIT } from "./Constants.sol";

/// @title The devnet's Abstract chain contract (mainnet: the chain's diamond proxy).
/// @dev Queues priority operations with the real `NewPriorityRequest` event and canonical hash, and keeps the
/// roots of the L2->L1 logs trees that the operator commits and executes. No validity proofs: the operator
/// is trusted. Placed at the mainnet address with anvil_setCode; `initialize` replaces the constructor.
/// See docs/zk-devnet.md.
contract DevnetZKChain {
  address public bridgehub;
  address public operator;
  uint256 private chainId;
  uint256 private totalPriorityTxs;
  uint256 private totalBatchesCommitted;
  uint256 private totalBatchesExecuted;
  mapping(uint256 batchNumber => bytes32) private logsRoots;

  function initialize(address _bridgehub, address _operator, uint256 _chainId) external {
    if (bridgehub != address(0)) revert Unauthorized(msg.sender);
    if (_bridgehub == address(0) || _operator == address(0)) revert ZeroAddress();
    bridgehub = _bridgehub;
    operator = _operator;
    chainId = _chainId;
  }

  /// @notice The L2 transaction's price in the base token (ETH) at L1 gas price `_gasPrice`, as the Mailbox's.
  /// @dev era-contracts release-v26 `state-transition/chain-deps/facets/Mailbox.sol` `l2TransactionBaseCost`.
  function l2TransactionBaseCost(uint256 _gasPrice, uint256 _l2GasLimit, uint256 _l2GasPerPubdataByteLimit)
    public
    pure
    returns (uint256)
  {
    return _deriveL2GasPrice(_gasPrice, _l2GasPerPubdataByteLimit) * _l2GasLimit;
  }

  /// @notice Queues an L1->L2 transaction and returns its canonical L2 hash, as the real Mailbox does: priced
  /// at the transaction's own gas price, refused `MsgValueTooLow` when the mint does not cover it.
  /// @dev era-contracts release-v26 Mailbox.sol `_requestL2TransactionSender` (the pubdata limit) and
  /// `_requestL2Transaction` (the base cost at `tx.gasprice`), `TransactionValidator.validateL1ToL2Transaction`
  /// (the gas limit's maximum only). Unlike mainnet, every sender is aliased, accounts too: the devnet's
  /// sequencer runs the transaction as that address on anvil, and an account's own nonce must stay its own
  /// (docs/zk-devnet.md).
  function bridgehubRequestL2Transaction(BridgehubL2TransactionRequest calldata _request)
    external
    returns (bytes32 canonicalTxHash)
  {
    if (msg.sender != bridgehub) revert Unauthorized(msg.sender);
    if (_request.l2GasPerPubdataByteLimit != REQUIRED_L2_GAS_PRICE_PER_PUBDATA) revert GasPerPubdataMismatch();
    uint256 l2GasPrice = _deriveL2GasPrice(tx.gasprice, _request.l2GasPerPubdataByteLimit);
    uint256 baseCost = l2GasPrice * _request.l2GasLimit;
    if (_request.mintValue < baseCost + _request.l2Value) {
      revert MsgValueTooLow(baseCost + _request.l2Value, _request.mintValue);
    }
    if (_request.l2GasLimit > PRIORITY_TX_MAX_GAS_LIMIT) revert TooMuchGas();
    uint256 txId = totalPriorityTxs++;
    uint256[4] memory reserved;
    reserved[0] = _request.mintValue;
    reserved[1] = uint256(uint160(_request.refundRecipient));
    L2CanonicalTransaction memory transaction = L2CanonicalTransaction({
      txType: PRIORITY_OPERATION_L2_TX_TYPE,
      from: uint256(uint160(AddressAliasHelper.applyL1ToL2Alias(_request.sender))),
      to: uint256(uint160(_request.contractL2)),
      gasLimit: _request.l2GasLimit,
      gasPerPubdataByteLimit: _request.l2GasPerPubdataByteLimit,
      maxFeePerGas: l2GasPrice,
      maxPriorityFeePerGas: 0,
      paymaster: 0,
      nonce: txId,
      value: _request.l2Value,
      reserved: reserved,
      data: _request.l2Calldata,
      signature: new bytes(0),
      factoryDeps: new uint256[](0),
      paymasterInput: new bytes(0),
      reservedDynamic: new bytes(0)
    });
    canonicalTxHash = keccak256(abi.encode(transaction));
    emit IMailboxImpl.NewPriorityRequest(
      txId, canonicalTxHash, uint64(block.timestamp + PRIORITY_EXPIRATION), transaction, _request.factoryDeps
    );
  }

  /// @notice Records the root of batch `_batchNumber`'s L2->L1 logs tree (the operator's word, no proof).
  function commitBatch(uint256 _batchNumber, bytes32 _logsRoot) external {
    if (msg.sender != operator) revert Unauthorized(msg.sender);
    if (_batchNumber != totalBatchesCommitted + 1) revert BatchNumberMismatch(totalBatchesCommitted + 1, _batchNumber);
    totalBatchesCommitted = _batchNumber;
    logsRoots[_batchNumber] = _logsRoot;
    emit IExecutor.BlockCommit(_batchNumber, _logsRoot, _logsRoot);
  }

  /// @notice Executes every committed batch up to `_lastBatchNumber`: their messages become provable.
  function executeBatches(uint256 _lastBatchNumber) external {
    if (msg.sender != operator) revert Unauthorized(msg.sender);
    if (_lastBatchNumber > totalBatchesCommitted) revert BatchNotExecuted(_lastBatchNumber);
    for (uint256 batch = totalBatchesExecuted + 1; batch <= _lastBatchNumber; ++batch) {
      emit IExecutor.BlockExecution(batch, logsRoots[batch], logsRoots[batch]);
    }
    if (_lastBatchNumber > totalBatchesExecuted) totalBatchesExecuted = _lastBatchNumber;
  }

  /// @dev era-contracts release-v26 Mailbox.sol `_deriveL2GasPrice`, for ETH as the base token (its gas price
  /// multiplier 1/1): the larger of the minimal L2 gas price plus the batch overhead per L2 gas, and the pubdata's
  /// price (17 L1 gas a byte for a rollup, plus the batch overhead per byte) per `_gasPerPubdata`, rounded up.
  function _deriveL2GasPrice(uint256 _l1GasPrice, uint256 _gasPerPubdata) private pure returns (uint256) {
    FeeParams memory feeParams = abstractFeeParams();
    uint256 pubdataPrice;
    if (feeParams.pubdataPricingMode == PubdataPricingMode.Rollup) pubdataPrice = L1_GAS_PER_PUBDATA_BYTE * _l1GasPrice;
    uint256 batchOverhead = uint256(feeParams.batchOverheadL1Gas) * _l1GasPrice;
    uint256 fullPubdataPrice = pubdataPrice + batchOverhead / uint256(feeParams.maxPubdataPerBatch);
    uint256 l2GasPrice = feeParams.minimalL2GasPrice + batchOverhead / uint256(feeParams.maxL2GasPerBatch);
    uint256 minL2GasPrice = (fullPubdataPrice + _gasPerPubdata - 1) / _gasPerPubdata;
    return l2GasPrice > minL2GasPrice ? l2GasPrice : minL2GasPrice;
  }

  function getChainId() external view returns (uint256) {
    return chainId;
  }

  function getBridgehub() external view returns (address) {
    return bridgehub;
  }

  function getTotalPriorityTxs() external view returns (uint256) {
    return totalPriorityTxs;
  }

  function getTotalBatchesCommitted() external view returns (uint256) {
    return totalBatchesCommitted;
  }

  /// @dev Without validity proofs a batch counts as verified once executed.
  function getTotalBatchesVerified() external view returns (uint256) {
    return totalBatchesExecuted;
  }

  function getTotalBatchesExecuted() external view returns (uint256) {
    return totalBatchesExecuted;
  }

  function l2LogsRootHash(uint256 _batchNumber) external view returns (bytes32) {
    return logsRoots[_batchNumber];
  }

  /// @notice Proves that `_message` was sent from L2 in batch `_batchNumber`, as the real Mailbox does.
  function proveL2MessageInclusion(
    uint256 _batchNumber,
    uint256 _index,
    L2Message calldata _message,
    bytes32[] calldata _proof
  ) external view returns (bool) {
    L2Log memory log = L2Log({
      l2ShardId: 0,
      isService: true,
      txNumberInBatch: _message.txNumberInBatch,
      sender: L2_TO_L1_MESSENGER_SYSTEM_CONTRACT_ADDR,
      key: bytes32(uint256(uint160(_message.sender))),
      value: keccak256(_message.data)
    });
    return _proveL2LogInclusion(_batchNumber, _index, log, _proof);
  }

  function proveL2LogInclusion(uint256 _batchNumber, uint256 _index, L2Log calldata _log, bytes32[] calldata _proof)
    external
    view
    returns (bool)
  {
    return _proveL2LogInclusion(_batchNumber, _index, _log, _proof);
  }

  /// @notice Proves the status the L2 gave the priority operation `_l2TxHash` (the bootloader's log).
  function proveL1ToL2TransactionStatus(
    bytes32 _l2TxHash,
    uint256 _l2BatchNumber,
    uint256 _l2MessageIndex,
    uint16 _l2TxNumberInBatch,
    bytes32[] calldata _merkleProof,
    TxStatus _status
  ) external view returns (bool) {
    L2Log memory log = L2Log({
      l2ShardId: 0,
      isService: true,
      txNumberInBatch: _l2TxNumberInBatch,
      sender: L2_BOOTLOADER_ADDRESS,
      key: _l2TxHash,
      value: bytes32(uint256(_status))
    });
    return _proveL2LogInclusion(_l2BatchNumber, _l2MessageIndex, log, _merkleProof);
  }

  /// @dev The leaf is the 88-byte packed log (L2_TO_L1_LOG_SERIALIZE_SIZE) and the proof its plain path in
  /// the 2^14-leaf tree: the mainnet contracts' legacy proof layout.
  function _proveL2LogInclusion(uint256 _batchNumber, uint256 _index, L2Log memory _log, bytes32[] calldata _proof)
    private
    view
    returns (bool)
  {
    if (_batchNumber > totalBatchesExecuted) revert BatchNotExecuted(_batchNumber);
    if (_proof.length != L2_TO_L1_LOGS_TREE_HEIGHT) {
      revert MerklePathLengthMismatch(_proof.length, L2_TO_L1_LOGS_TREE_HEIGHT);
    }
    bytes32 leaf = keccak256(
      abi.encodePacked(_log.l2ShardId, _log.isService, _log.txNumberInBatch, _log.sender, _log.key, _log.value)
    );
    return Merkle.calculateRoot(_proof, _index, leaf) == logsRoots[_batchNumber];
  }
}
