/** The avatar gate (docs/nfts.md, "Images"): a picture from a host the network does not name is never asked for. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type AppServices, ServicesProvider } from '../../api/services';
import { MAINNET } from '../../config/mainnet';
import { AccountAvatar } from './AccountAvatar';
import { fallbackAvatar } from './names';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** The `src` the avatar of `avatar` is drawn with on mainnet. */
function shownSrc(avatar: string | undefined): string | undefined {
  const services = { network: MAINNET } as AppServices;
  const html = renderToStaticMarkup(
    <ServicesProvider services={services}>
      <AccountAvatar address={ADDRESS} avatar={avatar} name="smolfan.magic" />
    </ServicesProvider>,
  );
  const src = /src="([^"]*)"/.exec(html)?.[1];
  return src?.replaceAll('&amp;', '&');
}

describe('AccountAvatar', () => {
  it('shows a picture from the marketplace’s image host', () => {
    const pfp = 'https://djmahssgw62sw.cloudfront.net/general/0xb8e0d594.png';
    expect(shownSrc(pfp)).toBe(pfp);
  });

  it('shows the drawn fallback, never the URL, for an attacker’s host, a data: or a javascript: URL', () => {
    for (const pfp of [
      'https://evil.example/x.png',
      'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"><text>Verified</text></svg>',
      'javascript:alert(1)',
    ]) {
      expect(shownSrc(pfp), pfp).toBe(fallbackAvatar(ADDRESS));
      expect(shownSrc(pfp), pfp).not.toContain('evil.example');
    }
  });
});
