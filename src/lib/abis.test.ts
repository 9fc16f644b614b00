import { parseAbi } from 'viem';
import { expect, it } from 'vitest';
import { erc721Abi } from './abis';

/** The contracts' signatures as Solidity states them; the app ships their JSON (`abis.ts` says why). */
const SIGNATURES = {
  erc721Abi: [
    'function balanceOf(address owner) view returns (uint256)',
    'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
    'function ownerOf(uint256 tokenId) view returns (address)',
    'function getApproved(uint256 tokenId) view returns (address)',
    'function isApprovedForAll(address owner, address operator) view returns (bool)',
    'function approve(address to, uint256 tokenId)',
    'function setApprovalForAll(address operator, bool approved)',
    'function transferFrom(address from, address to, uint256 tokenId)',
  ],
};

const SHIPPED = { erc721Abi };

it.each(Object.keys(SIGNATURES) as (keyof typeof SIGNATURES)[])('%s is what its signatures parse to', (name) => {
  expect(SHIPPED[name]).toEqual(parseAbi(SIGNATURES[name]));
});
