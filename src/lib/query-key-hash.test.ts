import { describe, expect, it } from 'vitest';
import { hashQueryKey } from './query-key-hash';

describe('hashQueryKey', () => {
  it('hashes bigints as their decimal value', () => {
    expect(hashQueryKey(['gas', 10n ** 30n])).toBe('["gas","1000000000000000000000000000000"]');
  });

  it('gives one hash for one object whatever the order of its keys', () => {
    expect(hashQueryKey([{ a: 1, b: { c: 2n, d: 3 } }])).toBe(hashQueryKey([{ b: { d: 3, c: 2n }, a: 1 }]));
  });

  it('tells different amounts apart', () => {
    expect(hashQueryKey(['amount', 1n])).not.toBe(hashQueryKey(['amount', 2n]));
  });
});
