import { describe, expect, it } from 'vitest';
import { orderTraitValues } from './traits';

const valuesMap = {
  Red: { valueCount: 5 },
  blue: { valueCount: 20 },
  Green: { valueCount: 1 },
  Gold: { valueCount: 2, valuePriority: 1 },
};

const order = (display_order?: string) => orderTraitValues({ display_order, valuesMap }).map((v) => v.value);

describe('orderTraitValues', () => {
  it('orders by name, with higher priority first', () => {
    expect(order('name')).toEqual(['Gold', 'blue', 'Green', 'Red']);
  });

  it('orders most common first for frequency', () => {
    expect(order('frequency')).toEqual(['Gold', 'blue', 'Red', 'Green']);
    expect(order('frequency_desc')).toEqual(['Gold', 'blue', 'Red', 'Green']);
  });

  it('orders least common first otherwise', () => {
    expect(order('rarity')).toEqual(['Gold', 'Green', 'Red', 'blue']);
    expect(order(undefined)).toEqual(['Gold', 'Green', 'Red', 'blue']);
  });

  it('defaults priority to 0 and breaks ties by name', () => {
    const values = orderTraitValues({
      display_order: 'frequency',
      valuesMap: { b: { valueCount: 1 }, a: { valueCount: 1 } },
    });
    expect(values).toEqual([
      { value: 'a', valueCount: 1, valuePriority: 0 },
      { value: 'b', valueCount: 1, valuePriority: 0 },
    ]);
  });
});
