import { parseAbi } from 'viem';

export const erc20Abi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function decimals() view returns (uint8)',
]);

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

export const erc721Abi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function getApproved(uint256 tokenId) view returns (address)',
  'function isApprovedForAll(address owner, address operator) view returns (bool)',
  'function approve(address to, uint256 tokenId)',
  'function setApprovalForAll(address operator, bool approved)',
]);

export const sentTransferRemoteAbi = parseAbi([
  'event SentTransferRemote(uint32 indexed destination, bytes32 indexed recipient, uint256 amountOrId)',
]);
