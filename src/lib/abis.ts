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
  'event ProcessId(bytes32 indexed messageId)',
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
