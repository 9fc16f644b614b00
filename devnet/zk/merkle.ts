/**
 * The L2->L1 logs tree of a batch, as the ZK Stack builds it (docs/zk-devnet.md): leaves are the keccak256 of
 * each 88-byte packed log, the tree has 2^14 leaves, and the places without a log hold
 * L2_L1_LOGS_TREE_DEFAULT_LEAF_HASH. A proof is the plain path of 14 siblings, leaf to root.
 */
import { type Address, encodePacked, type Hex, keccak256 } from 'viem';

export const LOGS_TREE_HEIGHT = 14;
/** keccak256 of 88 zero bytes (Config.sol's L2_L1_LOGS_TREE_DEFAULT_LEAF_HASH). */
const DEFAULT_LEAF_HASH: Hex = '0x72abee45b59e344af8a6e520241c4744aff26ed411f4c4b00f8af09adada43ba';

export interface L2ToL1Log {
  readonly txNumberInBatch: number;
  readonly sender: Address;
  readonly key: Hex;
  readonly value: Hex;
}

export function logLeaf(log: L2ToL1Log): Hex {
  return keccak256(
    encodePacked(
      ['uint8', 'bool', 'uint16', 'address', 'bytes32', 'bytes32'],
      [0, true, log.txNumberInBatch, log.sender, log.key, log.value],
    ),
  );
}

function hashPair(left: Hex, right: Hex): Hex {
  return keccak256(`${left}${right.slice(2)}`);
}

/** Roots of the empty subtrees by height: the padding of a partly filled tree. */
const EMPTY_SUBTREES: readonly Hex[] = (() => {
  const hashes: Hex[] = [DEFAULT_LEAF_HASH];
  for (let height = 1; height <= LOGS_TREE_HEIGHT; height++) {
    const below = hashes[height - 1] as Hex;
    hashes.push(hashPair(below, below));
  }
  return hashes;
})();

export class LogsTree {
  /** Every level's nodes that hold a log below them, leaves first. */
  private readonly levels: Hex[][];

  constructor(leaves: readonly Hex[]) {
    if (leaves.length > 2 ** LOGS_TREE_HEIGHT) throw new Error(`A batch holds at most 2^${LOGS_TREE_HEIGHT} logs`);
    this.levels = [[...leaves]];
    for (let height = 0; height < LOGS_TREE_HEIGHT; height++) {
      const level = this.levels[height] as Hex[];
      const parents: Hex[] = [];
      for (let i = 0; i < level.length; i += 2) {
        parents.push(hashPair(level[i] as Hex, level[i + 1] ?? (EMPTY_SUBTREES[height] as Hex)));
      }
      this.levels.push(parents);
    }
  }

  get root(): Hex {
    return this.levels[LOGS_TREE_HEIGHT]?.[0] ?? (EMPTY_SUBTREES[LOGS_TREE_HEIGHT] as Hex);
  }

  proof(index: number): Hex[] {
    const path: Hex[] = [];
    let position = index;
    for (let height = 0; height < LOGS_TREE_HEIGHT; height++) {
      path.push(this.levels[height]?.[position ^ 1] ?? (EMPTY_SUBTREES[height] as Hex));
      position >>= 1;
    }
    return path;
  }
}
