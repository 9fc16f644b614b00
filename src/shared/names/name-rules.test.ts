import { describe, expect, it } from 'vitest';
import { addressGroups, escapeName, nameRefusal, shownName } from './name-rules';

describe('nameRefusal', () => {
  it.each([
    ['bidi', 'smolfan\u202Enigam.eth'],
    ['bidi', '\u2067vitalik.eth\u2069'],
    ['bidi', 'vitalik\u200F.eth'],
    ['invisible', 'vital\u200Bik.eth'],
    ['invisible', 'vitalik\uFEFF.eth'],
    ['invisible', 'vitalik\u2060.eth'],
    ['invisible', 'vitalik\u00AD.eth'],
    ['invisible', 'vitalik\u3164.eth'],
    ['invisible', 'vitalik\uFE0F.eth'],
    ['invisible', 'vitalik\u00A0.eth'],
    ['mixed-script', 'vit\u0430lik.eth'],
    ['mixed-script', 'vitalik.\u0435th'],
    ['mixed-script', '\u03BDitalik.eth'],
    ['mixed-script', 'smolfan\u0570#1234'],
    ['address-like', '0xdead.eth'],
    ['address-like', 'Ox70997970.eth'],
    ['address-like', '\uFF10\uFF58dead.eth'],
    ['address-like', '70997970c51812dc3a010c7d01b50e0d17dc79c8.eth'],
    // Shaped like a short address, whatever stands between its ends.
    ['address-like', 'Ox7099\u202679C8'],
    ['address-like', 'Ox7099 79C8'],
    ['address-like', 'Ox7099-79c8'],
    ['address-like', 'Ox7099\u202279C8'],
    ['address-like', 'pay.0xface.magic'],
    ['address-like', '0x.7099.magic'],
    // A look-alike of `.eth` would pass for an ENS name while the marketplace answered it.
    ['mixed-script', 'vitalik.\uFF45\uFF54\uFF48'],
    ['mixed-script', 'vitalik.\u0415\u0422\u041D'],
    ['mixed-script', 'vitalik.\u0435\u0442\u04BB'],
    ['mixed-script', 'vitalik.e\u0301th'],
    ['mixed-script', 'vitalik\uFF0E\uFF45\uFF54\uFF48'],
  ])('refuses for %s: %j', (reason, name) => {
    expect(nameRefusal(name)).toBe(reason);
  });

  it.each([
    'vitalik.eth',
    'smolfan#1234',
    'смолфан.magic',
    'βιταλικ.eth',
    'ヴィタリック.eth',
    '東京abc.eth',
    '서울abc.eth',
    'smol-fan_2.magic',
    'ox.eth',
    'dead.eth',
    'vitalik.ETH',
    '0xmaxi.magic',
    'oxford.magic',
    'ethan.magic',
  ])('accepts %j', (name) => {
    expect(nameRefusal(name)).toBeUndefined();
  });
});

describe('escapeName', () => {
  it('writes out every hidden character, so none is rendered raw', () => {
    expect(escapeName('smolfan\u202Enigam.eth')).toBe('smolfan\\u{202E}nigam.eth');
    expect(escapeName('vital\u200Bik.eth')).toBe('vital\\u{200B}ik.eth');
    expect(escapeName('a\u{E0061}b')).toBe('a\\u{E0061}b');
    // A literal backslash is written out too: no name can pass for an escaped one.
    expect(escapeName('a\\u{200B}b')).toBe('a\\u{005C}u{200B}b');
  });

  it('writes out the letters outside ASCII of a label that mixes scripts, and leaves one script alone', () => {
    expect(escapeName('sm\u043Elfan.magic')).toBe('sm\\u{043E}lfan.magic');
    expect(escapeName('смолфан.magic')).toBe('смолфан.magic');
    expect(escapeName('josé.eth')).toBe('josé.eth');
  });
});

describe('shownName', () => {
  it('shows a name escaped, and no name that looks like an address', () => {
    expect(shownName('smol\u200Bfan.magic')).toBe('smol\\u{200B}fan.magic');
    expect(shownName('0x7099...79C8')).toBeUndefined();
    expect(shownName('Ox70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBeUndefined();
  });

  it.each([
    '0x7099\u202679C8',
    '0x7099 79C8',
    '0x7099-79c8',
    '0x7099\u202279C8',
    '\uFF10\uFF58\uFF17\uFF10\uFF19\uFF19\u2026',
  ])('shows no marketplace label shaped like a short address: %j', (label) => {
    expect(shownName(label)).toBeUndefined();
  });
});

describe('addressGroups', () => {
  it('is the checksummed address in groups of four after 0x, whatever case it came in', () => {
    const groups = addressGroups('0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
    expect(groups).toEqual(['0x', '7099', '7970', 'C518', '12dc', '3A01', '0C7d', '01b5', '0e0d', '17dc', '79C8']);
    expect(groups.join('')).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
  });
});
