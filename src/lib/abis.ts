/**
 * Every contract ABI the app calls, in one place; the devnet and the tests import it too (it is Node-free).
 * ERC20 is viem's own. Written as JSON, not with `parseAbi`: this module is on the first screen, and viem's
 * human-readable ABI parser is about 6 KB gzip of it (docs/performance.md, "First load and chunks");
 * `abis.test.ts` holds the human-readable signatures and checks that each ABI is what they parse to.
 */
import { erc20Abi } from 'viem';

export { erc20Abi };

/** What a route's verification asks a Hyperlane warp router (docs/routes.md). */
export const warpRouterAbi = [
  { name: 'mailbox', type: 'function', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  {
    name: 'routers',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'uint32', name: 'domain' }],
    outputs: [{ type: 'bytes32' }],
  },
  { name: 'wrappedToken', type: 'function', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  { name: 'owner', type: 'function', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
  {
    name: 'interchainSecurityModule',
    type: 'function',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'address' }],
  },
  { name: 'hook', type: 'function', stateMutability: 'view', inputs: [], outputs: [{ type: 'address' }] },
] as const;

export const tokenRouterAbi = [
  {
    name: 'quoteGasPayment',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'uint32', name: 'destinationDomain' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    name: 'transferRemote',
    type: 'function',
    stateMutability: 'payable',
    inputs: [
      { type: 'uint32', name: 'destination' },
      { type: 'bytes32', name: 'recipient' },
      { type: 'uint256', name: 'amountOrId' },
    ],
    outputs: [{ type: 'bytes32', name: 'messageId' }],
  },
] as const;

export const mailboxAbi = [
  {
    name: 'delivered',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'bytes32', name: 'messageId' }],
    outputs: [{ type: 'bool' }],
  },
  {
    name: 'Dispatch',
    type: 'event',
    inputs: [
      { type: 'address', name: 'sender', indexed: true },
      { type: 'uint32', name: 'destination', indexed: true },
      { type: 'bytes32', name: 'recipient', indexed: true },
      { type: 'bytes', name: 'message' },
    ],
  },
  { name: 'DispatchId', type: 'event', inputs: [{ type: 'bytes32', name: 'messageId', indexed: true }] },
  { name: 'ProcessId', type: 'event', inputs: [{ type: 'bytes32', name: 'messageId', indexed: true }] },
] as const;

/**
 * The ERC-721 calls the app makes, with ERC721Enumerable's tokenOfOwnerByIndex, which viem's `erc721Abi`
 * leaves out. Only these: this module is on the first screen, and viem's whole standard ABI is not needed.
 */
export const erc721Abi = [
  {
    name: 'balanceOf',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'address', name: 'owner' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    name: 'tokenOfOwnerByIndex',
    type: 'function',
    stateMutability: 'view',
    inputs: [
      { type: 'address', name: 'owner' },
      { type: 'uint256', name: 'index' },
    ],
    outputs: [{ type: 'uint256' }],
  },
  {
    name: 'ownerOf',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'uint256', name: 'tokenId' }],
    outputs: [{ type: 'address' }],
  },
  {
    name: 'getApproved',
    type: 'function',
    stateMutability: 'view',
    inputs: [{ type: 'uint256', name: 'tokenId' }],
    outputs: [{ type: 'address' }],
  },
  {
    name: 'isApprovedForAll',
    type: 'function',
    stateMutability: 'view',
    inputs: [
      { type: 'address', name: 'owner' },
      { type: 'address', name: 'operator' },
    ],
    outputs: [{ type: 'bool' }],
  },
  {
    name: 'approve',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [
      { type: 'address', name: 'to' },
      { type: 'uint256', name: 'tokenId' },
    ],
    outputs: [],
  },
  {
    name: 'setApprovalForAll',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [
      { type: 'address', name: 'operator' },
      { type: 'bool', name: 'approved' },
    ],
    outputs: [],
  },
  {
    name: 'transferFrom',
    type: 'function',
    stateMutability: 'nonpayable',
    inputs: [
      { type: 'address', name: 'from' },
      { type: 'address', name: 'to' },
      { type: 'uint256', name: 'tokenId' },
    ],
    outputs: [],
  },
] as const;

export const sentTransferRemoteAbi = [
  {
    name: 'SentTransferRemote',
    type: 'event',
    inputs: [
      { type: 'uint32', name: 'destination', indexed: true },
      { type: 'bytes32', name: 'recipient', indexed: true },
      { type: 'uint256', name: 'amountOrId' },
    ],
  },
] as const;
