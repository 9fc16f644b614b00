/**
 * Why a late Hyperlane transfer is not delivered (docs/transfers.md, "Late transfers"): each check from what
 * the chains answer, and a read that fails is "could not check", never "delivered".
 */
import { InterchainGasPaymaster__factory, Mailbox__factory } from '@hyperlane-xyz/core';
import {
  type Address,
  encodeAbiParameters,
  encodeEventTopics,
  encodePacked,
  type Hex,
  keccak256,
  type Log,
  pad,
  toHex,
} from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAINNET } from '../../config/mainnet';
import type { SavedTransfer } from '../saved-transfers';
import { hyperlane } from '.';
import { dispatchEventsAbi, dispatchedMessage } from './dispatched';
import { diagnoseLate } from './late';

/** One answer per read, by chain and what is asked; a function that throws is a failed read. */
const chains = vi.hoisted(() => ({
  answers: {} as Record<string, () => unknown>,
  asked: [] as string[],
}));
vi.mock('../../api/chain-clients', () => {
  const client = (chain: { chainId: number }) => {
    const answer = async (what: string) => {
      chains.asked.push(`${chain.chainId}:${what}`);
      const reply = chains.answers[`${chain.chainId}:${what}`];
      if (!reply) throw new Error(`nothing answers ${chain.chainId}:${what}`);
      return reply();
    };
    return {
      getTransactionReceipt: () => answer('receipt'),
      readContract: (args: { functionName: string }) => answer(args.functionName),
    };
  };
  return { publicClient: client, freshClient: client };
});

const ARBITRUM_MAILBOX: Address = '0x979Ca5202784112f4738403dBec5D0F3B9daabB9';
const ARBITRUM_ROUTER: Address = '0x37687d638EA2D25Df5350D37d5BccBF7Fff1F2B3';
const BASE_ROUTER: Address = '0xF1572d1Da5c3CcE14eE5a1c9327d17e9ff0E3f43';
const IGP: Address = '0x3b6044acd6767f017e99318AA6Ef93b7B06A5a22';
const BASE_DOMAIN = 8453;
const ARBITRUM_DOMAIN = 42161;

const BODY = encodePacked(['uint8', 'uint32', 'uint32'], [3, 7, ARBITRUM_DOMAIN]);
const MESSAGE_ID = keccak256(BODY);
const QUOTE = 50_000_000_000_000n;

function log(address: Address, topics: Hex[], data: Hex): Log {
  return { address, topics: topics as [Hex, ...Hex[]], data } as Log;
}

function dispatchLog(from: Address = ARBITRUM_MAILBOX, message: Hex = BODY): Log {
  const topics = encodeEventTopics({
    abi: dispatchEventsAbi,
    eventName: 'Dispatch',
    args: { sender: ARBITRUM_ROUTER, destination: BASE_DOMAIN, recipient: pad(BASE_ROUTER) },
  });
  return log(from, topics as Hex[], encodeAbiParameters([{ type: 'bytes' }], [message]));
}

function gasPaymentLog(payment: bigint, messageId: Hex = MESSAGE_ID, domain = BASE_DOMAIN): Log {
  const topics = encodeEventTopics({
    abi: dispatchEventsAbi,
    eventName: 'GasPayment',
    args: { messageId, destinationDomain: domain },
  });
  return log(
    IGP,
    topics as Hex[],
    encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [200_000n, payment]),
  );
}

const late = {
  method: 'hyperlane',
  status: 'pending',
  originChainId: 42161,
  destinationChainId: 8453,
  messageId: MESSAGE_ID,
  sentAt: 0,
} as unknown as SavedTransfer;

/** The chains of a transfer dispatched, paid at the quote, not delivered, its route enrolled. */
function healthyChains(logs: Log[] = [dispatchLog(), gasPaymentLog(QUOTE)]) {
  chains.answers = {
    '42161:receipt': () => ({ logs }),
    '42161:quoteGasPayment': () => QUOTE,
    '8453:delivered': () => false,
    '8453:routers': () => pad(ARBITRUM_ROUTER),
  };
}

const findings = async () =>
  Object.fromEntries((await diagnoseLate(MAINNET, transfer)).checks.map((check) => [check.key, check.finding]));

// Each test's transfer has an origin transaction of its own: a receipt, once read, is not read again.
let transfer: SavedTransfer;
let sent = 0;
beforeEach(() => {
  chains.asked = [];
  healthyChains();
  sent += 1;
  transfer = { ...late, originTxHash: pad(toHex(sent)) };
});

describe('the events it reads', () => {
  it("are @hyperlane-xyz/core's Mailbox `Dispatch` and InterchainGasPaymaster `GasPayment`", () => {
    const strip = (abi: readonly { type: string; name?: string; inputs?: readonly object[] }[], name: string) =>
      abi
        .filter((item) => item.type === 'event' && item.name === name)
        .map((item) => ({
          name: item.name,
          type: item.type,
          inputs: (item.inputs as { type: string; name: string; indexed: boolean }[]).map(
            ({ type, name: input, indexed }) => ({ type, name: input, indexed: indexed === true }),
          ),
        }));
    expect(strip(dispatchEventsAbi, 'Dispatch')).toEqual(strip(Mailbox__factory.abi, 'Dispatch'));
    expect(strip(dispatchEventsAbi, 'GasPayment')).toEqual(strip(InterchainGasPaymaster__factory.abi, 'GasPayment'));
  });
});

describe('diagnoseLate', () => {
  it('says dispatched, gas covered, not delivered, router enrolled, reading each chain in two same-tick rounds', async () => {
    expect(await findings()).toEqual({
      dispatched: 'yes',
      gas: 'yes',
      delivered: 'no',
      router: 'yes',
      validators: 'unknown',
    });
    expect(chains.asked).toEqual(['42161:receipt', '8453:delivered', '42161:quoteGasPayment', '8453:routers']);
  });

  it('reads a mined origin receipt once, however many rounds follow; a failed read is tried again', async () => {
    await findings();
    chains.asked = [];
    expect(await findings()).toMatchObject({ dispatched: 'yes' });
    expect(chains.asked).toEqual(['8453:delivered', '42161:quoteGasPayment', '8453:routers']);

    transfer = { ...transfer, originTxHash: pad('0xfa11ed') };
    chains.answers['42161:receipt'] = () => {
      throw new Error('RPC down');
    };
    expect(await findings()).toMatchObject({ dispatched: 'unknown' });
    healthyChains();
    chains.asked = [];
    expect(await findings()).toMatchObject({ dispatched: 'yes' });
    expect(chains.asked).toContain('42161:receipt');
  });

  it('says delivered only when the destination Mailbox says so', async () => {
    chains.answers['8453:delivered'] = () => true;
    expect((await findings()).delivered).toBe('yes');
  });

  it('says the gas does not cover the quote when the payment is below today’s quote', async () => {
    chains.answers['42161:quoteGasPayment'] = () => QUOTE + 1n;
    expect((await findings()).gas).toBe('no');
  });

  it('says the gas does not cover it when nothing was paid for this message (another id or destination)', async () => {
    healthyChains([dispatchLog(), gasPaymentLog(QUOTE, pad('0x01')), gasPaymentLog(QUOTE, MESSAGE_ID, 1)]);
    expect((await findings()).gas).toBe('no');
  });

  it('says the destination router no longer accepts the origin when it enrolled another router, or none', async () => {
    for (const enrolled of [pad('0x00'), pad('0xdead')]) {
      chains.answers['8453:routers'] = () => enrolled;
      expect((await findings()).router).toBe('no');
    }
  });

  it('says not dispatched when the receipt holds no Dispatch of this id from the configured Mailbox', async () => {
    // An attacker's contract in the call emits a Dispatch that looks right, from its own address.
    healthyChains([dispatchLog(IGP), gasPaymentLog(QUOTE)]);
    expect(await findings()).toEqual({
      dispatched: 'no',
      gas: 'unknown',
      delivered: 'no',
      router: 'unknown',
      validators: 'unknown',
    });
  });

  it('says "could not check" for each read that fails, never "delivered"', async () => {
    chains.answers['8453:delivered'] = () => {
      throw new Error('fetch failed');
    };
    chains.answers['42161:quoteGasPayment'] = () => {
      throw new Error('timeout');
    };
    chains.answers['8453:routers'] = () => {
      throw new SyntaxError('Unexpected token');
    };
    expect(await findings()).toEqual({
      dispatched: 'yes',
      gas: 'unknown',
      delivered: 'unknown',
      router: 'unknown',
      validators: 'unknown',
    });
  });

  it('says "could not check" for all that needs the receipt when the origin RPC fails', async () => {
    chains.answers['42161:receipt'] = () => {
      throw new Error('fetch failed');
    };
    expect(await findings()).toEqual({
      dispatched: 'unknown',
      gas: 'unknown',
      delivered: 'no',
      router: 'unknown',
      validators: 'unknown',
    });
  });
});

describe('dispatchedMessage', () => {
  it('sums every payment for the message to its destination', () => {
    const message = dispatchedMessage(
      [dispatchLog(), gasPaymentLog(10n), gasPaymentLog(5n)],
      ARBITRUM_MAILBOX,
      MESSAGE_ID,
    );
    expect(message).toEqual({
      sender: ARBITRUM_ROUTER,
      recipient: pad(BASE_ROUTER).toLowerCase(),
      destinationDomain: BASE_DOMAIN,
      paid: 15n,
      message: expect.stringMatching(/^0x/),
    });
  });

  it('is nothing when the Dispatch carries another message than the id', () => {
    expect(dispatchedMessage([dispatchLog(ARBITRUM_MAILBOX, '0x01')], ARBITRUM_MAILBOX, MESSAGE_ID)).toBeUndefined();
  });
});

describe('hyperlane.late', () => {
  it("is late after the network's Hyperlane delivery time, else the usual 5 minutes", () => {
    expect(hyperlane.late?.afterSeconds(MAINNET)).toBe(300);
    expect(hyperlane.late?.afterSeconds({ ...MAINNET, hyperlaneDeliverySeconds: 15 })).toBe(15);
  });
});
