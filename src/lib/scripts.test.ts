import { describe, expect, it } from 'vitest';
import { mixesScripts } from './scripts';

describe('mixesScripts', () => {
  it('finds letters of two scripts in one label, whatever digits, marks and punctuation stand between', () => {
    expect(mixesScripts('sm\u043Elfan')).toBe(true);
    expect(mixesScripts('\u03BDitalik')).toBe(true);
    expect(mixesScripts('smolfan\u0570')).toBe(true);
    expect(mixesScripts('smol-fan_2')).toBe(false);
    expect(mixesScripts('\u0441\u043C\u043E\u043B-2')).toBe(false);
  });

  it('lets Latin go with Japanese, Chinese or Korean writing, as TS #39 "highly restrictive" does', () => {
    expect(mixesScripts('東京abc')).toBe(false);
    expect(mixesScripts('ヴィタリックabc')).toBe(false);
    expect(mixesScripts('서울abc')).toBe(false);
    expect(mixesScripts('서울ヴィ')).toBe(true);
    expect(mixesScripts('東京\u0430')).toBe(true);
    // `ー` is Script=Common; its Script_Extensions are Hiragana and Katakana.
    expect(mixesScripts('トークン')).toBe(false);
    expect(mixesScripts('東京トークン')).toBe(false);
  });
});
