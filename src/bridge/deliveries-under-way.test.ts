import { describe, expect, it } from 'vitest';
import { deliveringByUser, deliveryByUserUnderWay } from './deliveries-under-way';

describe('a delivery the user is sending', () => {
  it('is under way while its send runs, also when it fails, and only then', async () => {
    let during = false;
    await deliveringByUser(['a'], async () => {
      during = deliveryByUserUnderWay('a');
    });
    expect(during).toBe(true);
    expect(deliveryByUserUnderWay('a')).toBe(false);
    await expect(deliveringByUser(['a'], () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(deliveryByUserUnderWay('a')).toBe(false);
  });

  it('stays under way until the last of two overlapping sends ends', async () => {
    let release = () => {};
    const first = deliveringByUser(['b'], () => new Promise<void>((resolve) => (release = resolve)));
    await deliveringByUser(['b'], async () => {});
    expect(deliveryByUserUnderWay('b')).toBe(true);
    release();
    await first;
    expect(deliveryByUserUnderWay('b')).toBe(false);
  });
});
