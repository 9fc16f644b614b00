// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import { L2_NATIVE_TOKEN_VAULT_ADDR } from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/l2-helpers/L2ContractAddresses.sol";
import { ETH_TOKEN_ADDRESS } from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/Config.sol";
import {
  AssetIdMismatch,
  InsufficientChainBalance,
  TokenNotSupported,
  Unauthorized,
  WithdrawFailed
} from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/L1ContractErrors.sol";
import { IERC20 } from "./DevnetERC20.sol";

/// @title The devnet's L1 native token vault: holds the ETH and tokens bridged to the L2, per chain.
/// @dev Asset ids as on mainnet: keccak256(abi.encode(originChainId, L2_NATIVE_TOKEN_VAULT_ADDR, token)).
contract DevnetL1NativeTokenVault {
  address public bridgehub;
  address public assetRouter;
  address public nullifier;
  mapping(address token => bytes32) public assetId;
  mapping(bytes32 assetId => address) public tokenAddress;
  mapping(uint256 chainId => mapping(bytes32 assetId => uint256)) public chainBalance;

  /// @param _genesisChainId The L2 whose genesis ETH `msg.value` backs: anvil funds its accounts from the start,
  /// and on mainnet every L2 wei came through a deposit, so the devnet locks that ETH here as if deposited
  /// (docs/zk-devnet.md), and withdrawals of it can be paid.
  function initialize(address _bridgehub, address _assetRouter, address _nullifier, uint256 _genesisChainId)
    external
    payable
  {
    if (bridgehub != address(0)) revert Unauthorized(msg.sender);
    bridgehub = _bridgehub;
    assetRouter = _assetRouter;
    nullifier = _nullifier;
    registerToken(ETH_TOKEN_ADDRESS);
    chainBalance[_genesisChainId][assetId[ETH_TOKEN_ADDRESS]] += msg.value;
  }

  /// @notice Makes an L1 token bridgeable (anyone may, as on mainnet).
  function registerToken(address _token) public {
    bytes32 id = keccak256(abi.encode(block.chainid, L2_NATIVE_TOKEN_VAULT_ADDR, _token));
    assetId[_token] = id;
    tokenAddress[id] = _token;
  }

  function originChainId(bytes32 _assetId) external view returns (uint256) {
    return tokenAddress[_assetId] == address(0) ? 0 : block.chainid;
  }

  /// @notice The ETH of a deposit's `mintValue`, which the L2 mints.
  function lockBaseToken(uint256 _chainId) external payable {
    if (msg.sender != bridgehub) revert Unauthorized(msg.sender);
    chainBalance[_chainId][assetId[ETH_TOKEN_ADDRESS]] += msg.value;
  }

  /// @notice Counts tokens the asset router moved into the vault for a deposit to `_chainId`.
  function recordDeposit(uint256 _chainId, bytes32 _assetId, address _token, uint256 _amount) external payable {
    if (msg.sender != assetRouter) revert Unauthorized(msg.sender);
    if (assetId[_token] != _assetId) revert AssetIdMismatch(assetId[_token], _assetId);
    chainBalance[_chainId][_assetId] += _amount;
  }

  /// @notice Pays out a finalized withdrawal or a failed deposit's recovery.
  function release(uint256 _chainId, bytes32 _assetId, address _receiver, uint256 _amount) external {
    if (msg.sender != nullifier) revert Unauthorized(msg.sender);
    address token = tokenAddress[_assetId];
    if (token == address(0)) revert TokenNotSupported(token);
    if (chainBalance[_chainId][_assetId] < _amount) revert InsufficientChainBalance();
    chainBalance[_chainId][_assetId] -= _amount;
    if (token == ETH_TOKEN_ADDRESS) {
      (bool sent,) = _receiver.call{ value: _amount }("");
      if (!sent) revert WithdrawFailed();
    } else if (!IERC20(token).transfer(_receiver, _amount)) {
      revert WithdrawFailed();
    }
  }
}
