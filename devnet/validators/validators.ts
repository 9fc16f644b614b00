/**
 * The devnet's Hyperlane validators (docs/hyperlane-validators.md): for each of accounts.ts's VALIDATORS and
 * each origin chain, sign every message's checkpoint (chain-follower.ts follows the chain, checkpoint.ts signs)
 * and publish it in the validator's bucket of the devnet's Cloud Storage stand-in (storage.ts), with the
 * latest index and the signed announcement, under the agent's object names (locations.ts).
 *
 * One follower per chain serves the three validators: they would all read the same events. Each validator
 * keeps how far it has signed on each chain, so one stopped (control.ts, POST /validators/<i>/stop) signs
 * nothing new, its published objects staying readable as a real bucket's would, and once started again
 * signs what was dispatched meanwhile.
 *
 * Each chain is read as soon as its node announces a block (an `eth_subscribe` to `newHeads` on the chain's
 * WebSocket), and every `pollMs` (default 250 ms) besides, should the socket miss one: the devnet's relayer
 * asks for the signatures about 0.1 s after a dispatch is mined, and when they are not there yet it waits
 * its back-off (500 ms) before asking again, which would more than double a delivery's time.
 */
import { type Hex, webSocket } from 'viem';
import type { DevnetAccount } from '../accounts';
import type { LoopbackServer } from '../ports';
import { ChainFollower, type FollowedChain } from './chain-follower';
import { type Announcement, addressToBytes32, signAnnouncement, signCheckpoint } from './checkpoint';
import {
  checkpointKey,
  GCS_ANNOUNCEMENT_KEY,
  GCS_LATEST_INDEX_KEY,
  objectName,
  storageLocation,
  validatorBucket,
} from './locations';
import { Buckets, startValidatorStorage } from './storage';

export const DEFAULT_VALIDATOR_POLL_MS = 250;

/** A chain to follow, and its node's WebSocket, heard for new blocks. */
export interface ValidatedChain extends FollowedChain {
  readonly wsUrl?: string;
}

export interface ValidatorsOptions {
  readonly chains: readonly ValidatedChain[];
  readonly validators: readonly DevnetAccount[];
  /** The storage stand-in's port (storage.ts). */
  readonly storagePort: number;
  readonly pollMs?: number;
  readonly log?: (message: string) => void;
}

/** A validator's state, as GET /validators answers it. */
export interface ValidatorState {
  readonly index: number;
  readonly address: string;
  readonly running: boolean;
  readonly bucket: string;
  /** By chain name: the highest index it has signed (-1: none), and the chain's latest index. */
  readonly chains: Record<string, { readonly signed: number; readonly latest: number }>;
}

interface Validator {
  readonly index: number;
  readonly account: DevnetAccount;
  readonly bucket: string;
  running: boolean;
  /** By chain name, the highest index signed for the chain's current tree. */
  readonly signed: Map<string, number>;
  /** By chain name, the highest checkpoint index it has in its bucket (may be past the tree after a reorg). */
  readonly published: Map<string, number>;
}

interface ChainRun {
  readonly follower: ChainFollower;
  /** Every read and signing pass of the chain, one after another. */
  queue: Promise<void>;
  timer: ReturnType<typeof setTimeout> | undefined;
  lastError: string | undefined;
  /** A read is queued and not begun: a block heard meanwhile needs no other. */
  waiting: boolean;
  /** Ends the chain's block subscription. */
  unwatch: (() => Promise<void>) | undefined;
}

export class DevnetValidators {
  private readonly runs = new Map<string, ChainRun>();
  private readonly validators: Validator[];
  private stopped = false;

  private constructor(
    private readonly options: ValidatorsOptions,
    readonly buckets: Buckets,
    private readonly server: LoopbackServer,
  ) {
    this.validators = options.validators.map((account, index) => ({
      index,
      account,
      bucket: validatorBucket(index),
      running: true,
      signed: new Map(),
      published: new Map(),
    }));
    for (const chain of options.chains)
      this.runs.set(chain.name, {
        follower: new ChainFollower(chain),
        queue: Promise.resolve(),
        timer: undefined,
        lastError: undefined,
        waiting: false,
        unwatch: undefined,
      });
  }

  /**
   * Publishes the announcements, serves the buckets, signs every checkpoint already on the chains (the
   * backfill) and follows them; resolves once all that is signed.
   */
  static async start(options: ValidatorsOptions): Promise<DevnetValidators> {
    const buckets = new Buckets();
    await Promise.all(
      options.validators.map(async (account, index) => {
        buckets.create(validatorBucket(index));
        for (const chain of options.chains) {
          const announcement: Announcement = {
            validator: account.address as Hex,
            mailbox_address: addressToBytes32(chain.mailbox),
            mailbox_domain: chain.domainId,
            storage_location: storageLocation(index, chain.name),
          };
          const signed = await signAnnouncement(account.privateKey, announcement);
          buckets.put(validatorBucket(index), objectName(chain.name, GCS_ANNOUNCEMENT_KEY), JSON.stringify(signed));
        }
      }),
    );
    const server = await startValidatorStorage(buckets, options.storagePort);
    const validators = new DevnetValidators(options, buckets, server);
    try {
      // The backfill: a failure here (a chain not answering) fails the devnet's start.
      await Promise.all(options.chains.map((chain) => validators.enqueue(chain.name, true)));
    } catch (error) {
      await validators.stop();
      throw error;
    }
    for (const chain of options.chains) {
      validators.schedule(chain.name);
      await validators.watch(chain);
    }
    return validators;
  }

  /** The storage stand-in's base URL (the manifest's `services.validatorStorageUrl`). */
  get url(): string {
    return this.server.url;
  }

  /** Stops validator `index` signing; what it published stays readable. */
  stopValidator(index: number): void {
    this.validator(index).running = false;
  }

  /** Starts validator `index` again; resolves once it has signed what every chain dispatched meanwhile. */
  async startValidator(index: number): Promise<void> {
    this.validator(index).running = true;
    await Promise.all([...this.runs.keys()].map((chain) => this.enqueue(chain, true)));
  }

  states(): ValidatorState[] {
    return this.validators.map((v) => ({
      index: v.index,
      address: v.account.address,
      running: v.running,
      bucket: v.bucket,
      chains: Object.fromEntries(
        [...this.runs].map(([chain, run]) => [
          chain,
          { signed: v.signed.get(chain) ?? -1, latest: run.follower.insertions.length - 1 },
        ]),
      ),
    }));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const run of this.runs.values()) clearTimeout(run.timer);
    await Promise.all([...this.runs.values()].map((run) => run.unwatch?.().catch(() => {})));
    await Promise.all([...this.runs.values()].map((run) => run.queue.catch(() => {})));
    await this.server.stop();
  }

  private validator(index: number): Validator {
    const found = this.validators[index];
    if (!found) throw new Error(`No devnet validator ${index} (0-${this.validators.length - 1})`);
    return found;
  }

  private schedule(chain: string): void {
    const run = this.runs.get(chain) as ChainRun;
    if (this.stopped) return;
    run.timer = setTimeout(() => {
      this.enqueue(chain, false).finally(() => this.schedule(chain));
    }, this.options.pollMs ?? DEFAULT_VALIDATOR_POLL_MS);
  }

  /** Reads `chain` whenever its node announces a block; without a socket (or if it fails) the poll still reads it. */
  private async watch(chain: ValidatedChain): Promise<void> {
    const run = this.runs.get(chain.name) as ChainRun;
    if (!chain.wsUrl) return;
    try {
      const socket = webSocket(chain.wsUrl, { reconnect: { attempts: 10, delay: 1000 }, keepAlive: false })({
        retryCount: 0,
      }).value;
      if (!socket) return;
      const subscription = await socket.subscribe({
        params: ['newHeads'],
        onData: () => this.enqueue(chain.name, false),
        onError: () => {},
      });
      run.unwatch = async () => {
        await subscription.unsubscribe().catch(() => {});
        (await socket.getRpcClient()).close();
      };
    } catch (error) {
      this.options.log?.(
        `validators: ${chain.name}'s blocks are not heard on ${chain.wsUrl} (${error instanceof Error ? error.message : String(error)}); read every ${this.options.pollMs ?? DEFAULT_VALIDATOR_POLL_MS} ms`,
      );
    }
  }

  /** Reads `chain` and signs for every running validator, after what is queued; `raise` to see a failure. */
  private enqueue(chain: string, raise: boolean): Promise<void> {
    const run = this.runs.get(chain) as ChainRun;
    // A read queued and not begun will see what this one would.
    if (run.waiting && !raise) return run.queue;
    run.waiting = true;
    const pass = run.queue.then(() => {
      run.waiting = false;
      return this.tick(run);
    });
    run.queue = pass.then(
      () => {
        if (run.lastError) this.options.log?.(`validators: ${chain} read again`);
        run.lastError = undefined;
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        // Said once, not every poll; a devnet stopping ends its chains before the validators.
        if (message !== run.lastError && !this.stopped) this.options.log?.(`validators: ${chain}: ${message}`);
        run.lastError = message;
      },
    );
    return raise ? pass : run.queue;
  }

  private async tick(run: ChainRun): Promise<void> {
    if (this.stopped) return;
    const chain = run.follower.chain.name;
    const changedFrom = await run.follower.sync();
    if (changedFrom !== undefined) {
      // A reorganisation: what was signed from there on no longer is the chain's.
      for (const v of this.validators) v.signed.set(chain, Math.min(v.signed.get(chain) ?? -1, changedFrom - 1));
    }
    for (const v of this.validators) if (v.running) await this.sign(v, run);
  }

  /** Publishes `validator`'s checkpoints of `run`'s chain up to the tree's latest index. */
  private async sign(validator: Validator, run: ChainRun): Promise<void> {
    const { chain } = run.follower;
    const insertions = run.follower.insertions;
    const latest = insertions.length - 1;
    const signedBefore = validator.signed.get(chain.name) ?? -1;
    const published = validator.published.get(chain.name) ?? -1;
    if (signedBefore === latest && published === latest) return;
    // Checkpoints past the tree after a reorganisation are taken down; the others are signed again.
    for (let index = latest + 1; index <= published; index++)
      this.buckets.delete(validator.bucket, objectName(chain.name, checkpointKey(index)));
    let signed = signedBefore;
    for (let index = signedBefore + 1; index <= latest && validator.running && !this.stopped; index++) {
      const insertion = insertions[index];
      if (!insertion) break;
      const checkpoint = await signCheckpoint(validator.account.privateKey, {
        checkpoint: {
          merkle_tree_hook_address: addressToBytes32(chain.merkleTreeHook),
          mailbox_domain: chain.domainId,
          root: insertion.root,
          index,
        },
        message_id: insertion.messageId,
      });
      // Stopped while signing: it publishes nothing more.
      if (!validator.running) break;
      this.buckets.put(validator.bucket, objectName(chain.name, checkpointKey(index)), JSON.stringify(checkpoint));
      signed = index;
    }
    validator.signed.set(chain.name, signed);
    // Stopped part-way, it may still hold checkpoints of the tree before a reorganisation up to `latest`.
    validator.published.set(chain.name, Math.max(signed, Math.min(published, latest)));
    const latestKey = objectName(chain.name, GCS_LATEST_INDEX_KEY);
    if (signed >= 0) this.buckets.put(validator.bucket, latestKey, JSON.stringify(signed));
    else this.buckets.delete(validator.bucket, latestKey);
  }
}
