/** The NFT send's route (docs/nfts.md, "Which route"): a line for one route, a choice among several. */
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { localeStrings } from '../../../tests/support/locale-strings';
import type { BridgeRoute } from '../../lib/routes';
import { routeId } from './collection-routes';
import { NftRouteChoice } from './NftRouteChoice';

const SIGNER: Address = '0x1111111111111111111111111111111111111111';
// 15 June 2025, 12:00 UTC: the same day in every time zone the tests run in.
const SIGNED_AT = Date.UTC(2025, 5, 15, 12) / 1000;

function nftRoute(router: Address, origin: 'built-in' | 'server', tokenName: string): BridgeRoute {
  return {
    bridge: 'hyperlane',
    token: { tokenName, symbol: 'SmolBrain', decimals: 0, isNft: true },
    l1: { chainId: 42161, address: '0x00000000000000000000000000000000000000aa', router },
    l2: { chainId: 2741, address: router, router },
    estimatedDepositTime: 300,
    depositOnly: false,
    widthdrawOnly: false,
    depositDeprecated: false,
    withdrawDisabled: false,
    origin,
    ...(origin === 'server' ? { attestation: { signer: SIGNER, issuedAt: SIGNED_AT } } : {}),
  } as BridgeRoute;
}

const builtIn = nftRoute('0x00000000000000000000000000000000000000b1', 'built-in', 'Smol Brains');
const server = nftRoute('0x00000000000000000000000000000000000000c1', 'server', 'Smol Brains (Treasure)');

const english = i18next.createInstance();
await english.init({
  lng: 'en_US',
  resources: { en_US: { translation: localeStrings('en_US') } },
  interpolation: { escapeValue: false },
});

function shown(choices: BridgeRoute[], chosen = choices[0]): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={english}>
      <NftRouteChoice
        fromChainId={42161}
        chainName="Arbitrum One"
        choices={choices}
        chosen={chosen}
        onChoose={() => {}}
        disabled={false}
      />
    </I18nextProvider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('NftRouteChoice', () => {
  it('names the one route as a line: token, origin router and root', () => {
    const html = shown([builtIn]);
    expect(html).not.toContain('type="radio"');
    expect(text(html)).toBe(`Route: Smol Brains through router 0x0000...00B1 · ${english.t('review.trust.built-in')}`);
  });

  it('offers a choice among several, each named by token, router and root, the chosen one checked', () => {
    const html = shown([builtIn, server], server);
    expect(html).toContain('<fieldset');
    expect(text(html)).toContain('Several routes carry this collection from Arbitrum One. Send through:');
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(text(html)).toContain(`Smol Brains through router 0x0000...00B1 · ${english.t('review.trust.built-in')}`);
    const root = english.t('review.trust.signed-list', { signer: '0x1111...1111', date: 'Jun 15, 2025' });
    expect(text(html)).toContain(`Smol Brains (Treasure) through router 0x0000...00C1 · ${root}`);
    const checked = html.match(/<input[^>]*checked=""[^>]*>/g) ?? [];
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain(`value="${routeId(server)}"`);
  });

  it('shows nothing when no route is open', () => {
    expect(shown([])).toBe('');
  });
});
