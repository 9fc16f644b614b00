/**
 * The query cache's key hash: like TanStack's own (object keys sorted, so `{a, b}` and `{b, a}` are one
 * key), but bigints become decimal strings instead of making `JSON.stringify` throw. Amounts and gas are
 * bigints, and a key may hold them as they are.
 */
export function hashQueryKey(queryKey: readonly unknown[]): string {
  return JSON.stringify(queryKey, (_, value: unknown) => {
    if (typeof value === 'bigint') return value.toString();
    if (isPlainObject(value)) {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, value[key]]),
      );
    }
    return value;
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
