import { describe, expect, it } from 'vitest';
import { escapeForDisplay, hasBidiControl, isHiddenCharacter } from './display-text';

describe('escapeForDisplay', () => {
  it('writes out every reordering or invisible character, upper-case, and leaves visible text alone', () => {
    expect(escapeForDisplay('Smol Brain #8')).toBe('Smol Brain #8');
    expect(escapeForDisplay('smolfan\u202Enigam')).toBe('smolfan\\u{202E}nigam');
    expect(escapeForDisplay('MAG\u200bIC')).toBe('MAG\\u{200B}IC');
    expect(escapeForDisplay('a\u00A0b\u3164c\uFE0Fd\u2800e')).toBe('a\\u{00A0}b\\u{3164}c\\u{FE0F}d\\u{2800}e');
    expect(escapeForDisplay('a\u{E0061}b')).toBe('a\\u{E0061}b');
    expect(escapeForDisplay('josé 東京')).toBe('josé 東京');
  });

  it('writes out a backslash, so no text passes for an escaped one', () => {
    expect(escapeForDisplay('a\\u{200B}b')).toBe('a\\u{005C}u{200B}b');
  });

  it('writes out what the caller names besides', () => {
    expect(escapeForDisplay('sm\u043Elfan', (c) => c > '\u007F')).toBe('sm\\u{043E}lfan');
  });
});

describe('hasBidiControl and isHiddenCharacter', () => {
  it('tell a reordering or invisible character from a visible one', () => {
    expect(hasBidiControl('a\u2067b')).toBe(true);
    expect(hasBidiControl('a\u200Bb')).toBe(false);
    expect(isHiddenCharacter('\u200B')).toBe(true);
    expect(isHiddenCharacter(' ')).toBe(false);
    expect(isHiddenCharacter('a')).toBe(false);
  });
});
