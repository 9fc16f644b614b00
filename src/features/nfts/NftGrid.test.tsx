/** The NFT image gate (docs/nfts.md, "Images"): an image from a host the network does not name is never asked for. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type AppServices, ServicesProvider } from '../../api/services';
import { MAINNET } from '../../config/mainnet';
import type { NftItem } from './inventory';
import { NftGrid } from './NftGrid';

const SMOL_BRAINS = '0x6325439389E0797Ab35752B4F43a14C004f22A9c';

/** The gallery of one card on mainnet, as HTML. */
function card(image: string | undefined): string {
  const item: NftItem = {
    chainId: 42161,
    collection: SMOL_BRAINS,
    tokenId: '7',
    name: 'Smol Brain #7',
    attributes: [],
  };
  const services = { network: MAINNET } as AppServices;
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <ServicesProvider services={services}>
        <NftGrid
          groups={[{ chainId: 42161, items: [image ? { ...item, image } : item] }]}
          selected={[]}
          disabled={false}
          chainName={() => 'Arbitrum One'}
          chainIcon={() => undefined}
          onToggle={() => {}}
        />
      </ServicesProvider>
    </QueryClientProvider>,
  );
}

describe('NftGrid', () => {
  it('shows an image from the marketplace’s image host', () => {
    const image = 'https://djmahssgw62sw.cloudfront.net/arb/0x6325/7/image.jpg';
    expect(card(image)).toContain(`<img src="${image}"`);
  });

  it('shows the token id instead, with no <img>, for an attacker’s host, a data: or a javascript: URL', () => {
    for (const image of ['https://evil.example/x.png', 'data:image/png;base64,iVBORw0KGgo=', 'javascript:alert(1)']) {
      const html = card(image);
      expect(html, image).not.toContain('<img src=');
      expect(html, image).not.toContain('evil.example');
      expect(html, image).toContain('<span class="nft-placeholder" aria-hidden="true">#7</span>');
    }
  });
});
