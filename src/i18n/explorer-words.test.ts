import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExplorerLinkKind } from '../lib/explorer-links';
import { LOCALES } from './locale';

const KINDS: readonly ExplorerLinkKind[] = ['origin', 'destination', 'claim', 'message', 'sender', 'recipient'];

type ExplorerWords = Record<ExplorerLinkKind, string> & { short: Record<ExplorerLinkKind, string> };

describe.each(LOCALES)('explorer links in %s', (locale) => {
  it('show words of their accessible name, so a link is named by what it shows (WCAG 2.5.3)', () => {
    const file = path.resolve(__dirname, 'locales', `${locale}.json`);
    const { explorer } = JSON.parse(readFileSync(file, 'utf8')) as { explorer: ExplorerWords };
    for (const kind of KINDS) {
      expect(explorer[kind].toLowerCase(), kind).toContain(explorer.short[kind].toLowerCase());
    }
  });
});
