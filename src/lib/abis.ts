/**
 * Every contract ABI the app calls, in one place; the devnet and the tests import it too (it is Node-free).
 * ERC20 is viem's own.
 */
import { erc20Abi, parseAbi } from 'viem';

export { erc20Abi };

/** What a route's verification asks a Hyperlane warp router (docs/routes.md). */
export const warpRouterAbi = parseAbi([
  'function mailbox() view returns (address)',
  'function routers(uint32 domain) view returns (bytes32)',
  'function wrappedToken() view returns (address)',
]);

export const tokenRouterAbi = parseAbi([
  'function quoteGasPayment(uint32 destinationDomain) view returns (uint256)',
  'function transferRemote(uint32 destination, bytes32 recipient, uint256 amountOrId) payable returns (bytes32 messageId)',
]);

export const mailboxAbi = parseAbi([
  'function delivered(bytes32 messageId) view returns (bool)',
  'event DispatchId(bytes32 indexed messageId)',
]);

/**
 * The ERC-721 calls the app makes, with ERC721Enumerable's tokenOfOwnerByIndex, which viem's `erc721Abi`
 * leaves out. Only these: this module is on the first screen, and viem's whole standard ABI is not needed.
 */
export const erc721Abi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function getApproved(uint256 tokenId) view returns (address)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function approve(address to, uint256 tokenId)',
  'function setApprovalForAll(address operator, bool approved)',
  'function transferFrom(address from, address to, uint256 tokenId)',
]);

export const sentTransferRemoteAbi = parseAbi([
  'event SentTransferRemote(uint32 indexed destination, bytes32 indexed recipient, uint256 amountOrId)',
]);

/**
 * The ZK Stack bridge's L1 contracts as the zk method reads them (docs/routes.md, "Methods"): what the
 * configured Bridgehub and chain contract say, from which the asset router, nullifier and vault are checked.
 * Marked pure: only the zk method's module, loaded on demand, uses most of them.
 */
export const zkBridgehubAbi = /* @__PURE__ */ parseAbi([
  'function assetRouter() view returns (address)',
  'function getZKChain(uint256 chainId) view returns (address)',
  'function l2TransactionBaseCost(uint256 chainId, uint256 gasPrice, uint256 l2GasLimit, uint256 l2GasPerPubdataByteLimit) view returns (uint256)',
  'function requestL2TransactionDirect((uint256 chainId, uint256 mintValue, address l2Contract, uint256 l2Value, bytes l2Calldata, uint256 l2GasLimit, uint256 l2GasPerPubdataByteLimit, bytes[] factoryDeps, address refundRecipient) request) payable returns (bytes32)',
  'function requestL2TransactionTwoBridges((uint256 chainId, uint256 mintValue, uint256 l2Value, uint256 l2GasLimit, uint256 l2GasPerPubdataByteLimit, address refundRecipient, address secondBridgeAddress, uint256 secondBridgeValue, bytes secondBridgeCalldata) request) payable returns (bytes32)',
]);

export const zkAssetRouterAbi = /* @__PURE__ */ parseAbi([
  'function L1_NULLIFIER() view returns (address)',
  'function nativeTokenVault() view returns (address)',
]);

export const zkNativeTokenVaultAbi = /* @__PURE__ */ parseAbi([
  'function assetId(address token) view returns (bytes32)',
  'function l2TokenAddress(address l1Token) view returns (address)',
]);

export const zkChainContractAbi = /* @__PURE__ */ parseAbi([
  'function getTotalBatchesExecuted() view returns (uint256)',
]);

/** The legacy L2 shared bridge, which names the L1 router it answers to. */
export const zkL2SharedBridgeAbi = /* @__PURE__ */ parseAbi(['function l1SharedBridge() view returns (address)']);

/** The L2 events a withdrawal leaves, indexed by its sender: ETH's from the base token, ERC20s' from the asset router. */
export const zkWithdrawalEventsAbi = /* @__PURE__ */ parseAbi([
  'event Withdrawal(address indexed _l2Sender, address indexed _l1Receiver, uint256 _amount)',
  'event WithdrawalInitiatedAssetRouter(uint256 chainId, address indexed l2Sender, bytes32 indexed assetId, bytes assetData)',
  'event L1MessageSent(address indexed _sender, bytes32 indexed _hash, bytes _message)',
]);

/** The L1 contracts' errors a claim or a recovery is refused with (the ZK Stack's L1ContractErrors). */
export const zkErrorsAbi = /* @__PURE__ */ parseAbi([
  'error BatchNotExecuted(uint256 batchNumber)',
  'error WithdrawalAlreadyFinalized()',
  'error InvalidProof()',
  'error DepositDoesNotExist()',
]);
