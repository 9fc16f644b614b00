// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import { Unauthorized } from "@matterlabs/zksync-contracts/contracts/l1-contracts/common/L1ContractErrors.sol";

/// @title The devnet's legacy L1 ERC20 bridge: what a v26+ node answers as `l1Erc20DefaultBridge`.
/// @dev zksync-era fills `l1Erc20DefaultBridge` from the ecosystem config (core/node/api_server/src/web3/
/// state.rs, `l1_erc20_default_bridge`; on mainnet `bridges.erc20.l1_address` in etc/env/ecosystems/
/// mainnet.yaml is Era's L1ERC20Bridge, 0x5789…E063, for every chain of the ecosystem). The real contract
/// (era-contracts release-v26 l1-contracts/contracts/bridge/L1ERC20Bridge.sol) deposits only to ZKsync Era
/// (`ERA_CHAIN_ID`, through L1AssetRouter.depositLegacyErc20Bridge): the devnet has no Era, so this stand-in
/// keeps the getters that tie it to the other contracts and no deposit or withdrawal path (docs/zk-devnet.md).
contract DevnetL1ERC20Bridge {
  address public L1_NULLIFIER;
  address public L1_ASSET_ROUTER;
  address public L1_NATIVE_TOKEN_VAULT;
  uint256 public ERA_CHAIN_ID;
  /// @dev Era's L2 ERC20 bridge on mainnet; the devnet has no Era, so zero.
  address public l2Bridge;

  function initialize(address _nullifier, address _assetRouter, address _nativeTokenVault, uint256 _eraChainId)
    external
  {
    if (L1_NULLIFIER != address(0)) revert Unauthorized(msg.sender);
    L1_NULLIFIER = _nullifier;
    L1_ASSET_ROUTER = _assetRouter;
    L1_NATIVE_TOKEN_VAULT = _nativeTokenVault;
    ERA_CHAIN_ID = _eraChainId;
  }
}
