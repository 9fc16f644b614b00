/**
 * The executor's one-prompt path (docs/transfers.md, "One signature"): a wallet that batches atomically
 * (EIP-5792) gets the approval and the send as one batch, still checked as the review listed them.
 */
import { type Hash, type Log, pad } from 'viem';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chainOf } from '../config';
import { MAINNET } from '../config/mainnet';
import { approval, code, plan, ROUTER, run, send as sendThroughRouter, TOKEN } from './executor.fixture';
import { fakeChain, fakeRecords, fakeWallet, OTHER, OWNER, withBatches } from './fake-chain.fixture';
import { dispatchLog } from './hyperlane/dispatch.fixture';
import { oneBatch } from './plan';
import { methodOf } from './registry';

const chain = vi.hoisted(() => ({ client: undefined as unknown }));
vi.mock('../api/chain-clients', () => ({ publicClient: () => chain.client }));

const send = sendThroughRouter();

let client: ReturnType<typeof fakeChain>;
beforeEach(() => {
  client = fakeChain();
  chain.client = client;
});

describe('the executor with a wallet that batches atomically', () => {
  it('switches, then asks once for the approval and the send, and saves at the send’s own transaction', async () => {
    const wallet = fakeWallet(1);
    const batches = withBatches(wallet, [42161]);
    const { result, steps, hashes, records } = run(plan([approval(), send]), wallet);
    const [transfer] = await result;
    expect(wallet.asked).toEqual(['switch:42161', 'batch:2']);
    expect(batches).toEqual([{ chainId: 42161, calls: [approval().call, send.call] }]);
    // Each listed request gets its own call's hash; the send's is the transfer's.
    expect(hashes).toEqual([
      [1, pad('0x1')],
      [2, pad('0x2')],
    ]);
    expect(steps).toEqual([
      ['switching', 0],
      ['approving', 1],
      ['sending', 2],
      ['confirming', 2],
    ]);
    expect(records.saved).toMatchObject([{ originTxHash: pad('0x2'), status: 'sent' }]);
    expect(transfer).toMatchObject({ originTxHash: pad('0x2'), status: 'pending', messageId: pad('0x2') });
  });

  it('saves at the one transaction that carried the whole batch, as a smart account sends it', async () => {
    const wallet = fakeWallet(42161);
    const carrier = pad('0xbeef') as Hash;
    withBatches(wallet, [42161], () => ({ status: 200, receipts: [{ transactionHash: carrier }] }));
    const { result, hashes } = run(plan([approval(), send]), wallet);
    expect(await result).toMatchObject([{ originTxHash: carrier, status: 'pending' }]);
    expect(hashes).toEqual([
      [0, carrier],
      [1, carrier],
    ]);
  });

  it('is user-rejected when the wallet refuses the batch (4001), nothing saved', async () => {
    const wallet = fakeWallet(42161);
    withBatches(wallet, [42161]);
    const batch = wallet.state.current.batch;
    if (!batch) throw new Error('no batch');
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    wallet.state.current = { ...wallet.state.current, batch: { ...batch, sendCalls: () => Promise.reject(refusal) } };
    const { result, records } = run(plan([approval(), send]), wallet);
    expect(await code(result)).toBe('user-rejected');
    expect(records.saved).toEqual([]);
  });

  it('keeps a batch whose receipt reverted as a failed transfer; one that never reached the chain sent nothing', async () => {
    const wallet = fakeWallet(42161);
    const carrier = pad('0xdead') as Hash;
    client.reverted.add(carrier);
    withBatches(wallet, [42161], () => ({ status: 500, receipts: [{ transactionHash: carrier }] }));
    const reverted = run(plan([approval(), send]), wallet);
    expect(await reverted.result).toMatchObject([
      { originTxHash: carrier, status: 'failed', errorCode: 'transaction-failed' },
    ]);
    expect(reverted.records.saved).toHaveLength(1);

    const dropped = fakeWallet(42161);
    withBatches(dropped, [42161], () => ({ status: 400, receipts: [] }));
    const notIncluded = run(plan([approval(), send]), dropped);
    expect(await code(notIncluded.result)).toBe('transaction-failed');
    expect(notIncluded.records.saved).toEqual([]);
  });

  it('says a batch the wallet never settles is unsettled, not failed, and saves nothing it cannot know', async () => {
    vi.useFakeTimers();
    try {
      const pending = fakeWallet(42161);
      withBatches(pending, [42161], () => ({ status: 100, receipts: [] }));
      const waiting = run(plan([approval(), send]), pending);
      const outcome = code(waiting.result);
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect(await outcome).toBe('batch-unsettled');
      expect(waiting.records.saved).toEqual([]);

      // A wallet that stops answering about the batch it took.
      const silent = fakeWallet(42161);
      withBatches(silent, [42161]);
      const batch = silent.state.current.batch;
      if (!batch) throw new Error('no batch');
      const callsStatus = vi.fn(() => Promise.reject(new Error('Internal JSON-RPC error')));
      silent.state.current = { ...silent.state.current, batch: { ...batch, callsStatus } };
      const gone = code(run(plan([approval(), send]), silent).result);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await gone).toBe('batch-unsettled');
      expect(callsStatus).toHaveBeenCalledTimes(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks nothing when the account changed before the batch', async () => {
    const wallet = fakeWallet(42161);
    withBatches(wallet, [42161]);
    // The user changes account in the wallet while the plan's last check reads the chain.
    const check = async () => {
      wallet.state.current = { ...wallet.state.current, address: OTHER };
    };
    const { result, records } = run(plan([approval(), send], { check }), wallet);
    expect(await code(result)).toBe('wallet-account-changed');
    expect(wallet.asked).toEqual([]);
    expect(records.saved).toEqual([]);
  });

  it('refuses the whole batch, before the wallet is asked, when one call is not what the review listed', async () => {
    const wallet = fakeWallet(42161);
    withBatches(wallet, [42161]);
    // The review names the router as spender; the approval inside the batch names another.
    const { result } = run(plan([approval('0x9999999999999999999999999999999999999999'), send]), wallet);
    expect(await code(result)).toBe('route-unsendable');
    expect(wallet.asked).toEqual([]);
  });

  it('goes request by request on a chain the wallet does not batch on', async () => {
    const elsewhere = fakeWallet(42161);
    withBatches(elsewhere, [8453]);
    await run(plan([approval(), send]), elsewhere).result;
    expect(elsewhere.asked).toEqual([`send:${TOKEN}`, `send:${ROUTER}`]);
  });

  it('sends an NFT batch’s approval and sends as one prompt, each send a transfer at its own transaction', async () => {
    const wallet = fakeWallet(42161);
    withBatches(wallet, [42161]);
    const { result, records, steps } = run(
      plan([approval(), sendThroughRouter('0xa1'), sendThroughRouter('0xa2')]),
      wallet,
    );
    const transfers = await result;
    expect(wallet.asked).toEqual(['batch:3']);
    expect(records.saved.map((saved) => saved.originTxHash)).toEqual([pad('0x2'), pad('0x3')]);
    expect(transfers).toEqual([
      expect.objectContaining({ originTxHash: pad('0x2'), status: 'pending', messageId: pad('0x2') }),
      expect.objectContaining({ originTxHash: pad('0x3'), status: 'pending', messageId: pad('0x3') }),
    ]);
    expect(transfers.every((transfer) => transfer.dispatchIndex === undefined)).toBe(true);
    expect(steps.at(-1)).toEqual(['confirming', 2]);
  });

  it('tells apart the sends one transaction carried by their dispatch, in order, each confirmed alone', async () => {
    const wallet = fakeWallet(42161);
    const carrier = pad('0xbeef') as Hash;
    withBatches(wallet, [42161], () => ({ status: 200, receipts: [{ transactionHash: carrier }] }));
    const { result, records } = run(plan([approval(), sendThroughRouter('0xa1'), sendThroughRouter('0xa2')]), wallet);
    const transfers = await result;
    expect(records.saved).toEqual([
      expect.objectContaining({ originTxHash: carrier, dispatchIndex: 0, status: 'sent' }),
      expect.objectContaining({ originTxHash: carrier, dispatchIndex: 1, status: 'sent' }),
    ]);
    expect(new Set(records.saved.map((transfer) => transfer.id)).size).toBe(2);
    expect(transfers.map((transfer) => [transfer.dispatchIndex, transfer.status])).toEqual([
      [0, 'pending'],
      [1, 'pending'],
    ]);
    // Each confirmation is recorded on its own transfer, not on its sibling.
    expect(records.updated.map(({ id }) => id)).toEqual([`${carrier}#0`, `${carrier}#1`]);
  });

  it('gives each send one transaction carried its own message: the origin Mailbox’s dispatch in its place', async () => {
    const wallet = fakeWallet(42161);
    const carrier = pad('0xbeef') as Hash;
    const mailbox = chainOf(MAINNET, 42161)?.mailbox;
    if (!mailbox) throw new Error('no Arbitrum Mailbox');
    // Both to the transfer's recipient on Abstract, the first token and the second.
    const sent = (amountOrId: bigint) => dispatchLog(mailbox, { destination: 2741, recipient: OWNER, amountOrId });
    const [first, second] = [sent(1n), sent(2n)];
    // Another contract's look-alike event between them counts for nothing.
    const fake = { ...sent(3n).log, address: ROUTER } as Log;
    client.logs.set(carrier, [first.log, fake, second.log]);
    withBatches(wallet, [42161], () => ({ status: 200, receipts: [{ transactionHash: carrier }] }));
    const { result } = run(
      plan([sendThroughRouter('0xa1'), sendThroughRouter('0xa2')]),
      wallet,
      fakeRecords(),
      methodOf('hyperlane'),
    );
    expect((await result).map((transfer) => [transfer.dispatchIndex, transfer.messageId])).toEqual([
      [0, first.id],
      [1, second.id],
    ]);
  });

  it('goes request by request for a plan whose sends are simulated first, as the review lists it', async () => {
    const simulated = plan([approval(), send], { simulate: true });
    expect(oneBatch(simulated, simulated.requests, [42161])).toEqual([]);
    const wallet = fakeWallet(42161);
    withBatches(wallet, [42161]);
    await run(simulated, wallet).result.catch(() => undefined);
    expect(wallet.asked[0]).toBe(`send:${TOKEN}`);
  });
});
