import { keccak256, zeroHash } from 'viem';
import { describe, expect, it } from 'vitest';
import { LOGS_TREE_HEIGHT, LogsTree, logLeaf } from './merkle';

function rootFromProof(leaf: `0x${string}`, index: number, proof: readonly `0x${string}`[]): string {
  let node = leaf;
  let position = index;
  for (const sibling of proof) {
    node = keccak256(position % 2 === 0 ? `${node}${sibling.slice(2)}` : `${sibling}${node.slice(2)}`);
    position >>= 1;
  }
  return node;
}

describe('the L2->L1 logs tree', () => {
  it('pads with the default leaf: an empty leaf is keccak256 of 88 zero bytes', () => {
    expect(keccak256(new Uint8Array(88))).toBe('0x72abee45b59e344af8a6e520241c4744aff26ed411f4c4b00f8af09adada43ba');
  });

  it('gives every log a 14-step path to the root', () => {
    const leaves = [0, 1, 2].map((n) =>
      logLeaf({
        txNumberInBatch: n,
        sender: '0x0000000000000000000000000000000000008008',
        key: zeroHash,
        value: keccak256(`0x0${n}`),
      }),
    );
    const tree = new LogsTree(leaves);
    leaves.forEach((leaf, index) => {
      const proof = tree.proof(index);
      expect(proof).toHaveLength(LOGS_TREE_HEIGHT);
      expect(rootFromProof(leaf, index, proof)).toBe(tree.root);
    });
    expect(new LogsTree(leaves.slice(0, 2)).root).not.toBe(tree.root);
  });
});
