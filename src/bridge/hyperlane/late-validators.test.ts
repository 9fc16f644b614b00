import { type Address, pad } from 'viem';
import { describe, expect, it } from 'vitest';
import type { SignedCheckpoint } from './checkpoints';
import { validatorsCheck, validatorsDelivery } from './late-validators';
import type { Signatures } from './signatures';

const VALIDATORS: Address[] = [
  '0x0000000000000000000000000000000000000001',
  '0x0000000000000000000000000000000000000002',
  '0x0000000000000000000000000000000000000003',
];
const signedBy = (validator: Address): SignedCheckpoint => ({
  validator,
  hook: pad('0xaa'),
  root: pad('0xbb'),
  index: 0,
  signature: '0x',
});
const counted = (signers: number, unreadable = 0): PromiseSettledResult<Signatures> => ({
  status: 'fulfilled',
  value: {
    kind: 'counted',
    ism: '0x00000000000000000000000000000000000000ff',
    validators: VALIDATORS,
    threshold: 2,
    signed: VALIDATORS.slice(0, signers).map(signedBy),
    unreadable,
  },
});

describe('the validators of a late message', () => {
  it('say the relayer is missing once the threshold signed, and the user may deliver it', () => {
    expect(validatorsCheck(counted(2))).toEqual({
      key: 'validators',
      finding: 'yes',
      values: { signed: 2, total: 3, threshold: 2 },
    });
    expect(validatorsDelivery(counted(2))).toEqual({ ready: true });
  });

  it('say the validators are missing below it, and nothing can be delivered yet', () => {
    expect(validatorsCheck(counted(1))).toMatchObject({ finding: 'no', values: { signed: 1 } });
    expect(validatorsDelivery(counted(1))).toEqual({
      ready: false,
      reason: 'below-threshold',
      values: { signed: 1, total: 3, threshold: 2 },
    });
  });

  it('blame unreadable storage, not the validators, when it could have made the threshold', () => {
    expect(validatorsCheck(counted(1, 1))).toEqual({ key: 'validators', finding: 'unknown' });
    expect(validatorsDelivery(counted(1, 1))).toMatchObject({ ready: false, reason: 'storage-unreadable' });
  });

  it('cannot be counted for an ISM the app builds no metadata for, or a failed read', () => {
    const unsupported: PromiseSettledResult<Signatures> = {
      status: 'fulfilled',
      value: { kind: 'unsupported', moduleType: 4 },
    };
    expect(validatorsCheck(unsupported)).toEqual({ key: 'validators', finding: 'unknown' });
    expect(validatorsDelivery(unsupported)).toEqual({ ready: false, reason: 'unsupported-ism', values: { type: 4 } });
    const failed: PromiseSettledResult<Signatures> = { status: 'rejected', reason: new Error('down') };
    expect(validatorsCheck(failed)).toEqual({ key: 'validators', finding: 'unknown' });
    expect(validatorsDelivery(failed)).toEqual({ ready: false, reason: 'unreadable' });
  });
});
