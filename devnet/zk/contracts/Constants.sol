// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {
  FeeParams,
  PubdataPricingMode
} from "@matterlabs/zksync-contracts/contracts/l1-contracts/state-transition/chain-deps/ZKChainStorage.sol";

// Values of the devnet's zk stand-in that mainnet takes from elsewhere (docs/zk-devnet.md).

/// @dev The L2->L1 logs tree has 2^14 leaves, as the real one (L2_TO_L1_LOGS_MERKLE_TREE_LEAVES = 16384).
uint256 constant L2_TO_L1_LOGS_TREE_HEIGHT = 14;

/// @dev Abstract's fee parameters, as a rollup's (Abstract's live values were not read from here): era-contracts'
/// deploy defaults, `l1-contracts/deploy-script-config-template/config-deploy-l1.toml` (`diamond_init_*`), the
/// same as `SystemConfig.json`'s PRIORITY_TX_* and zksync-era's chain-creation defaults (docs/zk-devnet.md).
function abstractFeeParams() pure returns (FeeParams memory) {
  return FeeParams({
    pubdataPricingMode: PubdataPricingMode.Rollup,
    batchOverheadL1Gas: 1_000_000,
    maxPubdataPerBatch: 120_000,
    maxL2GasPerBatch: 80_000_000,
    priorityTxMaxPubdata: 99_000,
    minimalL2GasPrice: 250_000_000
  });
}

/// @dev The most L2 gas a priority transaction may ask for: zksync-era's `priority_tx_max_gas_limit`
/// (era-contracts' mainnet upgrade inputs carry the same 72,000,000).
uint256 constant PRIORITY_TX_MAX_GAS_LIMIT = 72_000_000;
