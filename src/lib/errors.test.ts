import { describe, expect, it } from 'vitest';
import { TransactionError, toWalletError, WalletError } from './errors';

describe('wallet and transaction errors', () => {
  it('say "User rejected request" for a refusal, however the wallet words it', () => {
    for (const error of [
      { code: 4001, message: 'User rejected the request.' },
      new Error('MetaMask Tx Signature: User denied transaction signature.'),
      { message: 'wrapped', cause: { code: 4001, message: 'x' } },
    ]) {
      const mapped = toWalletError(error);
      expect(mapped).toBeInstanceOf(WalletError);
      expect(mapped.shortMessage).toBe('User rejected request');
      expect((mapped as WalletError).rejected).toBe(true);
    }
  });

  it('give the nested reason of a revert without the "execution reverted: " prefix', () => {
    const revert = {
      shortMessage: 'The contract function reverted.',
      cause: { reason: 'execution reverted: ERC20: insufficient allowance' },
    };
    expect(
      toWalletError({ message: 'outer', cause: { details: 'execution reverted: No router enrolled for domain: 999' } })
        .shortMessage,
    ).toBe('No router enrolled for domain: 999');
    expect(toWalletError(revert).shortMessage).toBe('ERC20: insufficient allowance');
    expect(toWalletError({ cause: revert.cause }).shortMessage).toBe('ERC20: insufficient allowance');
    expect(toWalletError(new Error('execution reverted: paused')).shortMessage).toBe('paused');
  });

  it('fall back to "Transaction failed"', () => {
    expect(toWalletError({}).shortMessage).toBe('Transaction failed');
    expect(toWalletError({ shortMessage: 'An unknown RPC error occurred.' }).shortMessage).toBe('Transaction failed');
    expect(toWalletError(new Error('nonce too low')).shortMessage).toBe('nonce too low');
    expect(toWalletError(undefined).shortMessage).toBe('Transaction failed');
    expect(toWalletError(new TransactionError('Transaction receipt not found.')).shortMessage).toBe(
      'Transaction receipt not found.',
    );
  });
});
