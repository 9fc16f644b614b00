/**
 * Every contract ABI the app calls, in one place; the devnet and the tests import it too (it is Node-free).
 * The token standards are viem's own.
 */
import { erc20Abi, parseAbi, erc721Abi as standardErc721Abi } from 'viem';

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

/** viem's ERC-721, plus ERC721Enumerable's tokenOfOwnerByIndex, which it leaves out. */
export const erc721Abi = [
  ...standardErc721Abi,
  ...parseAbi(['function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)']),
] as const;

export const sentTransferRemoteAbi = parseAbi([
  'event SentTransferRemote(uint32 indexed destination, bytes32 indexed recipient, uint256 amountOrId)',
]);
