// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {
  L2TransactionRequestDirect,
  L2TransactionRequestTwoBridgesInner,
  L2TransactionRequestTwoBridgesOuter
} from "@matterlabs/zksync-contracts/contracts/l1-contracts/bridgehub/IBridgehub.sol";
import { BridgehubL2TransactionRequest } from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/Messaging.sol";
import { ETH_TOKEN_ADDRESS, TWO_BRIDGES_MAGIC_VALUE } from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/Config.sol";
import {
  MsgValueMismatch,
  Unauthorized,
  WrongMagicValue,
  ZeroAddress
} from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/L1ContractErrors.sol";
import { AddressAliasHelper } from "@matterlabs/zksync-contracts/contracts/l1-contracts/vendor/AddressAliasHelper.sol";
import { DevnetL1AssetRouter } from "./DevnetL1AssetRouter.sol";
import { DevnetL1NativeTokenVault } from "./DevnetL1NativeTokenVault.sol";
import { DevnetZKChain } from "./DevnetZKChain.sol";

/// @title The devnet's Bridgehub: the entry point of deposits, with the mainnet Bridgehub's ABI.
/// @dev Placed at the mainnet address with anvil_setCode, so it has no constructor: `initialize` sets it up
/// once. One chain (Abstract) whose base token is ETH. See docs/zk-devnet.md.
contract DevnetBridgehub {
  address public admin;
  address public assetRouter;
  DevnetL1NativeTokenVault public nativeTokenVault;
  mapping(uint256 chainId => address) private zkChains;

  function initialize(address _assetRouter, address _nativeTokenVault, uint256 _chainId, address _zkChain) external {
    if (admin != address(0)) revert Unauthorized(msg.sender);
    if (_assetRouter == address(0) || _zkChain == address(0)) revert ZeroAddress();
    admin = msg.sender;
    assetRouter = _assetRouter;
    nativeTokenVault = DevnetL1NativeTokenVault(_nativeTokenVault);
    zkChains[_chainId] = _zkChain;
  }

  /// @notice The asset router under its pre-v26 name: era-contracts release-v26
  /// l1-contracts/contracts/bridgehub/Bridgehub.sol line 944 returns `assetRouter`, and zksync-era core-v26.8.5
  /// node_framework/.../web3_api/server/bridge_addresses.rs line 50 reads this name.
  function sharedBridge() external view returns (address) {
    return assetRouter;
  }

  function getZKChain(uint256 _chainId) external view returns (address) {
    return zkChains[_chainId];
  }

  function baseToken(uint256 _chainId) external view returns (address) {
    _chain(_chainId);
    return ETH_TOKEN_ADDRESS;
  }

  /// @notice The fee for an L1->L2 transaction at L1 gas price `_gasPrice`, paid in the base token (ETH) as
  /// part of `mintValue`: the chain's own, as era-contracts release-v26 `bridgehub/Bridgehub.sol`
  /// `l2TransactionBaseCost` asks the chain's Mailbox.
  function l2TransactionBaseCost(
    uint256 _chainId,
    uint256 _gasPrice,
    uint256 _l2GasLimit,
    uint256 _l2GasPerPubdataByteLimit
  ) external view returns (uint256) {
    return _chain(_chainId).l2TransactionBaseCost(_gasPrice, _l2GasLimit, _l2GasPerPubdataByteLimit);
  }

  /// @notice A deposit of the base token (ETH), or any call on L2 paid in it.
  function requestL2TransactionDirect(L2TransactionRequestDirect calldata _request)
    external
    payable
    returns (bytes32 canonicalTxHash)
  {
    DevnetZKChain zkChain = _chain(_request.chainId);
    if (msg.value != _request.mintValue) revert MsgValueMismatch(_request.mintValue, msg.value);
    nativeTokenVault.lockBaseToken{ value: msg.value }(_request.chainId);
    canonicalTxHash = zkChain.bridgehubRequestL2Transaction(
      BridgehubL2TransactionRequest({
        sender: msg.sender,
        contractL2: _request.l2Contract,
        mintValue: _request.mintValue,
        l2Value: _request.l2Value,
        l2Calldata: _request.l2Calldata,
        l2GasLimit: _request.l2GasLimit,
        l2GasPerPubdataByteLimit: _request.l2GasPerPubdataByteLimit,
        factoryDeps: _request.factoryDeps,
        refundRecipient: AddressAliasHelper.actualRefundRecipient(_request.refundRecipient, msg.sender)
      })
    );
  }

  /// @notice A deposit through a second bridge (the L1 asset router for ERC20s), paying the L2 fee in ETH.
  function requestL2TransactionTwoBridges(L2TransactionRequestTwoBridgesOuter calldata _request)
    external
    payable
    returns (bytes32 canonicalTxHash)
  {
    DevnetZKChain zkChain = _chain(_request.chainId);
    if (msg.value != _request.mintValue + _request.secondBridgeValue) {
      revert MsgValueMismatch(_request.mintValue + _request.secondBridgeValue, msg.value);
    }
    nativeTokenVault.lockBaseToken{ value: _request.mintValue }(_request.chainId);
    L2TransactionRequestTwoBridgesInner memory inner = DevnetL1AssetRouter(_request.secondBridgeAddress)
      .bridgehubDeposit{ value: _request.secondBridgeValue }(
      _request.chainId, msg.sender, _request.l2Value, _request.secondBridgeCalldata
    );
    if (inner.magicValue != TWO_BRIDGES_MAGIC_VALUE) {
      revert WrongMagicValue(uint256(TWO_BRIDGES_MAGIC_VALUE), uint256(inner.magicValue));
    }
    canonicalTxHash = zkChain.bridgehubRequestL2Transaction(
      BridgehubL2TransactionRequest({
        sender: _request.secondBridgeAddress,
        contractL2: inner.l2Contract,
        mintValue: _request.mintValue,
        l2Value: _request.l2Value,
        l2Calldata: inner.l2Calldata,
        l2GasLimit: _request.l2GasLimit,
        l2GasPerPubdataByteLimit: _request.l2GasPerPubdataByteLimit,
        factoryDeps: inner.factoryDeps,
        refundRecipient: AddressAliasHelper.actualRefundRecipient(_request.refundRecipient, msg.sender)
      })
    );
    DevnetL1AssetRouter(_request.secondBridgeAddress).bridgehubConfirmL2Transaction(
      _request.chainId, inner.txDataHash, canonicalTxHash
    );
  }

  function _chain(uint256 _chainId) private view returns (DevnetZKChain) {
    address zkChain = zkChains[_chainId];
    if (zkChain == address(0)) revert ZeroAddress();
    return DevnetZKChain(zkChain);
  }
}
