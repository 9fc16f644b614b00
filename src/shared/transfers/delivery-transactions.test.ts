import { describe, expect, it } from 'vitest';
import { DELIVERY_TX_WAIT_MS, deliveryTxUpdates, lackingDeliveryTx } from './delivery-transactions';

const NOW = 1_700_000_000_000;
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;
const delivered = {
  id: hash(1),
  status: 'delivered' as const,
  messageId: hash(0xa),
  deliveredAt: NOW - 5_000,
};

describe('lackingDeliveryTx', () => {
  it('keeps the transfers delivered within the hour, with a message id and no delivery transaction', () => {
    const transfers = [
      delivered,
      { ...delivered, id: hash(2), destinationTxHash: hash(0xd) },
      { ...delivered, id: hash(3), messageId: undefined },
      { ...delivered, id: hash(4), status: 'pending' as const },
      { ...delivered, id: hash(5), deliveredAt: NOW - DELIVERY_TX_WAIT_MS },
      { ...delivered, id: hash(6), deliveredAt: undefined },
    ];
    expect(lackingDeliveryTx(transfers, NOW).map((t) => t.id)).toEqual([hash(1)]);
  });
});

describe('deliveryTxUpdates', () => {
  it('takes the delivery transaction of the indexer row with the same message id, whatever its case', () => {
    const rows = [
      { msgId: hash(0xb), destinationTxHash: hash(0xe) },
      { msgId: hash(0xa).toUpperCase().replace('0X', '0x') as `0x${string}`, destinationTxHash: hash(0xd) },
    ];
    expect(deliveryTxUpdates([delivered], rows)).toEqual([{ id: hash(1), destinationTxHash: hash(0xd) }]);
  });

  it('gives nothing while the indexer has no row, or a row without its delivery transaction', () => {
    expect(deliveryTxUpdates([delivered], [])).toEqual([]);
    expect(deliveryTxUpdates([delivered], [{ msgId: hash(0xa), destinationTxHash: null }])).toEqual([]);
  });
});
