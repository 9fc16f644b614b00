/** Collection traits (docs/nfts.md): the order their values are offered in. */

export interface TraitValueInfo {
  readonly valueCount: number;
  readonly valuePriority?: number;
}

export interface CollectionTrait {
  readonly display_order?: string;
  readonly valuesMap: Readonly<Record<string, TraitValueInfo>>;
}

export type CollectionTraits = Readonly<Record<string, CollectionTrait>>;

export interface OrderedTraitValue {
  readonly value: string;
  readonly valueCount: number;
  readonly valuePriority: number;
}

/**
 * The values of one trait in display order: a higher `valuePriority` (default 0) always first; then by
 * `display_order`: `name` alphabetically, `frequency` (or `frequency_desc`) most common first, anything
 * else least common first. Ties fall back to the name, so the order is stable.
 */
export function orderTraitValues(trait: CollectionTrait): OrderedTraitValue[] {
  const values = Object.entries(trait.valuesMap).map(([value, info]) => ({
    value,
    valueCount: info.valueCount,
    valuePriority: info.valuePriority ?? 0,
  }));
  const byName = (a: OrderedTraitValue, b: OrderedTraitValue) =>
    a.value.localeCompare(b.value, 'en', { numeric: true });
  const order = trait.display_order;
  const secondary =
    order === 'name'
      ? byName
      : order === 'frequency' || order === 'frequency_desc'
        ? (a: OrderedTraitValue, b: OrderedTraitValue) => b.valueCount - a.valueCount || byName(a, b)
        : (a: OrderedTraitValue, b: OrderedTraitValue) => a.valueCount - b.valueCount || byName(a, b);
  return values.sort((a, b) => b.valuePriority - a.valuePriority || secondary(a, b));
}
