/**
 * The token standards' ABIs the app calls (a bridge method's own contracts are in its folder, as
 * `bridge/hyperlane/abis.ts`); the devnet and the tests import it too (it is Node-free). ERC20 is viem's own.
 * Written as JSON, not with `parseAbi`: this module is on the first screen, and viem's human-readable ABI
 * parser is about 6 KB gzip of it (docs/performance.md, "First load and chunks"); `abis.test.ts` holds the
 * human-readable signatures and checks that each ABI is what they parse to.
 */
import { erc20Abi } from 'viem';

export { erc20Abi };

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
