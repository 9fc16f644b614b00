import { describe, expect, it } from 'vitest';
import { CHAINS } from '../config/chains';
import { TOKEN_ICONS } from '../config/token-icons';
import { ICON_IDS, ICON_SYMBOLS } from './inline-icons';

describe('the icon sprite', () => {
  it('has a symbol for every chain and token icon the config names', () => {
    const named = [...Object.values(CHAINS).map((chain) => chain.icon), ...TOKEN_ICONS.values()];
    for (const path of named) {
      const id = ICON_IDS.get(path ?? '');
      expect(id, path).toMatch(/^icon-(chains|tokens)-[a-z]+$/);
      expect(ICON_SYMBOLS).toContain(`<symbol id="${id}" viewBox="0 0 32 32">`);
    }
  });

  it('holds plain drawings only: shapes, text and their paint, every other element or attribute refused', () => {
    // An allowlist: a <style> would restyle the page, an <animate> or a handler run or change things, a link or
    // url() reach elsewhere. A new icon that needs more is added here knowingly.
    const elements = new Set(['symbol', 'circle', 'path', 'rect', 'text', 'g']);
    const attributes = new Set([
      'id',
      'viewBox',
      'cx',
      'cy',
      'r',
      'x',
      'y',
      'width',
      'height',
      'rx',
      'd',
      'fill',
      'fill-opacity',
      'stroke',
      'stroke-width',
      'stroke-linecap',
      'stroke-linejoin',
      'text-anchor',
      'font-family',
      'font-size',
      'font-weight',
    ]);
    const tags = [...ICON_SYMBOLS.matchAll(/<(\/?)([^\s/>]+)([^>]*)>/g)];
    expect(tags.length).toBeGreaterThan(ICON_IDS.size);
    // Nothing outside a tag but a text element's letters.
    expect(ICON_SYMBOLS.replace(/<[^>]*>/g, '')).toMatch(/^[\p{L}\p{N}]*$/u);
    for (const [tag, closing, element, rest] of tags) {
      expect(elements, tag).toContain(element);
      if (closing) continue;
      const written = (rest ?? '').replace(/\s*\/$/, '');
      const pairs = [...written.matchAll(/\s([A-Za-z-]+)="([^"<>]*)"/g)];
      expect(pairs.map(([pair]) => pair).join(''), tag).toBe(written);
      for (const [, name, value] of pairs) {
        expect(attributes, tag).toContain(name);
        expect(value, tag).not.toMatch(/url\(|javascript:|&/i);
      }
    }
    expect([...ICON_SYMBOLS.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id).sort()).toEqual(
      [...ICON_IDS.values()].sort(),
    );
  });
});
