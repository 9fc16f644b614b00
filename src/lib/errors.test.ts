import { TransactionReceiptNotFoundError, UnknownRpcError, UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  AppError,
  appError,
  isReceiptNotFound,
  isUserRejection,
  RevertError,
  receiptError,
  toWalletError,
  walk,
} from './errors';

describe('the cause chain', () => {
  it('is walked outermost first to the first error the predicate accepts', () => {
    const inner = { code: 3, message: 'inner' };
    const outer = new AppError('transaction-failed', undefined, 'outer', {
      cause: { message: 'middle', cause: inner },
    });
    expect(outer.walk((e) => (e as { code?: unknown }).code === 3)).toBe(inner);
    expect(outer.walk((e) => e instanceof AppError)).toBe(outer);
    expect(walk(outer, () => false)).toBeUndefined();
  });

  it('ends on a cycle', () => {
    const looped: { cause?: unknown } = {};
    looped.cause = looped;
    expect(walk(looped, () => false)).toBeUndefined();
  });
});

describe('wallet and transaction errors', () => {
  it('find a refusal by the EIP-1193 code 4001 anywhere in the cause chain', () => {
    for (const error of [
      { code: 4001, message: 'User rejected the request.' },
      { message: 'wrapped', cause: { code: 4001, message: 'x' } },
      new UserRejectedRequestError(new Error('Request denied')),
      new Error('outer', { cause: new UserRejectedRequestError(new Error('')) }),
    ]) {
      expect(isUserRejection(error)).toBe(true);
      const mapped = toWalletError(error);
      expect(mapped.code).toBe('user-rejected');
      expect(mapped.shortMessage).toBe('User rejected request');
    }
  });

  it('never take a message mentioning 4001, or the words of a refusal, for a refusal', () => {
    const amount = new Error('transfer amount exceeds balance: 4001 MAGIC');
    expect(isUserRejection(amount)).toBe(false);
    expect(toWalletError(amount)).toMatchObject({ code: 'wallet-failed', data: { message: amount.message } });
    expect(isUserRejection({ code: 4100, message: 'User rejected the request' })).toBe(false);
  });

  it('give the nested reason of a revert without the "execution reverted: " prefix', () => {
    const revert = {
      shortMessage: 'The contract function reverted.',
      cause: { reason: 'execution reverted: ERC20: insufficient allowance' },
    };
    const nodeRevert = {
      message: 'outer',
      cause: { details: 'execution reverted: No router enrolled for domain: 999' },
    };
    expect(toWalletError(nodeRevert)).toMatchObject({
      code: 'transaction-reverted',
      data: { reason: 'No router enrolled for domain: 999' },
    });
    expect(toWalletError(revert)).toBeInstanceOf(RevertError);
    expect((toWalletError(revert) as RevertError).reason).toBe('ERC20: insufficient allowance');
    expect(toWalletError({ cause: revert.cause }).shortMessage).toBe('ERC20: insufficient allowance');
    expect(toWalletError(new Error('execution reverted: paused')).shortMessage).toBe('paused');
    expect(toWalletError({ details: 'HTTP 200', message: 'execution reverted: paused' }).shortMessage).toBe('paused');
  });

  it('keep another wallet failure’s own message, else "Transaction failed"', () => {
    expect(toWalletError(new Error('nonce too low'))).toMatchObject({
      code: 'wallet-failed',
      shortMessage: 'nonce too low',
    });
    for (const error of [{}, undefined, new UnknownRpcError(new Error('')), new Error('execution reverted')]) {
      expect(toWalletError(error)).toMatchObject({ code: 'transaction-failed', shortMessage: 'Transaction failed' });
    }
  });

  it('pass an error the app already coded through as it is', () => {
    const timeout = appError(
      'receipt-missing-hash',
      'Transaction has no transactionHash to wait for, did you execute it?',
    );
    expect(toWalletError(timeout)).toBe(timeout);
  });
});

describe('a missing receipt', () => {
  const notFound = new TransactionReceiptNotFoundError({ hash: `0x${'ab'.repeat(32)}` });

  it('is found by viem’s error anywhere in the cause chain and gets its own code', () => {
    for (const error of [notFound, new Error('wrapped', { cause: { message: 'middle', cause: notFound } })]) {
      expect(isReceiptNotFound(error)).toBe(true);
      const mapped = receiptError(error);
      expect(mapped).toBeInstanceOf(AppError);
      expect((mapped as AppError).code).toBe('receipt-not-found');
      expect((mapped as AppError).cause).toBe(error);
    }
  });

  it('is never taken from a message, and other failures pass through unchanged', () => {
    const worded = new Error('Transaction receipt with hash "0xab" could not be found.');
    expect(isReceiptNotFound(worded)).toBe(false);
    expect(receiptError(worded)).toBe(worded);
    const coded = appError('transaction-failed', 'x', { cause: notFound });
    expect(receiptError(coded)).toBe(coded);
  });
});
