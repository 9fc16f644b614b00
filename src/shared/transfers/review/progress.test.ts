import { describe, expect, it } from 'vitest';
import { savedTransfer } from '../../../../tests/support/saved-transfer.fixture';
import { methodOf, type PlannedRequest } from '../../../bridge';
import { transferOrigin } from '../../../bridge/saved-transfers';
import { MAINNET } from '../../../config/mainnet';
import { type Progress, progressReducer, savedProgress, startProgress, stepperView, transfersOf } from './progress';

const CONTRACT = {
  address: '0x6666666666666666666666666666666666666666',
  role: 'warp-route',
  chainId: 42161,
  trust: 'built-in',
} as const;
/** What follows the origin transaction, as the methods name it: a Hyperlane delivery, a zk deposit's and withdrawal's. */
const DELIVERED = methodOf('hyperlane').arrival(MAINNET, { originChainId: 42161, destinationChainId: 2741 });
const DEPOSIT = methodOf('zk').arrival(MAINNET, { originChainId: 1, destinationChainId: 2741 });
const WITHDRAWAL = methodOf('zk').arrival(MAINNET, { originChainId: 2741, destinationChainId: 1 });
const CALL = { chainId: 42161, to: CONTRACT.address, data: '0x' } as const;
const RECORD = { kind: 'transfer', transfer: savedTransfer({}) } as const;
const REQUESTS: PlannedRequest[] = [
  { kind: 'switch', chainId: 42161 },
  { kind: 'approve', chainId: 42161, token: CONTRACT.address, amount: 1n, spender: CONTRACT, call: CALL },
  { kind: 'send', chainId: 42161, contract: CONTRACT, value: 2n, call: CALL, record: RECORD },
];
const APPROVE = `0x${'a'.repeat(64)}` as const;
const SEND = `0x${'b'.repeat(64)}` as const;
const DELIVERY = `0x${'c'.repeat(64)}` as const;

const saved = (hash: `0x${string}`) => ({ type: 'saved', id: transferOrigin({ originTxHash: hash }) }) as const;
const run = (events: Parameters<typeof progressReducer>[1][]): Progress =>
  events.reduce(progressReducer, startProgress(REQUESTS, DELIVERED));
const states = (progress: Progress, transfers = [] as ReturnType<typeof savedTransfer>[]) =>
  stepperView(progress, transfers).map((step) => step.state);

describe('progress', () => {
  it('marks each step as the send reports it, with each hash on its own step', () => {
    const approving = run([
      { type: 'step', index: 0 },
      { type: 'step', index: 1 },
      { type: 'hash', index: 1, hash: APPROVE },
    ]);
    expect(states(approving)).toEqual(['done', 'current', 'waiting', 'waiting']);
    expect(stepperView(approving, [])[1]?.hash).toBe(APPROVE);
    const sent = run([
      { type: 'step', index: 1 },
      { type: 'hash', index: 1, hash: APPROVE },
      { type: 'step', index: 2 },
      { type: 'hash', index: 2, hash: SEND },
      saved(SEND),
      { type: 'done' },
    ]);
    const transfer = savedTransfer({ originTxHash: SEND, status: 'pending' });
    expect(states(sent, [transfer])).toEqual(['done', 'done', 'done', 'current']);
    expect(stepperView(sent, [transfer])[2]?.hash).toBe(SEND);
  });

  it('finishes with the delivery as the saved transfer reports it, linked to its destination transaction', () => {
    const sent = run([saved(SEND), { type: 'done' }]);
    const delivered = savedTransfer({ originTxHash: SEND, status: 'delivered', destinationTxHash: DELIVERY });
    const last = stepperView(sent, [delivered]).at(-1);
    expect(last).toMatchObject({ kind: 'delivered', state: 'done', hash: DELIVERY, chainId: 2741 });
  });

  it('waits for delivery until the last send of a batch is sent, even when the first token already arrived', () => {
    const first = `0x${'d'.repeat(64)}` as const;
    const batch: PlannedRequest[] = [
      { kind: 'send', chainId: 42161, contract: CONTRACT, value: 2n, call: CALL, record: RECORD },
      { kind: 'send', chainId: 42161, contract: CONTRACT, value: 2n, call: CALL, record: RECORD },
    ];
    const oneSent = [
      { type: 'step', index: 0 },
      { type: 'hash', index: 0, hash: first },
      saved(first),
      { type: 'step', index: 1 },
    ] as const;
    const progress = oneSent.reduce(progressReducer, startProgress(batch, DELIVERED));
    const delivered = savedTransfer({ originTxHash: first, status: 'delivered' });
    expect(stepperView(progress, [delivered]).map((step) => step.state)).toEqual(['done', 'current', 'waiting']);
    const all = progressReducer(progress, { type: 'done' });
    expect(stepperView(all, [delivered]).at(-1)?.state).toBe('done');
  });

  it('says a refused approval failed, and that nothing was sent', () => {
    const failed = run([
      { type: 'step', index: 1 },
      { type: 'failed', message: 'You rejected the request in your wallet.' },
    ]);
    const steps = stepperView(failed, []);
    expect(steps.map((s) => s.state)).toEqual(['done', 'failed', 'waiting', 'waiting']);
    expect(steps[1]).toMatchObject({ message: 'You rejected the request in your wallet.', advice: 'retry' });
  });

  it('says the approval stays when the send after it is refused', () => {
    const failed = run([
      { type: 'step', index: 1 },
      { type: 'hash', index: 1, hash: APPROVE },
      { type: 'step', index: 2 },
      { type: 'failed', message: 'no' },
    ]);
    expect(stepperView(failed, [])[2]).toMatchObject({ state: 'failed', advice: 'retry-approved' });
  });

  it('says the send failed on chain when its receipt reverted while it was being confirmed', () => {
    const failed = run([
      { type: 'step', index: 1 },
      { type: 'hash', index: 1, hash: APPROVE },
      { type: 'step', index: 2 },
      { type: 'hash', index: 2, hash: SEND },
      saved(SEND),
      // Confirming is the last send's step: it stays under way until the receipt says.
      { type: 'step', index: 2 },
      { type: 'failed', message: 'Transaction failed' },
    ]);
    const steps = stepperView(failed, [savedTransfer({ originTxHash: SEND, status: 'failed' })]);
    expect(steps.map((step) => step.state)).toEqual(['done', 'done', 'failed', 'waiting']);
    expect(steps[2]).toMatchObject({ message: 'Transaction failed', advice: 'see-history', hash: SEND });
  });

  it('walks a zk withdrawal through ready to claim and claimed', () => {
    const transfer = savedTransfer({ originTxHash: SEND, status: 'pending' });
    const progress = savedProgress(transfer, WITHDRAWAL);
    expect(states(progress, [transfer])).toEqual(['done', 'current', 'waiting']);
    expect(states(progress, [{ ...transfer, status: 'claimable' }])).toEqual(['done', 'done', 'current']);
    const claimed = { ...transfer, status: 'delivered' as const, destinationTxHash: DELIVERY };
    expect(stepperView(progress, [claimed]).at(-1)).toMatchObject({ state: 'done', hash: DELIVERY });
  });

  it('reopened after a reload, shows the origin transaction and a failed deposit’s way out', () => {
    const transfer = savedTransfer({ originTxHash: SEND, status: 'failed', errorCode: 'deposit-failed' });
    const steps = stepperView(savedProgress(transfer, DEPOSIT), [transfer]);
    expect(steps.map((s) => [s.kind, s.state])).toEqual([
      ['send', 'done'],
      ['credited', 'failed'],
    ]);
    expect(steps[0]?.hash).toBe(SEND);
    expect(steps[1]?.advice).toBe('see-history');
  });

  it('tells apart the transfers of one transaction that carried several sends, each by its dispatch', () => {
    const first = savedTransfer({ originTxHash: SEND, dispatchIndex: 0, status: 'delivered' });
    const second = savedTransfer({ originTxHash: SEND, dispatchIndex: 1, status: 'pending' });
    const both = [{ type: 'saved', id: first.id }, { type: 'saved', id: second.id }, { type: 'done' }] as const;
    const batch = both.reduce(progressReducer, startProgress(REQUESTS, DELIVERED));
    expect(transfersOf(batch, [first, second])).toEqual([first, second]);
    expect(states(batch, [first, second]).at(-1)).toBe('current');
    // Reopened from the history, one row's progress is that transfer's alone.
    const mine = savedProgress(first, DELIVERED);
    expect(transfersOf(mine, [first, second])).toEqual([first]);
    expect(states(mine, [first, second])).toEqual(['done', 'done']);
  });
});
