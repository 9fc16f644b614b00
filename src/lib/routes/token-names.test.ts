import { describe, expect, it } from 'vitest';
import { tokenNameRefusal } from './token-names';

describe('tokenNameRefusal', () => {
  it.each([
    ['bidi', 'MAGIC\u202E'],
    ['bidi', '\u2067Smol Brains\u2069'],
    ['invisible', 'MA\u200BGIC'],
    ['invisible', 'Smol\u00A0Brains'],
    ['invisible', 'MAGIC\u3164'],
    ['invisible', 'MAGIC\uFE0F'],
    ['mixed-script', 'Smol Br\u0430ins'],
    ['mixed-script', 'M\u0410GIC'],
    ['mixed-script', '\u03BDault'],
    ['mixed-script', 'MAGI\u13DF'],
  ])('refuses for %s: %j', (reason, name) => {
    expect(tokenNameRefusal(name)).toBe(reason);
  });

  it.each([
    'MAGIC',
    'Smol Brains',
    'Wrapped Ether',
    'MAGIC 2.0 (Bridged)',
    // One script throughout is a name of its own; whether it looks like a built-in one is the skeleton's to say.
    '\u041C\u0410\u050C\u0406\u0421',
    '東京トークン',
    'Tokyo 東京',
  ])('accepts %j', (name) => {
    expect(tokenNameRefusal(name)).toBeUndefined();
  });
});
