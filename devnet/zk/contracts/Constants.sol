// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

// Values of the devnet's zk stand-in that mainnet takes from elsewhere (docs/zk-devnet.md).

/// @dev The L2 gas price the simplified base-cost formula charges and the sequencer executes at (0.05 gwei).
uint256 constant DEVNET_L2_GAS_PRICE = 50_000_000;

/// @dev The L2->L1 logs tree has 2^14 leaves, as the real one (L2_TO_L1_LOGS_MERKLE_TREE_LEAVES = 16384).
uint256 constant L2_TO_L1_LOGS_TREE_HEIGHT = 14;
