// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import { IAssetRouterBase } from "@matterlabs/zksync-contracts/contracts/l1-contracts/bridge/asset-router/IAssetRouterBase.sol";
import { IL2AssetRouter } from "@matterlabs/zksync-contracts/contracts/l1-contracts/bridge/asset-router/IL2AssetRouter.sol";
import {
  L2_ASSET_ROUTER_ADDR,
  L2_NATIVE_TOKEN_VAULT_ADDR,
  L2_TO_L1_MESSENGER_SYSTEM_CONTRACT_ADDR
} from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/l2-helpers/L2ContractAddresses.sol";
import {
  AssetIdMismatch,
  TokenNotSupported,
  Unauthorized
} from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/L1ContractErrors.sol";
import { IMailboxImpl } from "@matterlabs/zksync-contracts/contracts/l1-contracts/state-transition/chain-interfaces/IMailboxImpl.sol";
import { AddressAliasHelper } from "@matterlabs/zksync-contracts/contracts/l1-contracts/vendor/AddressAliasHelper.sol";
import { IBaseToken } from "@matterlabs/zksync-contracts/contracts/system-contracts/interfaces/IBaseToken.sol";
import { IL1Messenger } from "@matterlabs/zksync-contracts/contracts/system-contracts/interfaces/IL1Messenger.sol";
import { DevnetERC20 } from "./DevnetERC20.sol";

// The devnet's Abstract system contracts, at the addresses viem expects (anvil_setCode, so no constructors:
// storage is set by `initialize`). See docs/zk-devnet.md.

/// @title L1Messenger (0x…8008): the one way to send a message to L1.
/// @dev The sequencer turns each `L1MessageSent` into an L2->L1 log of its batch.
contract DevnetL1Messenger {
  function sendToL1(bytes calldata _message) external returns (bytes32 hash) {
    hash = keccak256(_message);
    emit IL1Messenger.L1MessageSent(msg.sender, hash, _message);
  }
}

/// @title The base token (0x…800A): ETH, whose balances are the native ones; withdraws ETH to L1.
contract DevnetL2BaseToken {
  string public constant name = "Ether";
  string public constant symbol = "ETH";
  uint8 public constant decimals = 18;

  /// @notice Withdraws msg.value to `_l1Receiver` on L1; the ETH stays here, out of circulation.
  function withdraw(address _l1Receiver) external payable {
    DevnetL1Messenger(L2_TO_L1_MESSENGER_SYSTEM_CONTRACT_ADDR).sendToL1(
      abi.encodePacked(IMailboxImpl.finalizeEthWithdrawal.selector, _l1Receiver, msg.value)
    );
    emit IBaseToken.Withdrawal(msg.sender, _l1Receiver, msg.value);
  }

  function balanceOf(uint256 _account) external view returns (uint256) {
    return address(uint160(_account)).balance;
  }
}

/// @title A token bridged from L1, deployed by the L2 native token vault on its first deposit.
contract DevnetBridgedToken is DevnetERC20 {
  address public nativeTokenVault;
  address public originToken;
  bytes32 public assetId;

  function initialize(string memory _name, string memory _symbol, uint8 _decimals, address _originToken, bytes32 _assetId)
    external
  {
    if (nativeTokenVault != address(0)) revert Unauthorized(msg.sender);
    nativeTokenVault = msg.sender;
    originToken = _originToken;
    assetId = _assetId;
    _setMetadata(_name, _symbol, _decimals);
  }

  /// @notice The L1 address of the token, as the legacy bridged-token ABI names it.
  function l1Address() external view returns (address) {
    return originToken;
  }

  function bridgeMint(address _to, uint256 _amount) external {
    if (msg.sender != nativeTokenVault) revert Unauthorized(msg.sender);
    _mint(_to, _amount);
  }

  function bridgeBurn(address _from, uint256 _amount) external {
    if (msg.sender != nativeTokenVault) revert Unauthorized(msg.sender);
    _burn(_from, _amount);
  }
}

/// @title L2NativeTokenVault (0x…10004): mints and burns the bridged tokens.
/// @dev A bridged token's address is its CREATE2 address (salt: the asset id), known before its first deposit.
contract DevnetL2NativeTokenVault {
  uint256 public L1_CHAIN_ID;
  mapping(address token => bytes32) public assetId;
  mapping(bytes32 assetId => address) public tokenAddress;
  mapping(bytes32 assetId => uint256) public originChainId;
  mapping(bytes32 assetId => address) public originToken;

  function initialize(uint256 _l1ChainId) external {
    if (L1_CHAIN_ID != 0) revert Unauthorized(msg.sender);
    L1_CHAIN_ID = _l1ChainId;
  }

  function l1AssetId(address _l1Token) public view returns (bytes32) {
    return keccak256(abi.encode(L1_CHAIN_ID, L2_NATIVE_TOKEN_VAULT_ADDR, _l1Token));
  }

  /// @notice The L2 address of an L1 token, deployed or not yet.
  function l2TokenAddress(address _l1Token) public view returns (address) {
    bytes32 hash = keccak256(
      abi.encodePacked(bytes1(0xff), address(this), l1AssetId(_l1Token), keccak256(type(DevnetBridgedToken).creationCode))
    );
    return address(uint160(uint256(hash)));
  }

  function bridgeMint(uint256 _originChainId, bytes32 _assetId, bytes calldata _transferData) external {
    if (msg.sender != L2_ASSET_ROUTER_ADDR) revert Unauthorized(msg.sender);
    (, address receiver, address l1Token, uint256 amount, bytes memory metadata) =
      abi.decode(_transferData, (address, address, address, uint256, bytes));
    if (_originChainId != L1_CHAIN_ID || l1AssetId(l1Token) != _assetId) {
      revert AssetIdMismatch(l1AssetId(l1Token), _assetId);
    }
    address token = tokenAddress[_assetId];
    if (token == address(0)) token = _deployBridgedToken(_assetId, l1Token, metadata);
    DevnetBridgedToken(token).bridgeMint(receiver, amount);
  }

  /// @return The transfer data of the withdrawal message: abi.encode(sender, l1Receiver, l1Token, amount, "").
  function bridgeBurn(bytes32 _assetId, address _sender, uint256 _amount, address _l1Receiver)
    external
    returns (bytes memory)
  {
    if (msg.sender != L2_ASSET_ROUTER_ADDR) revert Unauthorized(msg.sender);
    address token = tokenAddress[_assetId];
    if (token == address(0)) revert TokenNotSupported(token);
    DevnetBridgedToken(token).bridgeBurn(_sender, _amount);
    return abi.encode(_sender, _l1Receiver, originToken[_assetId], _amount, new bytes(0));
  }

  function _deployBridgedToken(bytes32 _assetId, address _l1Token, bytes memory _metadata) private returns (address) {
    (bytes memory nameData, bytes memory symbolData, bytes memory decimalsData) =
      abi.decode(_metadata, (bytes, bytes, bytes));
    DevnetBridgedToken token = new DevnetBridgedToken{ salt: _assetId }();
    token.initialize(
      abi.decode(nameData, (string)),
      abi.decode(symbolData, (string)),
      uint8(abi.decode(decimalsData, (uint256))),
      _l1Token,
      _assetId
    );
    assetId[address(token)] = _assetId;
    tokenAddress[_assetId] = address(token);
    originChainId[_assetId] = L1_CHAIN_ID;
    originToken[_assetId] = _l1Token;
    return address(token);
  }
}

/// @title L2AssetRouter (0x…10003): receives deposits from the L1 asset router, sends withdrawals to it.
contract DevnetL2AssetRouter {
  address public L1_ASSET_ROUTER;
  address public legacyBridge;

  function initialize(address _l1AssetRouter, address _legacyBridge) external {
    if (L1_ASSET_ROUTER != address(0)) revert Unauthorized(msg.sender);
    L1_ASSET_ROUTER = _l1AssetRouter;
    legacyBridge = _legacyBridge;
  }

  /// @notice A deposit, called by the L1 asset router (aliased, as every L1 contract is on L2).
  function finalizeDeposit(uint256 _originChainId, bytes32 _assetId, bytes calldata _transferData) external payable {
    if (msg.sender != AddressAliasHelper.applyL1ToL2Alias(L1_ASSET_ROUTER)) revert Unauthorized(msg.sender);
    _vault().bridgeMint(_originChainId, _assetId, _transferData);
    emit IAssetRouterBase.DepositFinalizedAssetRouter(_originChainId, _assetId, _transferData);
  }

  /// @notice The legacy deposit entry, through the legacy bridge (viem estimates a deposit's L2 gas with it).
  function finalizeDepositLegacyBridge(address _l1Sender, address _l2Receiver, address _l1Token, uint256 _amount, bytes calldata _data)
    external
  {
    if (msg.sender != legacyBridge) revert Unauthorized(msg.sender);
    DevnetL2NativeTokenVault vault = _vault();
    vault.bridgeMint(
      vault.L1_CHAIN_ID(), vault.l1AssetId(_l1Token), abi.encode(_l1Sender, _l2Receiver, _l1Token, _amount, _data)
    );
  }

  /// @notice A withdrawal; `_transferData` is abi.encode(amount, l1Receiver, l2Token).
  function withdraw(bytes32 _assetId, bytes calldata _transferData) external returns (bytes32) {
    (uint256 amount, address l1Receiver,) = abi.decode(_transferData, (uint256, address, address));
    return _withdraw(msg.sender, _assetId, amount, l1Receiver);
  }

  function withdrawLegacyBridge(address _l1Receiver, address _l2Token, uint256 _amount, address _sender) external {
    if (msg.sender != legacyBridge) revert Unauthorized(msg.sender);
    _withdraw(_sender, _vault().assetId(_l2Token), _amount, _l1Receiver);
  }

  function _withdraw(address _sender, bytes32 _assetId, uint256 _amount, address _l1Receiver) private returns (bytes32) {
    DevnetL2NativeTokenVault vault = _vault();
    bytes memory transferData = vault.bridgeBurn(_assetId, _sender, _amount, _l1Receiver);
    bytes memory message =
      abi.encodePacked(IAssetRouterBase.finalizeDeposit.selector, vault.L1_CHAIN_ID(), _assetId, transferData);
    emit IL2AssetRouter.WithdrawalInitiatedAssetRouter(vault.L1_CHAIN_ID(), _sender, _assetId, transferData);
    return DevnetL1Messenger(L2_TO_L1_MESSENGER_SYSTEM_CONTRACT_ADDR).sendToL1(message);
  }

  function _vault() private pure returns (DevnetL2NativeTokenVault) {
    return DevnetL2NativeTokenVault(L2_NATIVE_TOKEN_VAULT_ADDR);
  }
}

/// @title The legacy L2 shared bridge: viem withdraws L1-origin ERC20s through its `withdraw`.
contract DevnetL2SharedBridgeLegacy {
  address public l1SharedBridge;

  function initialize(address _l1SharedBridge) external {
    if (l1SharedBridge != address(0)) revert Unauthorized(msg.sender);
    l1SharedBridge = _l1SharedBridge;
  }

  function withdraw(address _l1Receiver, address _l2Token, uint256 _amount) external {
    DevnetL2AssetRouter(L2_ASSET_ROUTER_ADDR).withdrawLegacyBridge(_l1Receiver, _l2Token, _amount, msg.sender);
  }

  function finalizeDeposit(address _l1Sender, address _l2Receiver, address _l1Token, uint256 _amount, bytes calldata _data)
    external
  {
    if (msg.sender != AddressAliasHelper.applyL1ToL2Alias(l1SharedBridge)) revert Unauthorized(msg.sender);
    DevnetL2AssetRouter(L2_ASSET_ROUTER_ADDR).finalizeDepositLegacyBridge(_l1Sender, _l2Receiver, _l1Token, _amount, _data);
  }

  function l2TokenAddress(address _l1Token) external view returns (address) {
    return DevnetL2NativeTokenVault(L2_NATIVE_TOKEN_VAULT_ADDR).l2TokenAddress(_l1Token);
  }

  function l1TokenAddress(address _l2Token) external view returns (address) {
    DevnetL2NativeTokenVault vault = DevnetL2NativeTokenVault(L2_NATIVE_TOKEN_VAULT_ADDR);
    return vault.originToken(vault.assetId(_l2Token));
  }
}
