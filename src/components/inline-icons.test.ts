import { describe, expect, it } from 'vitest';
import { CHAINS } from '../config/chains';
import { tokenIcon } from '../config/token-icons';
import { ICON_IDS, ICON_SYMBOLS } from './inline-icons';

describe('the icon sprite', () => {
  it('has a symbol for every chain and token icon the config names', () => {
    const named = [
      ...Object.values(CHAINS).map((chain) => chain.icon),
      ...['MAGIC', 'SMOL', 'ETH', 'WETH', 'RON'].map(tokenIcon),
    ];
    for (const path of named) {
      const id = ICON_IDS.get(path ?? '');
      expect(id, path).toMatch(/^icon-(chains|tokens)-[a-z]+$/);
      expect(ICON_SYMBOLS).toContain(`<symbol id="${id}" viewBox="0 0 32 32">`);
    }
  });

  it('holds inert drawings only: no script, handler, link, foreign content, nested svg, other id or title', () => {
    expect(ICON_SYMBOLS.match(/<symbol /g)).toHaveLength(ICON_IDS.size);
    expect(ICON_SYMBOLS).not.toMatch(/<script|<foreignObject|<a[\s>]|<use|<image|<svg|\son[a-z]+=|href=|<title/i);
    expect([...ICON_SYMBOLS.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id).sort()).toEqual(
      [...ICON_IDS.values()].sort(),
    );
  });
});
