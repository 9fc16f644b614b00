import { type Hex, keccak256, toHex, zeroHash } from 'viem';
import { describe, expect, it } from 'vitest';
import { IncrementalMerkleTree, TREE_DEPTH } from './merkle';

/** The root computed the long way: every level of a depth-32 tree, empty places as empty subtrees. */
function fullRoot(leaves: readonly Hex[]): Hex {
  let level = [...leaves];
  let empty: Hex = zeroHash;
  for (let height = 0; height < TREE_DEPTH; height++) {
    const next: Hex[] = [];
    for (let i = 0; i < Math.max(level.length, 1); i += 2)
      next.push(keccak256(`${level[i] ?? empty}${(level[i + 1] ?? empty).slice(2)}`));
    level = next;
    empty = keccak256(`${empty}${empty.slice(2)}`);
  }
  return level[0] as Hex;
}

describe('the incremental Merkle tree', () => {
  it("has the empty tree's root of MerkleLib", () => {
    // MerkleTreeHook.root() of a fresh hook (MerkleLib's zero hashes folded 32 times).
    expect(new IncrementalMerkleTree().root()).toBe(fullRoot([]));
    expect(new IncrementalMerkleTree().root()).toBe(
      '0x27ae5ba08d7291c96c8cbddcc148bf48a6d68c7974b94356f53754ef6171d757',
    );
  });

  it('gives the root of the whole tree after each insertion', () => {
    const tree = new IncrementalMerkleTree();
    const leaves: Hex[] = [];
    for (let i = 0; i < 9; i++) {
      const leaf = keccak256(toHex(`message ${i}`));
      leaves.push(leaf);
      tree.insert(leaf);
      expect(tree.count).toBe(i + 1);
      expect(tree.root()).toBe(fullRoot(leaves));
    }
  });
});
