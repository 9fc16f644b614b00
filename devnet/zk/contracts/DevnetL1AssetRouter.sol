// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import { L2TransactionRequestTwoBridgesInner } from "@matterlabs/zksync-contracts/contracts/l1-contracts/bridgehub/IBridgehub.sol";
import { IAssetRouterBase } from "@matterlabs/zksync-contracts/contracts/l1-contracts/bridge/asset-router/IAssetRouterBase.sol";
import { IL2SharedBridgeLegacyFunctions } from "@matterlabs/zksync-contracts/contracts/l1-contracts/bridge/interfaces/IL2SharedBridgeLegacyFunctions.sol";
import { L2_ASSET_ROUTER_ADDR } from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/l2-helpers/L2ContractAddresses.sol";
import { ETH_TOKEN_ADDRESS, TWO_BRIDGES_MAGIC_VALUE } from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/Config.sol";
import {
  AssetIdMismatch,
  AssetIdNotSupported,
  MsgValueMismatch,
  Unauthorized,
  UnsupportedEncodingVersion,
  WithdrawFailed
} from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/L1ContractErrors.sol";
import { IERC20, IERC20Metadata } from "./DevnetERC20.sol";
import { DevnetL1NativeTokenVault } from "./DevnetL1NativeTokenVault.sol";
import { DevnetL1Nullifier } from "./DevnetL1Nullifier.sol";

/// @title The devnet's L1 asset router: the second bridge of ERC20 deposits, with the mainnet ABI.
/// @dev Deposit data as viem and the mainnet router encode it: 0x01 ‖ abi.encode(assetId, abi.encode(amount,
/// receiver, token)). For a token native to L1 (every token the vault knows here) the L2 transaction it asks
/// for is the legacy L2AssetRouter.finalizeDeposit(depositSender, receiver, token, amount, metadata), as
/// era-contracts release-v26 l1-contracts/contracts/bridge/asset-router/L1AssetRouter.sol `getDepositCalldata`
/// (line 482) does "to support the old SDK". `L1_NULLIFIER()` and `nativeTokenVault()` are what viem and a
/// v26+ node read here (zksync-era core/lib/eth_client/src/node/bridge_addresses.rs line 61). See
/// docs/zk-devnet.md.
contract DevnetL1AssetRouter {
  bytes1 private constant NEW_ENCODING_VERSION = 0x01;

  address public BRIDGE_HUB;
  DevnetL1Nullifier public L1_NULLIFIER;
  DevnetL1NativeTokenVault public nativeTokenVault;
  /// @notice The legacy L1 ERC20 bridge (mainnet: set once by `setL1Erc20Bridge`).
  address public legacyBridge;

  function initialize(address _bridgehub, address _nullifier, address _nativeTokenVault, address _legacyBridge)
    external
  {
    if (BRIDGE_HUB != address(0)) revert Unauthorized(msg.sender);
    BRIDGE_HUB = _bridgehub;
    L1_NULLIFIER = DevnetL1Nullifier(_nullifier);
    nativeTokenVault = DevnetL1NativeTokenVault(_nativeTokenVault);
    legacyBridge = _legacyBridge;
  }

  /// @notice The legacy L2 bridge of a chain, as the nullifier records it (L1AssetRouter.sol line 679).
  function l2BridgeAddress(uint256 _chainId) external view returns (address) {
    return L1_NULLIFIER.l2BridgeAddress(_chainId);
  }

  function bridgehubDeposit(uint256 _chainId, address _originalCaller, uint256, bytes calldata _data)
    external
    payable
    returns (L2TransactionRequestTwoBridgesInner memory request)
  {
    if (msg.sender != BRIDGE_HUB) revert Unauthorized(msg.sender);
    if (_data.length == 0 || _data[0] != NEW_ENCODING_VERSION) revert UnsupportedEncodingVersion();
    (bytes32 assetId, bytes memory transferData) = abi.decode(_data[1:], (bytes32, bytes));
    (uint256 amount, address receiver, address token) = abi.decode(transferData, (uint256, address, address));
    if (nativeTokenVault.assetId(token) != assetId) revert AssetIdMismatch(nativeTokenVault.assetId(token), assetId);

    // The chain's base token (ETH) goes through requestL2TransactionDirect only (L1AssetRouter.sol line 266).
    if (token == ETH_TOKEN_ADDRESS) revert AssetIdNotSupported(assetId);
    if (msg.value != 0) revert MsgValueMismatch(0, msg.value);
    bytes memory metadata = _pullIntoVault(token, _originalCaller, amount);
    nativeTokenVault.recordDeposit(_chainId, assetId, token, amount);

    bytes memory bridgeMintData = abi.encode(_originalCaller, receiver, token, amount, metadata);
    bytes32 txDataHash = depositDataHash(_originalCaller, token, amount);
    emit IAssetRouterBase.BridgehubDepositInitiated(_chainId, txDataHash, _originalCaller, assetId, bridgeMintData);
    request = L2TransactionRequestTwoBridgesInner({
      magicValue: TWO_BRIDGES_MAGIC_VALUE,
      l2Contract: L2_ASSET_ROUTER_ADDR,
      l2Calldata: abi.encodeCall(
        IL2SharedBridgeLegacyFunctions.finalizeDeposit, (_originalCaller, receiver, token, amount, metadata)
      ),
      factoryDeps: new bytes[](0),
      txDataHash: txDataHash
    });
  }

  /// @return metadata The token's name, symbol and decimals, as the L2 deploys its bridged token with them.
  function _pullIntoVault(address _token, address _from, uint256 _amount) private returns (bytes memory metadata) {
    if (!IERC20(_token).transferFrom(_from, address(nativeTokenVault), _amount)) revert WithdrawFailed();
    IERC20Metadata meta = IERC20Metadata(_token);
    metadata = abi.encode(abi.encode(meta.name()), abi.encode(meta.symbol()), abi.encode(uint256(meta.decimals())));
  }

  /// @notice What a failed deposit's recovery must match: who deposited how much of which token.
  function depositDataHash(address _depositSender, address _token, uint256 _amount) public pure returns (bytes32) {
    return keccak256(abi.encode(_depositSender, _token, _amount));
  }

  function bridgehubConfirmL2Transaction(uint256 _chainId, bytes32 _txDataHash, bytes32 _txHash) external {
    if (msg.sender != BRIDGE_HUB) revert Unauthorized(msg.sender);
    L1_NULLIFIER.bridgehubConfirmL2TransactionForwarded(_chainId, _txDataHash, _txHash);
  }

  function isWithdrawalFinalized(uint256 _chainId, uint256 _l2BatchNumber, uint256 _l2MessageIndex)
    external
    view
    returns (bool)
  {
    return L1_NULLIFIER.isWithdrawalFinalized(_chainId, _l2BatchNumber, _l2MessageIndex);
  }

  /// @notice viem's claimFailedDeposit calls this on the router; the nullifier checks the proof and pays.
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
    L1_NULLIFIER.bridgeRecoverFailedTransfer(
      _chainId,
      _depositSender,
      _assetId,
      _assetData,
      _l2TxHash,
      _l2BatchNumber,
      _l2MessageIndex,
      _l2TxNumberInBatch,
      _merkleProof
    );
  }
}
