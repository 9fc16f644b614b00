import { describe, expect, it } from 'vitest';
import { localeStrings } from '../../tests/support/locale-strings';
import type { ExplorerLinkKind } from '../lib/explorer-links';
import { LOCALES } from './locale';

const KINDS: readonly ExplorerLinkKind[] = ['origin', 'destination', 'claim', 'message', 'sender', 'recipient'];

type ExplorerWords = Record<ExplorerLinkKind, string> & { short: Record<ExplorerLinkKind, string> };

describe.each(LOCALES)('explorer links in %s', (locale) => {
  it('show words of their accessible name, so a link is named by what it shows (WCAG 2.5.3)', () => {
    const { explorer } = localeStrings(locale) as unknown as { explorer: ExplorerWords };
    for (const kind of KINDS) {
      expect(explorer[kind].toLowerCase(), kind).toContain(explorer.short[kind].toLowerCase());
    }
  });
});
