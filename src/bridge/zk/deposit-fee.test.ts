import { BaseError, encodeErrorResult, getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { zkErrorsAbi } from './abis';
import { applyL1ToL2Alias, mintGasPrice, refundRecipientOf, sendGasPrice } from './deposit-fee';
import { zkError } from './errors';

const SAFE = getAddress('0x5afe000000000000000000000000000000005afe');
const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x4444444444444444444444444444444444444444';

describe('a deposit’s L2 fee', () => {
  it('is derived at three times L1’s gas price at review, and must still pay twice the price at send time', () => {
    expect(mintGasPrice(10n ** 9n)).toBe(3n * 10n ** 9n);
    expect(sendGasPrice(10n ** 9n)).toBe(2n * 10n ** 9n);
    // A mint derived at review survives L1's price rising by half before it is sent (3 >= 2 x 1.5), not more.
    expect(mintGasPrice(10n ** 9n) >= sendGasPrice(15n * 10n ** 8n)).toBe(true);
    expect(mintGasPrice(10n ** 9n) >= sendGasPrice(16n * 10n ** 8n)).toBe(false);
  });
});

describe('the L1 -> L2 alias', () => {
  it('adds 0x1111…1111 modulo 2^160, as era-contracts’ AddressAliasHelper does', () => {
    expect(applyL1ToL2Alias('0x0000000000000000000000000000000000000000')).toBe(
      '0x1111000000000000000000000000000000001111',
    );
    expect(applyL1ToL2Alias('0xffffffffffffffffffffffffffffffffffffffff')).toBe(
      '0x1111000000000000000000000000000000001110',
    );
  });
});

describe('the refund recipient of a deposit', () => {
  it('is an account sender itself, refunded there', () => {
    expect(
      refundRecipientOf({ sender: OWNER, senderIsContract: false, recipient: OTHER, recipientIsContract: false }),
    ).toEqual({ requested: OWNER, refundedTo: OWNER, aliased: false });
  });

  it('is the recipient on L2 for a contract sender (a Safe), never the Safe’s alias', () => {
    const refund = refundRecipientOf({
      sender: SAFE,
      senderIsContract: true,
      recipient: OWNER,
      recipientIsContract: false,
    });
    expect(refund).toEqual({ requested: OWNER, refundedTo: OWNER, aliased: false });
    expect(refund.refundedTo).not.toBe(applyL1ToL2Alias(SAFE));
  });

  it('says so when the recipient is an L1 contract too: the Mailbox refunds its alias', () => {
    expect(
      refundRecipientOf({ sender: SAFE, senderIsContract: true, recipient: SAFE, recipientIsContract: true }),
    ).toEqual({ requested: SAFE, refundedTo: applyL1ToL2Alias(SAFE), aliased: true });
  });
});

describe('a deposit the Mailbox refuses for its mint', () => {
  it('reads as a fee that rose since the review, whatever wraps the revert', () => {
    const data = encodeErrorResult({ abi: zkErrorsAbi, errorName: 'MsgValueTooLow', args: [2n, 1n] });
    const reverted = Object.assign(new BaseError('execution reverted'), { data });
    expect(zkError(new BaseError('estimate failed', { cause: reverted }))?.code).toBe('quote-expired');
  });
});
