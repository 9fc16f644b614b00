// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import { IAssetRouterBase } from "@matterlabs/zksync-contracts/contracts/l1-contracts/bridge/asset-router/IAssetRouterBase.sol";
import { IL2AssetRouter } from "@matterlabs/zksync-contracts/contracts/l1-contracts/bridge/asset-router/IL2AssetRouter.sol";
import {
  L2_ASSET_ROUTER_ADDR,
  L2_NATIVE_TOKEN_VAULT_ADDR,
  L2_TO_L1_MESSENGER_SYSTEM_CONTRACT_ADDR
} from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/l2-helpers/L2ContractAddresses.sol";
import { IL2SharedBridgeLegacyFunctions } from "@matterlabs/zksync-contracts/contracts/l1-contracts/bridge/interfaces/IL2SharedBridgeLegacyFunctions.sol";
import { IL1ERC20Bridge } from "@matterlabs/zksync-contracts/contracts/l1-contracts/bridge/interfaces/IL1ERC20Bridge.sol";
import {
  AmountMustBeGreaterThanZero,
  AssetIdMismatch,
  AssetIdNotSupported,
  InvalidCaller,
  TokenNotLegacy,
  TokenNotSupported,
  Unauthorized
} from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/L1ContractErrors.sol";
import { ETH_TOKEN_ADDRESS } from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/Config.sol";
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

/// @title A token bridged from L1, deployed by the legacy L2 bridge on its first deposit.
/// @dev Mainnet: a BridgedStandardERC20 beacon proxy (era-contracts release-v26
/// l1-contracts/contracts/bridge/L2SharedBridgeLegacy.sol, `deployBeaconProxy`); here a plain contract.
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
/// @dev As era-contracts release-v26 l1-contracts/contracts/bridge/ntv/L2NativeTokenVault.sol: `tokenAddress`
/// is zero until a token is first bridged (`l2TokenAddress`, line 302, reads only that mapping), and an L1
/// token is deployed by the legacy L2 bridge (`_deployBeaconProxy`, line 191) with CREATE2 salt = the L1 token
/// address (`_getCreate2Salt`, line 257); `calculateCreate2TokenAddress` (line 237) asks the legacy bridge.
contract DevnetL2NativeTokenVault {
  uint256 public L1_CHAIN_ID;
  DevnetL2SharedBridgeLegacy public L2_LEGACY_SHARED_BRIDGE;
  mapping(address token => bytes32) public assetId;
  mapping(bytes32 assetId => address) public tokenAddress;
  mapping(bytes32 assetId => uint256) public originChainId;
  mapping(bytes32 assetId => address) public originToken;

  function initialize(uint256 _l1ChainId, address _legacySharedBridge) external {
    if (L1_CHAIN_ID != 0) revert Unauthorized(msg.sender);
    L1_CHAIN_ID = _l1ChainId;
    L2_LEGACY_SHARED_BRIDGE = DevnetL2SharedBridgeLegacy(_legacySharedBridge);
  }

  /// @notice DataEncoding.encodeNTVAssetId(L1_CHAIN_ID, _l1Token), as mainnet.
  function l1AssetId(address _l1Token) public view returns (bytes32) {
    return keccak256(abi.encode(L1_CHAIN_ID, L2_NATIVE_TOKEN_VAULT_ADDR, _l1Token));
  }

  /// @notice The L2 token of an L1 token once bridged; zero before (mainnet's legacy getter).
  function l2TokenAddress(address _l1Token) external view returns (address) {
    return tokenAddress[l1AssetId(_l1Token)];
  }

  /// @notice Where an L1 token will be deployed: the legacy bridge's CREATE2 address.
  function calculateCreate2TokenAddress(uint256 _originChainId, address _l1Token) external view returns (address) {
    if (_originChainId != L1_CHAIN_ID) revert AssetIdNotSupported(bytes32(_originChainId));
    return L2_LEGACY_SHARED_BRIDGE.l2TokenAddress(_l1Token);
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
    DevnetBridgedToken token =
      DevnetBridgedToken(L2_LEGACY_SHARED_BRIDGE.deployBeaconProxy(bytes32(uint256(uint160(_l1Token)))));
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

/// @title L2AssetRouter (0x…10003): what a v26+ node names as `l2SharedDefaultBridge` and `l2Erc20DefaultBridge`.
/// @dev As era-contracts release-v26 (same in release-v29) l1-contracts/contracts/bridge/asset-router/
/// L2AssetRouter.sol: `L1_ASSET_ROUTER` and `l1Bridge()` (line 364, the same address), no `l1SharedBridge()`;
/// the legacy `finalizeDeposit(address,address,address,uint256,bytes)` (line 244) only from the aliased L1
/// asset router; the legacy `withdraw(address,address,uint256)` (line 295). `_withdrawSender` (line 175)
/// sends a withdrawal of an L1 token made through a legacy entry in the legacy format
/// (IL1ERC20Bridge.finalizeWithdrawal.selector ‖ l1Receiver ‖ l1Token ‖ amount) from the legacy bridge, and
/// one through `withdraw(bytes32,bytes)` in the asset-router format from here.
contract DevnetL2AssetRouter {
  address public L1_ASSET_ROUTER;
  address public L2_LEGACY_SHARED_BRIDGE;

  function initialize(address _l1AssetRouter, address _legacySharedBridge) external {
    if (L1_ASSET_ROUTER != address(0)) revert Unauthorized(msg.sender);
    L1_ASSET_ROUTER = _l1AssetRouter;
    L2_LEGACY_SHARED_BRIDGE = _legacySharedBridge;
  }

  /// @notice The L1 asset router, under the name the legacy bridge ABI gives it.
  function l1Bridge() external view returns (address) {
    return L1_ASSET_ROUTER;
  }

  /// @notice A deposit in the asset-router format, from the aliased L1 asset router (or this contract).
  function finalizeDeposit(uint256, bytes32 _assetId, bytes calldata _transferData) public payable {
    if (msg.sender != AddressAliasHelper.applyL1ToL2Alias(L1_ASSET_ROUTER) && msg.sender != address(this)) {
      revert Unauthorized(msg.sender);
    }
    DevnetL2NativeTokenVault vault = _vault();
    // The base token (ETH) arrives as the priority operation's value, never here (line 142).
    if (_assetId == vault.l1AssetId(ETH_TOKEN_ADDRESS)) revert AssetIdNotSupported(_assetId);
    vault.bridgeMint(vault.L1_CHAIN_ID(), _assetId, _transferData);
    emit IAssetRouterBase.DepositFinalizedAssetRouter(vault.L1_CHAIN_ID(), _assetId, _transferData);
  }

  /// @notice The legacy deposit: what the L1 asset router sends for a token native to L1
  /// (L1AssetRouter.getDepositCalldata), and what viem estimates a token deposit's L2 gas with.
  function finalizeDeposit(address _l1Sender, address _l2Receiver, address _l1Token, uint256 _amount, bytes calldata _data)
    external
    payable
  {
    if (msg.sender != AddressAliasHelper.applyL1ToL2Alias(L1_ASSET_ROUTER)) revert Unauthorized(msg.sender);
    _translateLegacyFinalizeDeposit(_l1Sender, _l2Receiver, _l1Token, _amount, _data);
  }

  function finalizeDepositLegacyBridge(address _l1Sender, address _l2Receiver, address _l1Token, uint256 _amount, bytes calldata _data)
    external
  {
    if (msg.sender != L2_LEGACY_SHARED_BRIDGE) revert Unauthorized(msg.sender);
    _translateLegacyFinalizeDeposit(_l1Sender, _l2Receiver, _l1Token, _amount, _data);
  }

  /// @notice A withdrawal in the asset-router format; `_transferData` is abi.encode(amount, l1Receiver, l2Token).
  function withdraw(bytes32 _assetId, bytes calldata _transferData) external returns (bytes32) {
    (uint256 amount, address l1Receiver,) = abi.decode(_transferData, (uint256, address, address));
    return _withdrawSender(msg.sender, _assetId, amount, l1Receiver, _transferData, true);
  }

  /// @notice The legacy withdrawal viem uses for tokens native to L1.
  function withdraw(address _l1Receiver, address _l2Token, uint256 _amount) external {
    if (_amount == 0) revert AmountMustBeGreaterThanZero();
    _withdrawLegacy(_l1Receiver, _l2Token, _amount, msg.sender);
  }

  function withdrawLegacyBridge(address _l1Receiver, address _l2Token, uint256 _amount, address _sender) external {
    if (msg.sender != L2_LEGACY_SHARED_BRIDGE) revert Unauthorized(msg.sender);
    _withdrawLegacy(_l1Receiver, _l2Token, _amount, _sender);
  }

  /// @notice The L1 token of a bridged L2 token, zero for any other.
  function l1TokenAddress(address _l2Token) public view returns (address) {
    DevnetL2NativeTokenVault vault = _vault();
    bytes32 id = vault.assetId(_l2Token);
    if (id == bytes32(0) || vault.originChainId(id) != vault.L1_CHAIN_ID()) return address(0);
    return vault.originToken(id);
  }

  /// @notice The L2 token of an L1 token, deployed or not yet (line 349: "must return the address of the
  /// token even if it has not been deployed yet").
  function l2TokenAddress(address _l1Token) external view returns (address) {
    DevnetL2NativeTokenVault vault = _vault();
    address deployed = vault.l2TokenAddress(_l1Token);
    return deployed != address(0) ? deployed : vault.calculateCreate2TokenAddress(vault.L1_CHAIN_ID(), _l1Token);
  }

  function _translateLegacyFinalizeDeposit(
    address _l1Sender,
    address _l2Receiver,
    address _l1Token,
    uint256 _amount,
    bytes calldata _data
  ) private {
    DevnetL2NativeTokenVault vault = _vault();
    this.finalizeDeposit(
      vault.L1_CHAIN_ID(), vault.l1AssetId(_l1Token), abi.encode(_l1Sender, _l2Receiver, _l1Token, _amount, _data)
    );
  }

  function _withdrawLegacy(address _l1Receiver, address _l2Token, uint256 _amount, address _sender) private {
    address l1Token = l1TokenAddress(_l2Token);
    if (l1Token == address(0)) revert TokenNotLegacy();
    // DataEncoding.encodeBridgeBurnData(_amount, _l1Receiver, _l2Token), as the L2 router's `_withdrawLegacy`.
    bytes memory assetData = abi.encode(_amount, _l1Receiver, _l2Token);
    _withdrawSender(_sender, _vault().l1AssetId(l1Token), _amount, _l1Receiver, assetData, false);
  }

  function _withdrawSender(
    address _sender,
    bytes32 _assetId,
    uint256 _amount,
    address _l1Receiver,
    bytes memory _assetData,
    bool _alwaysNewMessageFormat
  ) private returns (bytes32 hash) {
    DevnetL2NativeTokenVault vault = _vault();
    bytes memory transferData = vault.bridgeBurn(_assetId, _sender, _amount, _l1Receiver);
    if (_alwaysNewMessageFormat || L2_LEGACY_SHARED_BRIDGE == address(0)) {
      hash = DevnetL1Messenger(L2_TO_L1_MESSENGER_SYSTEM_CONTRACT_ADDR).sendToL1(
        abi.encodePacked(IAssetRouterBase.finalizeDeposit.selector, block.chainid, _assetId, transferData)
      );
    } else {
      address l1Token = vault.originToken(_assetId);
      if (l1Token == address(0)) revert AssetIdNotSupported(_assetId);
      hash = DevnetL2SharedBridgeLegacy(L2_LEGACY_SHARED_BRIDGE).sendMessageToL1(
        abi.encodePacked(IL1ERC20Bridge.finalizeWithdrawal.selector, _l1Receiver, l1Token, _amount)
      );
    }
    // The event carries the burn data the withdrawal was asked with (L2AssetRouter.sol line 209).
    emit IL2AssetRouter.WithdrawalInitiatedAssetRouter(vault.L1_CHAIN_ID(), _sender, _assetId, _assetData);
  }

  function _vault() private pure returns (DevnetL2NativeTokenVault) {
    return DevnetL2NativeTokenVault(L2_NATIVE_TOKEN_VAULT_ADDR);
  }
}

/// @title The legacy L2 shared bridge (`l2LegacySharedBridge` in zks_getBridgeContracts).
/// @dev As era-contracts release-v26 l1-contracts/contracts/bridge/L2SharedBridgeLegacy.sol: `l1SharedBridge`
/// is set once at initialisation (line 85) to the old L1 shared bridge proxy, which the v26 upgrade turned
/// into the L1Nullifier (docs/upgrade_history/gateway_upgrade/upgrade_process (no gateway chain).md), so it
/// names the nullifier; `l1Bridge` is "non-zero only on Era" (line 41-44), so zero here; it deploys the
/// bridged tokens with CREATE2 (salt: the L1 token address, line 168) and sends the legacy-format withdrawals.
contract DevnetL2SharedBridgeLegacy {
  address public l1SharedBridge;
  address public l1Bridge;
  mapping(address l2Token => address l1Token) public l1TokenAddress;

  function initialize(address _l1SharedBridge) external {
    if (l1SharedBridge != address(0)) revert Unauthorized(msg.sender);
    l1SharedBridge = _l1SharedBridge;
  }

  function withdraw(address _l1Receiver, address _l2Token, uint256 _amount) external {
    if (_amount == 0) revert AmountMustBeGreaterThanZero();
    DevnetL2AssetRouter(L2_ASSET_ROUTER_ADDR).withdrawLegacyBridge(_l1Receiver, _l2Token, _amount, msg.sender);
  }

  function finalizeDeposit(address _l1Sender, address _l2Receiver, address _l1Token, uint256 _amount, bytes calldata _data)
    external
  {
    address l1Caller = AddressAliasHelper.undoL1ToL2Alias(msg.sender);
    if (l1Caller != l1Bridge && l1Caller != l1SharedBridge) revert InvalidCaller(msg.sender);
    DevnetL2AssetRouter(L2_ASSET_ROUTER_ADDR).finalizeDepositLegacyBridge(_l1Sender, _l2Receiver, _l1Token, _amount, _data);
    address l2Token = DevnetL2NativeTokenVault(L2_NATIVE_TOKEN_VAULT_ADDR).l2TokenAddress(_l1Token);
    if (l1TokenAddress[l2Token] == address(0)) l1TokenAddress[l2Token] = _l1Token;
    emit IL2SharedBridgeLegacyFunctions.FinalizeDeposit(_l1Sender, _l2Receiver, l2Token, _amount);
  }

  /// @notice The CREATE2 address of an L1 token's bridged token, deployed or not yet.
  function l2TokenAddress(address _l1Token) public view returns (address) {
    address deployed = DevnetL2NativeTokenVault(L2_NATIVE_TOKEN_VAULT_ADDR).l2TokenAddress(_l1Token);
    if (deployed != address(0)) return deployed;
    bytes32 hash = keccak256(
      abi.encodePacked(
        bytes1(0xff), address(this), bytes32(uint256(uint160(_l1Token))), keccak256(type(DevnetBridgedToken).creationCode)
      )
    );
    return address(uint160(uint256(hash)));
  }

  function deployBeaconProxy(bytes32 _salt) external returns (address) {
    if (msg.sender != L2_NATIVE_TOKEN_VAULT_ADDR) revert Unauthorized(msg.sender);
    return address(new DevnetBridgedToken{ salt: _salt }());
  }

  function sendMessageToL1(bytes calldata _message) external returns (bytes32) {
    if (msg.sender != L2_ASSET_ROUTER_ADDR) revert Unauthorized(msg.sender);
    return DevnetL1Messenger(L2_TO_L1_MESSENGER_SYSTEM_CONTRACT_ADDR).sendToL1(_message);
  }
}
