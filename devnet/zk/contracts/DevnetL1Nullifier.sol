// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import { FinalizeL1DepositParams } from "@matterlabs/zksync-contracts/contracts/l1-contracts/bridge/interfaces/IL1Nullifier.sol";
import { IL1ERC20Bridge } from "@matterlabs/zksync-contracts/contracts/l1-contracts/bridge/interfaces/IL1ERC20Bridge.sol";
import { IAssetRouterBase } from "@matterlabs/zksync-contracts/contracts/l1-contracts/bridge/asset-router/IAssetRouterBase.sol";
import {
  L2_ASSET_ROUTER_ADDR,
  L2_BASE_TOKEN_SYSTEM_CONTRACT_ADDR
} from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/l2-helpers/L2ContractAddresses.sol";
import { ETH_TOKEN_ADDRESS } from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/Config.sol";
import {
  AssetIdMismatch,
  DepositDoesNotExist,
  InvalidProof,
  InvalidSelector,
  L2WithdrawalMessageWrongLength,
  Unauthorized,
  WithdrawalAlreadyFinalized
} from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/L1ContractErrors.sol";
import { L2Message, TxStatus } from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/Messaging.sol";
import { IMailboxImpl } from "@matterlabs/zksync-contracts/contracts/l1-contracts/state-transition/chain-interfaces/IMailboxImpl.sol";
import { DevnetBridgehub } from "./DevnetBridgehub.sol";
import { DevnetL1AssetRouter } from "./DevnetL1AssetRouter.sol";
import { DevnetL1NativeTokenVault } from "./DevnetL1NativeTokenVault.sol";
import { DevnetZKChain } from "./DevnetZKChain.sol";

/// @title The devnet's L1 nullifier (mainnet: the old L1 shared bridge proxy, turned into the L1Nullifier by the
/// v26 upgrade): finalizes withdrawals once, and recovers failed deposits once.
/// @dev Withdrawal messages as era-contracts release-v26 l1-contracts/contracts/bridge/L1Nullifier.sol
/// `_parseL2WithdrawalMessage` (line 553) reads them: finalizeEthWithdrawal.selector ‖ receiver ‖ amount (from
/// the base token 0x…800A); IL1ERC20Bridge.finalizeWithdrawal.selector ‖ receiver ‖ l1Token ‖ amount (the
/// legacy format, 76 bytes, from the legacy L2 bridge); finalizeDeposit.selector ‖ chainId ‖ assetId ‖
/// abi.encode(sender, receiver, token, amount, metadata) (from the L2 asset router 0x…10003). The sender must
/// be one of those three (`_verifyWithdrawal`, line 518). `l2BridgeAddress(chainId)` names the chain's legacy
/// L2 bridge (line 204).
contract DevnetL1Nullifier {
  DevnetBridgehub public BRIDGE_HUB;
  DevnetL1AssetRouter public l1AssetRouter;
  DevnetL1NativeTokenVault public l1NativeTokenVault;
  /// @notice The legacy L1 ERC20 bridge.
  address public legacyBridge;
  mapping(uint256 chainId => mapping(uint256 batch => mapping(uint256 index => bool))) public isWithdrawalFinalized;
  mapping(uint256 chainId => mapping(bytes32 l2TxHash => bytes32 txDataHash)) public depositHappened;
  mapping(uint256 chainId => address l2Bridge) private legacyL2Bridges;

  event WithdrawalFinalized(uint256 indexed chainId, bytes32 indexed assetId, address indexed receiver, uint256 amount);
  event FailedDepositRecovered(uint256 indexed chainId, bytes32 indexed l2TxHash, address indexed depositSender, uint256 amount);

  function initialize(
    address _bridgehub,
    address _assetRouter,
    address _nativeTokenVault,
    address _legacyBridge,
    uint256 _chainId,
    address _legacyL2Bridge
  ) external {
    if (address(BRIDGE_HUB) != address(0)) revert Unauthorized(msg.sender);
    BRIDGE_HUB = DevnetBridgehub(_bridgehub);
    l1AssetRouter = DevnetL1AssetRouter(_assetRouter);
    l1NativeTokenVault = DevnetL1NativeTokenVault(_nativeTokenVault);
    legacyBridge = _legacyBridge;
    legacyL2Bridges[_chainId] = _legacyL2Bridge;
  }

  /// @notice The legacy L2 shared bridge of `_chainId` (mainnet: `__DEPRECATED_l2BridgeAddress`).
  function l2BridgeAddress(uint256 _chainId) external view returns (address) {
    return legacyL2Bridges[_chainId];
  }

  function bridgehubConfirmL2TransactionForwarded(uint256 _chainId, bytes32 _txDataHash, bytes32 _txHash) external {
    if (msg.sender != address(l1AssetRouter)) revert Unauthorized(msg.sender);
    depositHappened[_chainId][_txHash] = _txDataHash;
  }

  /// @notice Pays out a withdrawal whose L2 message is proven in an executed batch.
  function finalizeDeposit(FinalizeL1DepositParams calldata _params) external {
    if (isWithdrawalFinalized[_params.chainId][_params.l2BatchNumber][_params.l2MessageIndex]) {
      revert WithdrawalAlreadyFinalized();
    }
    L2Message memory message = L2Message({
      txNumberInBatch: _params.l2TxNumberInBatch,
      sender: _params.l2Sender,
      data: _params.message
    });
    bool proven = _chain(_params.chainId).proveL2MessageInclusion(
      _params.l2BatchNumber, _params.l2MessageIndex, message, _params.merkleProof
    );
    if (!proven) revert InvalidProof();
    isWithdrawalFinalized[_params.chainId][_params.l2BatchNumber][_params.l2MessageIndex] = true;

    (bytes32 assetId, address receiver, uint256 amount) = _parseWithdrawal(_params.chainId, _params.l2Sender, _params.message);
    l1NativeTokenVault.release(_params.chainId, assetId, receiver, amount);
    emit WithdrawalFinalized(_params.chainId, assetId, receiver, amount);
  }

  /// @notice Returns a deposit that failed on L2 to its sender, given the proof of its failure status log.
  function claimFailedDeposit(
    uint256 _chainId,
    address _depositSender,
    address _l1Token,
    uint256 _amount,
    bytes32 _l2TxHash,
    uint256 _l2BatchNumber,
    uint256 _l2MessageIndex,
    uint16 _l2TxNumberInBatch,
    bytes32[] calldata _merkleProof
  ) public {
    _verifyFailure(_chainId, _l2TxHash, _l2BatchNumber, _l2MessageIndex, _l2TxNumberInBatch, _merkleProof);
    if (depositHappened[_chainId][_l2TxHash] != l1AssetRouter.depositDataHash(_depositSender, _l1Token, _amount)) {
      revert DepositDoesNotExist();
    }
    delete depositHappened[_chainId][_l2TxHash];
    l1NativeTokenVault.release(_chainId, l1NativeTokenVault.assetId(_l1Token), _depositSender, _amount);
    emit FailedDepositRecovered(_chainId, _l2TxHash, _depositSender, _amount);
  }

  /// @notice The same recovery with the asset-router encoding: `_assetData` is abi.encode(amount, receiver, token).
  function bridgeRecoverFailedTransfer(
    uint256 _chainId,
    address _depositSender,
    bytes32 _assetId,
    bytes calldata _assetData,
    bytes32 _l2TxHash,
    uint256 _l2BatchNumber,
    uint256 _l2MessageIndex,
    uint16 _l2TxNumberInBatch,
    bytes32[] calldata _merkleProof
  ) external {
    (uint256 amount,, address token) = abi.decode(_assetData, (uint256, address, address));
    if (l1NativeTokenVault.assetId(token) != _assetId) revert AssetIdMismatch(l1NativeTokenVault.assetId(token), _assetId);
    claimFailedDeposit(
      _chainId, _depositSender, token, amount, _l2TxHash, _l2BatchNumber, _l2MessageIndex, _l2TxNumberInBatch, _merkleProof
    );
  }

  function _verifyFailure(
    uint256 _chainId,
    bytes32 _l2TxHash,
    uint256 _l2BatchNumber,
    uint256 _l2MessageIndex,
    uint16 _l2TxNumberInBatch,
    bytes32[] calldata _merkleProof
  ) private view {
    bool proven = _chain(_chainId).proveL1ToL2TransactionStatus(
      _l2TxHash, _l2BatchNumber, _l2MessageIndex, _l2TxNumberInBatch, _merkleProof, TxStatus.Failure
    );
    if (!proven) revert InvalidProof();
  }

  function _parseWithdrawal(uint256 _chainId, address _l2Sender, bytes calldata _message)
    private
    view
    returns (bytes32 assetId, address receiver, uint256 amount)
  {
    bytes4 selector = bytes4(_message[:4]);
    bool legacySender = _l2Sender != address(0) && _l2Sender == legacyL2Bridges[_chainId];
    if (_l2Sender != L2_ASSET_ROUTER_ADDR && _l2Sender != L2_BASE_TOKEN_SYSTEM_CONTRACT_ADDR && !legacySender) {
      revert Unauthorized(_l2Sender);
    }
    if (selector == IL1ERC20Bridge.finalizeWithdrawal.selector) {
      if (_message.length != 76) revert L2WithdrawalMessageWrongLength(_message.length);
      receiver = address(bytes20(_message[4:24]));
      address token = address(bytes20(_message[24:44]));
      amount = uint256(bytes32(_message[44:76]));
      assetId = l1NativeTokenVault.assetId(token);
    } else if (_l2Sender == L2_BASE_TOKEN_SYSTEM_CONTRACT_ADDR && selector == IMailboxImpl.finalizeEthWithdrawal.selector) {
      receiver = address(bytes20(_message[4:24]));
      amount = uint256(bytes32(_message[24:56]));
      assetId = l1NativeTokenVault.assetId(ETH_TOKEN_ADDRESS);
    } else if (_l2Sender == L2_ASSET_ROUTER_ADDR && selector == IAssetRouterBase.finalizeDeposit.selector) {
      assetId = bytes32(_message[36:68]);
      address token;
      (, receiver, token, amount,) = abi.decode(_message[68:], (address, address, address, uint256, bytes));
      if (l1NativeTokenVault.assetId(token) != assetId) revert AssetIdMismatch(l1NativeTokenVault.assetId(token), assetId);
    } else {
      revert InvalidSelector(selector);
    }
  }

  function _chain(uint256 _chainId) private view returns (DevnetZKChain) {
    return DevnetZKChain(BRIDGE_HUB.getZKChain(_chainId));
  }
}
