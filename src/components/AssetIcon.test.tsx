import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AssetIcon, IconSprite } from './AssetIcon';

describe('AssetIcon', () => {
  it('draws the app’s own icon from the sprite, hidden from assistive technology, with no text of its own', () => {
    const html = renderToStaticMarkup(<AssetIcon src="/chains/arbitrum.svg" name="Arbitrum One" size={16} />);
    expect(html).toBe(
      '<svg class="asset-icon" width="16" height="16" data-icon="/chains/arbitrum.svg" aria-hidden="true" focusable="false"><use href="#icon-chains-arbitrum"></use></svg>',
    );
    expect(renderToStaticMarkup(<IconSprite />)).toContain('<symbol id="icon-chains-arbitrum"');
  });

  it('stands in with the name’s first letter for an icon the app does not have, or none', () => {
    for (const src of ['/tokens/gfly.svg', 'https://example.com/gfly.svg', undefined]) {
      const html = renderToStaticMarkup(<AssetIcon src={src} name="gFLY" />);
      expect(html, src).toContain('class="asset-icon fallback"');
      expect(html, src).toContain('data-letter="G"');
      expect(html, src).not.toMatch(/<img|<svg/);
    }
  });
});
