/**
 * The devnet's relayer: the official HyperlaneRelayer class, relaying every chain to every chain.
 * Run as a child process by relayer.ts. It loads its (slow to import) libraries at once, then waits for
 * its configuration as the first line on stdin, so the parent can start it while the chains come up.
 * Prints one JSON line per event on stdout: `loaded` once its libraries are, `ready` once it relays and has
 * queued what was sent while it was not running, `fatal` when it cannot start (devnet/relayer-start.ts).
 * Every Mailbox's default ISM is the devnet validators' multisig: the relayer builds its metadata from their
 * signed checkpoints, read through the SDK from `https://storage.googleapis.com`, which this process sends to
 * the devnet's storage stand-in instead (validators/redirect.ts; docs/hyperlane-validators.md).
 */
import readline from 'node:readline';
import { HyperlaneRelayer, type RelayerEvent } from '@hyperlane-xyz/relayer';
import { HyperlaneCore } from '@hyperlane-xyz/sdk';
import { messageId } from '@hyperlane-xyz/utils';
import { RELAYER } from './accounts';
import { devnetChain } from './chains';
import { devnetMultiProvider } from './hyperlane';
import { redirectGoogleStorage } from './validators/redirect';

export interface RelayerConfig {
  readonly chains: readonly { name: string; rpcUrl: string }[];
  /** Every chain's core addresses, origin `validatorAnnounce` included: the multisig metadata reads it. */
  readonly core: Record<string, Record<string, string>>;
  /** The devnet's Cloud Storage stand-in (validators/storage.ts), where the validators' checkpoints are read. */
  readonly validatorStorageUrl: string;
}

function emit(event: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify(event)}\n`);
}

function relayerEventLine(event: RelayerEvent): Record<string, unknown> | undefined {
  switch (event.type) {
    case 'messageRelayed':
      return {
        type: event.type,
        messageId: event.messageId,
        from: event.originChain,
        to: event.destinationChain,
        ms: event.durationMs,
      };
    case 'messageFailed':
      return {
        type: event.type,
        messageId: event.messageId,
        from: event.originChain,
        to: event.destinationChain,
        error: String(event.error),
      };
    default:
      return undefined;
  }
}

/** Exit when the parent's end of stdin closes: the devnet died, so nothing is left to relay for. */
function exitWithParent(cleanup: () => void): void {
  process.stdin.on('end', () => {
    cleanup();
    process.exit(0);
  });
  process.stdin.resume();
}

function firstLineOfStdin(): Promise<string> {
  return new Promise((resolve) => {
    const lines = readline.createInterface({ input: process.stdin });
    lines.once('line', (line) => resolve(line));
  });
}

async function main(): Promise<void> {
  let relayer: HyperlaneRelayer | undefined;
  exitWithParent(() => relayer?.stop());
  process.on('SIGTERM', () => {
    relayer?.stop();
    process.exit(0);
  });
  emit({ type: 'loaded' });
  const config = JSON.parse(await firstLineOfStdin()) as RelayerConfig;
  globalThis.fetch = redirectGoogleStorage(globalThis.fetch, config.validatorStorageUrl);
  const endpoints = config.chains.map((c) => ({ chain: devnetChain(c.name), rpcUrl: c.rpcUrl }));
  const multiProvider = devnetMultiProvider(endpoints, RELAYER.privateKey);
  const core = HyperlaneCore.fromAddressesMap(config.core, multiProvider);
  relayer = new HyperlaneRelayer({
    core,
    retryTimeout: 500,
    observer: {
      onEvent: (event) => {
        const line = relayerEventLine(event);
        if (line) emit(line);
      },
    },
  });

  relayer.start();
  // The relayer only hears dispatches from now on: queue those sent while it was not running.
  let queued = 0;
  for (const { chain } of endpoints) {
    const mailbox = core.getContracts(chain.name).mailbox;
    const dispatches = await mailbox.queryFilter(mailbox.filters.Dispatch(), 0, 'latest');
    for (const dispatch of dispatches) {
      const message = dispatch.args.message;
      const id = messageId(message);
      const parsed = HyperlaneCore.parseDispatchedMessage(message);
      if (await core.isDelivered(parsed)) continue;
      relayer.backlog.push({ attempts: 0, lastAttempt: Date.now(), message, dispatchTx: dispatch.transactionHash });
      queued += 1;
      emit({ type: 'backfilled', messageId: id });
    }
  }
  emit({ type: 'ready', queued });
}

main().catch((error: unknown) => {
  emit({ type: 'fatal', error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
