import { describe, expect, it } from 'vitest';
import { chainOf } from './chain-of';
import { MAINNET } from './mainnet';

describe('chainOf', () => {
  it("finds the network's chain by id, and nothing for another id or none", () => {
    expect(chainOf(MAINNET, 42161)?.chainName).toBe('Arbitrum One');
    expect(chainOf(MAINNET, 999)).toBeUndefined();
    expect(chainOf(MAINNET, undefined)).toBeUndefined();
  });
});
