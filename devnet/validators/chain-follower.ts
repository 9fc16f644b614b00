/**
 * Follows one origin chain's MerkleTreeHook as a validator does: every `InsertedIntoTree(bytes32 messageId,
 * uint32 index)` event from block 0 (the backfill), then each new block's, into an incremental Merkle tree
 * (merkle.ts), keeping the root after each insertion: what a checkpoint of that index signs.
 *
 * A reorganisation (the faults tests replace a block with anvil_reorg) is found from the block hashes: when
 * the head it read last is no longer on the chain, or the events do not follow on from its tree, or its root
 * and count differ from the hook's own (`root()`, `count()`), it reads the whole tree again from the chain
 * and says from which index the insertions changed, so the validators sign those again. The agent instead
 * signs only below a reorg period and, if its tree then disagrees with the chain, writes a reorg flag
 * (`reorg_flag.json` locally, `gcsReorgFlagKey` in Cloud Storage) and stops signing until an operator
 * clears it (hyperlane-monorepo rust/main/agents/validator/src/submit.rs; docs/hyperlane-validators.md,
 * "How the devnet differs").
 */
import { type Address, decodeAbiParameters, type Hex, keccak256, toHex } from 'viem';
import { rpc } from '../rpc';
import { IncrementalMerkleTree } from './merkle';

export interface FollowedChain {
  readonly name: string;
  readonly domainId: number;
  readonly rpcUrl: string;
  readonly mailbox: Address;
  readonly merkleTreeHook: Address;
}

/** One leaf of the tree: the message id inserted at that index, and the tree's root just after. */
export interface Insertion {
  readonly messageId: Hex;
  readonly root: Hex;
}

interface BlockHead {
  readonly number: number;
  readonly hash: Hex;
  readonly parentHash: Hex;
}

interface RawLog {
  readonly data: Hex;
  readonly blockNumber: Hex;
  readonly logIndex: Hex;
}

const INSERTED_INTO_TREE = keccak256(toHex('InsertedIntoTree(bytes32,uint32)'));
const selector = (signature: string) => keccak256(toHex(signature)).slice(0, 10) as Hex;
/** MerkleTreeHook's `root()` and `count()` (its `latestCheckpoint()` reverts on an empty tree). */
const ROOT_SELECTOR = selector('root()');
const COUNT_SELECTOR = selector('count()');

export class ChainFollower {
  private leaves: Insertion[] = [];
  private tree = new IncrementalMerkleTree();
  private head: BlockHead | undefined;

  constructor(readonly chain: FollowedChain) {}

  get insertions(): readonly Insertion[] {
    return this.leaves;
  }

  /**
   * Reads the chain's new blocks. Answers the first index whose insertion changed when the tree had to be
   * read again (a reorganisation), undefined when the tree only grew or nothing happened.
   */
  async sync(): Promise<number | undefined> {
    const latest = await this.block('latest');
    const head = this.head;
    if (head && latest.hash === head.hash) return undefined;
    if (head && (await this.extends(head, latest))) {
      const logs = await this.logs(head.number + 1, latest.number);
      if (this.append(logs) && (logs.length === 0 || (await this.matchesHook(latest.number)))) {
        this.head = latest;
        return undefined;
      }
    }
    return this.rebuild(latest);
  }

  private async extends(head: BlockHead, latest: BlockHead): Promise<boolean> {
    if (latest.number <= head.number) return false;
    if (latest.number === head.number + 1) return latest.parentHash === head.hash;
    return (await this.block(head.number)).hash === head.hash;
  }

  /** Reads the whole tree from the chain, and answers from which index it differs from the one kept. */
  private async rebuild(latest: BlockHead): Promise<number | undefined> {
    const before = this.leaves;
    this.leaves = [];
    this.tree = new IncrementalMerkleTree();
    this.head = undefined;
    if (!this.append(await this.logs(0, latest.number)))
      throw new Error(`${this.chain.name}: the MerkleTreeHook's InsertedIntoTree events skip an index`);
    if (!(await this.matchesHook(latest.number)))
      throw new Error(
        `${this.chain.name}: the tree read from the MerkleTreeHook's events (${this.leaves.length} leaves) is not the hook's own`,
      );
    this.head = latest;
    let first = 0;
    while (first < before.length && first < this.leaves.length && before[first]?.root === this.leaves[first]?.root)
      first++;
    return first === before.length && first === this.leaves.length ? undefined : first;
  }

  /** Inserts the events in order; false when one is not the next index (the tree must be read again). */
  private append(logs: readonly RawLog[]): boolean {
    for (const log of logs) {
      const [messageId, index] = decodeAbiParameters([{ type: 'bytes32' }, { type: 'uint32' }], log.data);
      if (index !== this.leaves.length) return false;
      this.tree.insert(messageId);
      this.leaves.push({ messageId, root: this.tree.root() });
    }
    return true;
  }

  /** Whether the tree kept is the hook's at `block`: its root and count. */
  private async matchesHook(block: number): Promise<boolean> {
    const call = (data: Hex) =>
      rpc<Hex>(this.chain.rpcUrl, 'eth_call', [{ to: this.chain.merkleTreeHook, data }, toHex(block)]);
    const [root, count] = await Promise.all([call(ROOT_SELECTOR), call(COUNT_SELECTOR)]);
    return root === this.tree.root() && Number(BigInt(count)) === this.leaves.length;
  }

  private async block(tag: 'latest' | number): Promise<BlockHead> {
    const block = await rpc<{ number: Hex; hash: Hex; parentHash: Hex } | null>(
      this.chain.rpcUrl,
      'eth_getBlockByNumber',
      [typeof tag === 'number' ? toHex(tag) : tag, false],
    );
    if (!block) throw new Error(`${this.chain.name}: no block ${tag}`);
    return { number: Number(block.number), hash: block.hash, parentHash: block.parentHash };
  }

  private async logs(from: number, to: number): Promise<RawLog[]> {
    const logs = await rpc<RawLog[]>(this.chain.rpcUrl, 'eth_getLogs', [
      { address: this.chain.merkleTreeHook, topics: [INSERTED_INTO_TREE], fromBlock: toHex(from), toBlock: toHex(to) },
    ]);
    return [...logs].sort(
      (a, b) => Number(a.blockNumber) - Number(b.blockNumber) || Number(a.logIndex) - Number(b.logIndex),
    );
  }
}
