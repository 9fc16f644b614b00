import { describe, expect, it } from 'vitest';
import { recipientWarning } from './recipient';

describe('recipientWarning', () => {
  it('warns about a contract, even one that has sent transactions and holds ETH', () => {
    expect(recipientWarning({ code: '0x6080604052', nonce: 1, balance: 5n })).toBe('contract');
  });

  it('asks to confirm an address never used on the destination', () => {
    expect(recipientWarning({ code: undefined, nonce: 0, balance: 0n })).toBe('unused');
    expect(recipientWarning({ code: '0x', nonce: 0, balance: 0n })).toBe('unused');
  });

  it('accepts an account that has sent a transaction or holds the native currency', () => {
    expect(recipientWarning({ code: '0x', nonce: 3, balance: 0n })).toBeUndefined();
    expect(recipientWarning({ code: undefined, nonce: 0, balance: 1n })).toBeUndefined();
  });
});
