/**
 * Hyperlane's incremental Merkle tree of dispatched message ids, as the origin's MerkleTreeHook keeps it on
 * chain (hyperlane-monorepo solidity/contracts/libs/Merkle.sol, `MerkleLib`) and the validator agent keeps it
 * off chain (rust/main/hyperlane-core/src/accumulator/incremental.rs): depth 32, a branch of 32 nodes and a
 * count; empty places hold the roots of empty subtrees (zero leaves). A checkpoint's index is the index of the
 * leaf just inserted (count - 1), its root the root after that insertion.
 */
import { type Hex, keccak256, zeroHash } from 'viem';

export const TREE_DEPTH = 32;
const MAX_LEAVES = 2 ** TREE_DEPTH - 1;

function hashPair(left: Hex, right: Hex): Hex {
  return keccak256(`${left}${right.slice(2)}`);
}

/** The roots of empty subtrees by height (MerkleLib's `zeroHashes`). */
const ZERO_HASHES: readonly Hex[] = (() => {
  const hashes: Hex[] = [zeroHash];
  for (let height = 1; height < TREE_DEPTH; height++) {
    const below = hashes[height - 1] as Hex;
    hashes.push(hashPair(below, below));
  }
  return hashes;
})();

export class IncrementalMerkleTree {
  private readonly branch: Hex[] = Array.from({ length: TREE_DEPTH }, () => zeroHash);
  private size = 0;

  get count(): number {
    return this.size;
  }

  /** MerkleLib.insert: the new leaf is folded into the branch up to the first level where its subtree is open. */
  insert(leaf: Hex): void {
    if (this.size >= MAX_LEAVES) throw new Error('The Merkle tree is full');
    this.size += 1;
    let size = this.size;
    let node = leaf;
    for (let height = 0; height < TREE_DEPTH; height++) {
      if ((size & 1) === 1) {
        this.branch[height] = node;
        return;
      }
      node = hashPair(this.branch[height] as Hex, node);
      size = Math.floor(size / 2);
    }
  }

  /** MerkleLib.root: each level combines the branch node (left) or an empty subtree (right) by the count's bits. */
  root(): Hex {
    let node: Hex = zeroHash;
    let index = this.size;
    for (let height = 0; height < TREE_DEPTH; height++) {
      node =
        (index & 1) === 1 ? hashPair(this.branch[height] as Hex, node) : hashPair(node, ZERO_HASHES[height] as Hex);
      index = Math.floor(index / 2);
    }
    return node;
  }
}
