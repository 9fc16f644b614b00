import { encodeEventTopics, type Hex, type Log, padHex } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import type { NetworkChain } from '../../config/types';
import { mailboxAbi } from './abis';

/** What each fake socket's subscription was given to call with the node's answers, by socket URL. */
const pushes = new Map<string, (data: unknown) => void>();

vi.mock('viem', async (original) => ({
  ...(await original<typeof import('viem')>()),
  // A WebSocket node that answers the subscription with whatever the test pushes, as an attacker's would.
  webSocket: (url: string) => () => ({
    value: {
      subscribe: ({ onData }: { onData: (data: unknown) => void }) => {
        pushes.set(url, onData);
        return Promise.resolve({ unsubscribe: async () => {} });
      },
    },
  }),
}));

const { processedBy, watchProcessed } = await import('./sockets');

const MAILBOX = '0x979Ca5202784112f4738403dBec5D0F3B9daabB9';
const ATTACKER = '0x000000000000000000000000000000000000bEEF';
const MESSAGE: Hex = padHex('0x1234', { size: 32 });
const TX: Hex = padHex('0xabcd', { size: 32 });

function processIdLog(address: string, overrides: Partial<Log> = {}): Log {
  return {
    address: address as `0x${string}`,
    topics: encodeEventTopics({ abi: mailboxAbi, eventName: 'ProcessId', args: { messageId: MESSAGE } }) as [Hex],
    data: '0x',
    blockHash: TX,
    blockNumber: 1n,
    logIndex: 0,
    transactionHash: TX,
    transactionIndex: 0,
    removed: false,
    ...overrides,
  };
}

/** A listener on a chain whose node is the test's, and what it heard. */
async function listening(wsUrl: string) {
  const chain = { chainId: 8453, chainName: 'Base', wsUrl, mailbox: MAILBOX } as unknown as NetworkChain;
  const heard: string[] = [];
  watchProcessed(chain, { onLive: () => {}, onProcessed: (id, hash) => heard.push(`${id} ${hash}`) });
  await vi.waitFor(() => expect(pushes.has(wsUrl)).toBe(true));
  const push = (log: Log) => pushes.get(wsUrl)?.({ result: log });
  return { heard, push };
}

describe('a ProcessId heard over a WebSocket', () => {
  it('delivers when the destination Mailbox emitted it, whatever the address case', async () => {
    const { heard, push } = await listening('ws://node-1');
    push(processIdLog(MAILBOX.toLowerCase()));
    expect(heard).toEqual([`${MESSAGE} ${TX}`]);
  });

  it('delivers nothing when a node answers with a ProcessId from another contract', async () => {
    const { heard, push } = await listening('ws://node-2');
    push(processIdLog(ATTACKER));
    expect(heard).toEqual([]);
  });

  it('delivers nothing for a removed log, another event or a malformed one, and does not throw', async () => {
    const { heard, push } = await listening('ws://node-3');
    push(processIdLog(MAILBOX, { removed: true }));
    push(processIdLog(MAILBOX, { topics: [padHex('0x01', { size: 32 }), MESSAGE] }));
    push(processIdLog(MAILBOX, { topics: [] as unknown as [Hex] }));
    expect(heard).toEqual([]);
  });
});

describe('processedBy', () => {
  it('is the message and transaction of the Mailbox’s own ProcessId only', () => {
    expect(processedBy(processIdLog(MAILBOX), MAILBOX)).toEqual({ messageId: MESSAGE, transactionHash: TX });
    expect(processedBy(processIdLog(ATTACKER), MAILBOX)).toBeUndefined();
    expect(processedBy(undefined, MAILBOX)).toBeUndefined();
  });
});
