import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { localeStrings } from '../../../../tests/support/locale-strings';
import { LOCALES } from '../../../i18n/locale';
import { addressCheckText, recipientConfirmed, recipientOrigin } from './recipient-origin';

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address;
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as Address;

describe('recipientOrigin', () => {
  it('marks a link’s recipient that is not the connected account as the link’s', () => {
    expect(recipientOrigin({ typedName: undefined, fromLink: true, recipient: OTHER, connected: ME })).toEqual({
      kind: 'link',
    });
    // Not connected yet: nobody has said the address is theirs.
    expect(recipientOrigin({ typedName: undefined, fromLink: true, recipient: OTHER, connected: undefined })).toEqual({
      kind: 'link',
    });
  });

  it('asks nothing for a link’s recipient that is the connected account, in any case', () => {
    const lower = ME.toLowerCase() as Address;
    expect(recipientOrigin({ typedName: undefined, fromLink: true, recipient: lower, connected: ME })).toBeUndefined();
    expect(recipientOrigin({ typedName: undefined, fromLink: true, recipient: ME, connected: lower })).toBeUndefined();
  });

  it('keeps a name a link gave, and a name it gave for the connected account is a name like a typed one', () => {
    expect(recipientOrigin({ typedName: 'brainiac.magic', fromLink: true, recipient: OTHER, connected: ME })).toEqual({
      kind: 'link',
      name: 'brainiac.magic',
    });
    expect(recipientOrigin({ typedName: 'smolfan.magic', fromLink: true, recipient: ME, connected: ME })).toEqual({
      kind: 'name',
      name: 'smolfan.magic',
    });
  });

  it('forgets the link once the field is edited: an address typed needs nothing, a name typed its own check', () => {
    expect(recipientOrigin({ typedName: undefined, fromLink: false, recipient: OTHER, connected: ME })).toBeUndefined();
    expect(recipientOrigin({ typedName: 'brainiac.magic', fromLink: false, recipient: OTHER, connected: ME })).toEqual({
      kind: 'name',
      name: 'brainiac.magic',
    });
    // A form with no links (the NFTs') gives only the name.
    expect(recipientOrigin({ typedName: 'brainiac.magic' })).toEqual({ kind: 'name', name: 'brainiac.magic' });
    expect(recipientOrigin({ typedName: undefined })).toBeUndefined();
  });
});

describe('the review’s address check', () => {
  it('waits for the tick only when the recipient has an origin', () => {
    expect(recipientConfirmed(undefined, false)).toBe(true);
    expect(recipientConfirmed({ kind: 'link' }, false)).toBe(false);
    expect(recipientConfirmed({ kind: 'link' }, true)).toBe(true);
    expect(recipientConfirmed({ kind: 'name', name: 'a.magic' }, false)).toBe(false);
    expect(recipientConfirmed({ kind: 'name', name: 'a.magic' }, true)).toBe(true);
  });

  it('says where the address came from', () => {
    expect(addressCheckText({ kind: 'name', name: 'a.magic' })).toEqual({
      key: 'review.checkAddress',
      name: 'a.magic',
    });
    expect(addressCheckText({ kind: 'link' })).toEqual({ key: 'review.checkLinkAddress', name: undefined });
    expect(addressCheckText({ kind: 'link', name: 'a.magic' })).toEqual({
      key: 'review.checkLinkName',
      name: 'a.magic',
    });
  });

  it.each(LOCALES)('has each text in %s, a name’s with its name', (locale) => {
    const review = localeStrings(locale).review as Record<string, unknown>;
    for (const origin of [{ kind: 'name', name: 'a' }, { kind: 'link' }, { kind: 'link', name: 'a' }] as const) {
      const { key, name } = addressCheckText(origin);
      const text = review[key.replace('review.', '')];
      expect(typeof text).toBe('string');
      expect((text as string).includes('{{name}}')).toBe(name !== undefined);
    }
  });
});
