/**
 * Follows every devnet chain's Mailbox: Dispatch on the origin (with the origin transaction's sender,
 * which no Hyperlane event carries) and ProcessId on the destination. As the Hyperlane scraper behind the
 * explorer does (docs/explorer.md, "The devnet indexer"), only the followed Mailbox's own logs count, and
 * nothing is stored from a read that failed: the poll stops there and the same blocks are read again.
 */
import {
  type Address,
  createPublicClient,
  type Hex,
  hexToBytes,
  hexToNumber,
  http,
  keccak256,
  type Log,
  type PublicClient,
  parseAbi,
  sliceHex,
} from 'viem';
import type { IndexerDb, TxRecord } from './db';

export const mailboxEvents = parseAbi([
  'event Dispatch(address indexed sender, uint32 indexed destination, bytes32 indexed recipient, bytes message)',
  'event ProcessId(bytes32 indexed messageId)',
]);

export interface FollowedChain {
  readonly chainId: number;
  readonly domainId: number;
  readonly rpcUrl: string;
  readonly mailbox: Address;
}

const POLL_MS = 200;

/** Hyperlane message layout: version(1) nonce(4) origin(4) sender(32) destination(4) recipient(32) body. */
function parseMessage(message: Hex) {
  return {
    nonce: hexToNumber(sliceHex(message, 1, 5)),
    origin: hexToNumber(sliceHex(message, 5, 9)),
    sender: sliceHex(message, 9, 41),
    destination: hexToNumber(sliceHex(message, 41, 45)),
    recipient: sliceHex(message, 45, 77),
  };
}

export class ChainFollower {
  private readonly client: PublicClient;
  private nextBlock = 0n;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private polling: Promise<void> = Promise.resolve();
  private readonly txCache = new Map<Hex, TxRecord>();

  constructor(
    private readonly chain: FollowedChain,
    private readonly chains: readonly FollowedChain[],
    private readonly db: IndexerDb,
    private readonly onError: (error: unknown) => void,
  ) {
    this.client = createPublicClient({ transport: http(chain.rpcUrl, { batch: true }) }) as PublicClient;
  }

  start(): void {
    const tick = () => {
      this.polling = this.poll().catch((error: unknown) => {
        if (!this.stopped) this.onError(error);
      });
      void this.polling.then(() => {
        if (!this.stopped) this.timer = setTimeout(tick, POLL_MS);
      });
    };
    tick();
  }

  /** Stops polling; resolves once a poll in flight has finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.polling;
  }

  private async poll(): Promise<void> {
    const latest = await this.client.getBlockNumber({ cacheTime: 0 });
    if (latest < this.nextBlock) return;
    const logs = await this.client.getLogs({
      address: this.chain.mailbox,
      events: mailboxEvents,
      fromBlock: this.nextBlock,
      toBlock: latest,
    });
    for (const log of logs) await this.handle(log);
    this.nextBlock = latest + 1n;
  }

  private async tx(log: Log): Promise<TxRecord> {
    const hash = log.transactionHash as Hex;
    const cached = this.txCache.get(hash);
    if (cached) return cached;
    const [transaction, block] = await Promise.all([
      this.client.getTransaction({ hash }),
      this.client.getBlock({ blockHash: log.blockHash as Hex }),
    ]);
    const record: TxRecord = {
      chainId: this.chain.chainId,
      hash: hexToBytes(hash),
      sender: hexToBytes(transaction.from),
      recipient: transaction.to ? hexToBytes(transaction.to) : null,
      blockNumber: block.number,
      timestamp: new Date(Number(block.timestamp) * 1000),
    };
    this.txCache.set(hash, record);
    return record;
  }

  private async handle(log: Log & { eventName?: string; args?: unknown }): Promise<void> {
    // The node was asked for the Mailbox's logs alone, but answers what it will: a log of another contract
    // (anyone can deploy one emitting any message id) is no Mailbox event.
    if (log.address.toLowerCase() !== this.chain.mailbox.toLowerCase()) return;
    if (log.eventName === 'Dispatch') {
      const { message } = log.args as { message: Hex };
      const parsed = parseMessage(message);
      const destination = this.chains.find((c) => c.domainId === parsed.destination);
      await this.db.addDispatch(
        {
          msgId: hexToBytes(keccak256(message)),
          nonce: parsed.nonce,
          sender: hexToBytes(parsed.sender),
          recipient: hexToBytes(parsed.recipient),
          originChainId: this.chain.chainId,
          originDomainId: parsed.origin,
          destinationChainId: destination?.chainId ?? parsed.destination,
          destinationDomainId: parsed.destination,
        },
        await this.tx(log),
      );
    } else if (log.eventName === 'ProcessId') {
      const { messageId } = log.args as { messageId: Hex };
      const mailbox = hexToBytes(this.chain.mailbox);
      await this.db.addDelivery(hexToBytes(messageId), this.chain.domainId, mailbox, await this.tx(log));
    }
  }
}
