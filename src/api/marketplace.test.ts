import { describe, expect, it } from 'vitest';
import type { RecordedRequest, Reply } from '../../tests/support/recording-server';
import { AuthRequiredError, ResponseShapeError } from './errors';
import { getAllBridgingTokens, type MarketplaceClient } from './marketplace';
import { API_KEY, marketplaceTestApi, TOKEN } from './marketplace.fixture';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const api = marketplaceTestApi();

const form = () => {
  const data = new FormData();
  data.set('file', new Blob(['png']), 'a.png');
  return data;
};

type Row = [name: keyof MarketplaceClient, args: unknown[], method: string, url: string, body: unknown, auth: boolean];

/** Every call of the marketplace (docs/services.md), with what must go over the wire. `undefined` body: none. */
const CALLS: Row[] = [
  ['getCartridgeTraits', [], 'GET', '/cartridge-traits', undefined, false],
  [
    'search',
    [
      {
        queryString: 'smol',
        tags: ['a', 'b'],
        excludeTags: [],
        genres: ['rpg'],
        defaultSort: 'new',
        specialSort: null,
        entityType: 'game',
        showSearchable: true,
      },
    ],
    'GET',
    '/search?queryString=smol&tags=a%2Cb&genres=rpg&defaultSort=new&entityType=game&showSearchable=true',
    undefined,
    false,
  ],
  ['searchTokens', ['brain'], 'GET', '/search/tokens?query=brain', undefined, false],
  ['searchDomains', ['vitalik'], 'GET', '/search/domains?query=vitalik', undefined, false],
  ['getDomain', [ADDRESS], 'GET', `/domain/${ADDRESS}`, undefined, false],
  ['getDomains', [[ADDRESS]], 'POST', '/batch-domains', { addresses: [ADDRESS] }, false],
  [
    'createSession',
    [{ payload: { nonce: 'n' }, signature: '0x01' }],
    'POST',
    '/session',
    { payload: { nonce: 'n' }, signature: '0x01' },
    false,
  ],
  ['authenticate', [ADDRESS], 'POST', '/auth', { account: ADDRESS }, false],
  ['getAccountSettings', [], 'GET', '/account/settings', undefined, true],
  ['registerAccount', [{ tag: 'smol' }], 'POST', '/account/register', { tag: 'smol' }, true],
  [
    'sendEmailVerification',
    ['https://app/verify'],
    'POST',
    '/account/send-email-verification',
    { redirectUrl: 'https://app/verify' },
    true,
  ],
  ['uploadImage', [form()], 'POST', '/account/upload-image', 'form', true],
  ['uploadBanner', [form()], 'POST', '/account/upload-banner', 'form', true],
  ['uploadTagImage', [form()], 'POST', '/account/upload-treasuretag-image', 'form', true],
  ['getAccountSocials', [], 'GET', '/account/socials', undefined, true],
  ['updateAccount', ['acc-1', { bio: 'hi' }], 'POST', '/account/acc-1', { bio: 'hi' }, true],
  [
    'loginSocial',
    ['discord', 'https://app/cb'],
    'POST',
    '/account/discord/login',
    { redirectUrl: 'https://app/cb' },
    true,
  ],
  [
    'loginSocial',
    ['twitter', 'https://app/cb'],
    'POST',
    '/account/twitter/login',
    { redirectUrl: 'https://app/cb' },
    true,
  ],
  ['loginSocial', ['steam', 'https://app/cb'], 'POST', '/account/steam/login', { redirectUrl: 'https://app/cb' }, true],
  [
    'loginSocial',
    ['twitch', 'https://app/cb'],
    'POST',
    '/account/twitch/login',
    { redirectUrl: 'https://app/cb' },
    true,
  ],
  ['revokeSocial', ['discord'], 'POST', '/account/discord/revoke', undefined, true],
  ['getCartridge', ['c 1'], 'GET', '/cartridge/c%201', undefined, false],
  ['getPrice', ['MAGIC', 'USD'], 'GET', '/price?baseCurrency=MAGIC&quoteCurrency=USD', undefined, false],
  ['getUserQuests', [{ address: ADDRESS }], 'GET', `/v1/user-quests?address=${ADDRESS}`, undefined, false],
  ['getLeaderboard', ['q1', { limit: 10 }], 'POST', '/v1/leaderboard/q1', { limit: 10 }, false],
  ['hideQuests', [['q1', 'q2']], 'POST', '/v1/hide-quests', { quests: ['q1', 'q2'] }, true],
  ['ackQuest', ['q1'], 'GET', '/v1/ack-quest/q1', undefined, true],
  ['getTournaments', [], 'GET', '/v1/tournaments', undefined, false],
  ['getTournament', ['t1'], 'GET', '/v1/tournament/t1', undefined, false],
  ['getUserTournaments', [{ address: ADDRESS }], 'GET', `/v1/user-tournaments?address=${ADDRESS}`, undefined, false],
  ['getTournamentData', ['t1'], 'GET', '/v1/tournament-data/t1', undefined, false],
  [
    'registerUserTournament',
    [{ tournamentId: 't1' }],
    'POST',
    '/v1/register-user-tournament',
    { tournamentId: 't1' },
    true,
  ],
  [
    'dripTestnetFaucet',
    [{ recaptchaResponse: 'r', sendToAddress: ADDRESS, chainSlug: 'abstracttest' }],
    'POST',
    '/treasure-chain/drip-testnet-faucet',
    { recaptchaResponse: 'r', sendToAddress: ADDRESS, chainSlug: 'abstracttest' },
    true,
  ],
  [
    'getCollectionsForUser',
    [{ address: ADDRESS, chains: ['arb', 'abstract'] }],
    'GET',
    `/collections-for-user?address=${ADDRESS}&chains=arb%2Cabstract`,
    undefined,
    false,
  ],
  [
    'getCollection',
    ['arb', ADDRESS, { projection: 'urlSlug', partitionTokenId: '7' }],
    'GET',
    `/collection/arb/${ADDRESS}?projection=urlSlug&partitionTokenId=7`,
    undefined,
    false,
  ],
  ['getCollectionBySlug', ['smol-brains'], 'GET', '/collection/any/smol-brains', undefined, false],
  ['getCollectionTraits', ['smol-brains'], 'GET', '/collection/any/smol-brains/traits', undefined, false],
  ['getCollections', [{ ids: ['arb/0x1'] }], 'POST', '/batch-collections', { ids: ['arb/0x1'] }, false],
  ['getToken', ['arb', ADDRESS, '42'], 'GET', `/collection/arb/${ADDRESS}/42`, undefined, false],
  ['getTokens', [['arb/0x1/1', 'arb/0x1/2']], 'POST', '/batch-tokens', { ids: ['arb/0x1/1', 'arb/0x1/2'] }, false],
  [
    'getCollectionTokens',
    ['smol-brains', { traits: ['Body:Red', 'Hat:None'], ids_only: true }],
    'GET',
    '/collection/any/smol-brains/tokens?traits=Body%3ARed%2CHat%3ANone&limit=1001&ids_only=true',
    undefined,
    false,
  ],
  ['getFeaturedCollections', [], 'GET', '/collection/featured', undefined, false],
  ['refreshCollection', ['arb', 'smol-brains'], 'POST', '/collection/any/arb/smol-brains/refresh', undefined, false],
  [
    'getTokensForUserPage',
    [{ userAddress: ADDRESS, page: 2 }],
    'POST',
    '/tokens-for-user-page',
    { userAddress: ADDRESS, page: 2 },
    false,
  ],
  [
    'getTokensForUser',
    [{ userAddress: ADDRESS, chainId: 42161 }],
    'GET',
    `/tokens-for-user?userAddress=${ADDRESS}&chainId=42161`,
    undefined,
    false,
  ],
  [
    'getQuantityOwned',
    [{ userAddress: ADDRESS, tokenId: '1' }],
    'GET',
    `/quantity-owned?userAddress=${ADDRESS}&tokenId=1`,
    undefined,
    false,
  ],
  ['getTokenSupply', [{ ids: ['a'] }], 'POST', '/token-supply', { ids: ['a'] }, false],
  ['getTokenStats', [{ ids: ['a'] }], 'POST', '/token-stats', { ids: ['a'] }, false],
  ['getCollectionStats', [{ ids: ['c'] }], 'POST', '/collection-stats', { ids: ['c'] }, false],
  [
    'cropImage',
    [{ url: 'https://img/a.png', width: 100 }],
    'GET',
    '/crop-image?url=https%3A%2F%2Fimg%2Fa.png&width=100',
    undefined,
    false,
  ],
  ['getEarliestTimestamp', [], 'GET', '/earliest-timestamp', undefined, false],
  ['getBadges', [], 'GET', '/badges', undefined, true],
  ['getBadgesClaimed', [ADDRESS], 'GET', `/badges-claimed/${ADDRESS}`, undefined, false],
  ['getBadge', ['b1'], 'GET', '/badge/b1?synchronousRefresh=false', undefined, true],
  ['getBadge', ['b1', true], 'GET', '/badge/b1?synchronousRefresh=true', undefined, true],
  ['ackBadge', ['b1'], 'GET', '/ack-badge/b1', undefined, true],
  ['claimBadge', ['b1', 'MAGIC'], 'GET', '/claim-badge/b1?paymentCurrency=MAGIC', undefined, true],
  [
    'claimBadges',
    [['b1', 'b2'], 'ETH'],
    'POST',
    '/claim-badge-batch',
    { badgeIds: ['b1', 'b2'], paymentCurrency: 'ETH' },
    true,
  ],
  ['getBadgeStats', [], 'GET', '/badge-stats', undefined, false],
  ['getBadgeConfigs', [], 'GET', '/badge-configs', undefined, false],
  ['getGame', ['g1'], 'GET', '/game/g1', undefined, false],
  ['createUnsignedListing', [{ tokenId: '1' }], 'POST', '/v2/unsigned-listing', { tokenId: '1' }, true],
  ['createListing', [{ signature: '0x' }], 'POST', '/v2/create-listing', { signature: '0x' }, true],
  ['getChests', [], 'GET', '/v1/chests', undefined, false],
  [
    'getVouchers',
    [{ currentSeason: 3, includeChests: true }],
    'GET',
    '/v1/vouchers?currentSeason=3&includeChests=true',
    undefined,
    true,
  ],
  ['purchaseChests', [3], 'POST', '/v1/chests/purchase', { season: 3 }, true],
  ['getSeasons', [], 'GET', '/v1/seasons', undefined, false],
  [
    'getNotifications',
    [{ read: false, limit: 20, exclusiveStartKey: { id: 'k' }, type: 'SALE', bidType: 'token' }],
    'POST',
    '/account/notifications',
    { read: false, limit: 20, exclusiveStartKey: { id: 'k' }, type: 'SALE', bidType: 'token' },
    true,
  ],
  ['markNotificationRead', ['n1'], 'POST', '/account/notification/read', { notificationId: 'n1' }, true],
  ['markAllNotificationsRead', [], 'POST', '/account/notifications/read', undefined, true],
  ['getNotificationsCount', [], 'GET', '/account/notifications/count', undefined, true],
  [
    'getMoonpaySignedUrl',
    ['https://buy.moonpay.com/?a=1'],
    'GET',
    '/moonpay/sign-url?moonpayUrl=https%3A%2F%2Fbuy.moonpay.com%2F%3Fa%3D1',
    undefined,
    true,
  ],
  [
    'getBridgingTokens',
    ['mainnet', 'erc20'],
    'GET',
    '/bridging-tokens?network=mainnet&tokenType=erc20',
    undefined,
    false,
  ],
  ['getBridgeRouteList', ['mainnet'], 'GET', '/bridging-route-list?network=mainnet', undefined, false],
];

/** Answers shaped as the validated calls expect. */
function validReply(request: RecordedRequest): Reply {
  if (request.url.startsWith('/price')) return { body: { price: '0.25' } };
  if (request.url.startsWith('/bridging-tokens')) return { body: { tokens: [] } };
  if (request.url.endsWith('/traits')) return { body: {} };
  if (request.url.startsWith('/tokens-for-user?')) return { body: { tokens: [] } };
  if (request.url === '/account/notifications') return { body: { accountNotifications: [] } };
  if (request.url.startsWith('/domain/')) return { body: { address: ADDRESS } };
  if (request.url.includes('domains')) return { body: [] };
  return { body: { ok: true } };
}

describe('marketplace client on the wire', () => {
  it('has a row in this table for every call it offers', () => {
    expect(new Set(CALLS.map(([name]) => name))).toEqual(new Set(Object.keys(api.client)));
  });

  it.each(CALLS)('%s sends %s %s', async (name, args, method, url, body, auth) => {
    api.reply = validReply;
    await (api.client[name] as (...a: unknown[]) => Promise<unknown>)(...args);
    expect(api.server.requests).toHaveLength(1);
    const [request] = api.server.requests;
    expect(request?.method).toBe(method);
    expect(request?.url).toBe(url);
    expect(request?.headers['x-api-key']).toBe(API_KEY);
    expect(request?.headers.authorization).toBe(auth ? TOKEN : undefined);
    if (body === undefined) {
      expect(request?.body).toBe('');
    } else if (body === 'form') {
      expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(request?.body).toContain('filename="a.png"');
    } else {
      expect(request?.headers['content-type']).toBe('application/json');
      expect(JSON.parse(request?.body ?? '')).toEqual(body);
    }
  });

  it.each(CALLS.filter(([, , , , , auth]) => auth))(
    '%s fails before sending anything when signed out',
    async (name, args) => {
      api.token = null;
      const error = await (api.client[name] as (...a: unknown[]) => Promise<unknown>)(...args).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AuthRequiredError);
      expect(api.server.requests).toHaveLength(0);
    },
  );

  it('fetches the bridge tokens of all six network and token-type combinations', async () => {
    api.reply = (request) => ({
      body: {
        tokens:
          request.url.includes('erc721') && request.url.includes('mainnet')
            ? [
                {
                  name: 'Smol Brains',
                  srcChainId: '42161',
                  destChainId: 2741,
                  srcTokenAddress: '0x1',
                  destTokenAddress: '0x2',
                  isCollateral: true,
                  isNft: true,
                  nftStandard: 'ERC721',
                  method: 'hyperlane',
                },
              ]
            : [],
      },
    });
    const tokens = await getAllBridgingTokens(api.client);
    expect(api.server.requests.map((r) => r.url).sort()).toEqual(
      ['mainnet', 'testnet']
        .flatMap((n) => ['erc20', 'erc721', 'erc1155'].map((t) => `/bridging-tokens?network=${n}&tokenType=${t}`))
        .sort(),
    );
    expect(tokens).toEqual([expect.objectContaining({ name: 'Smol Brains', srcChainId: 42161, destChainId: 2741 })]);
  });

  it('returns the price, the traits and the notifications it validated', async () => {
    api.reply = validReply;
    expect(await api.client.getPrice('MAGIC', 'USD')).toBe('0.25');
    api.reply = () => ({ body: { price: 3000 } });
    expect(await api.client.getPrice('ETH', 'USD')).toBe('3000');
    api.reply = () => ({ body: { Body: { display_order: 'name', valuesMap: { Red: { valueCount: 3 } } } } });
    expect(await api.client.getCollectionTraits('smol-brains')).toEqual({
      Body: { display_order: 'name', valuesMap: { Red: { valueCount: 3 } } },
    });
    api.reply = () => ({ body: { accountNotifications: [{ id: 'n1' }], lastEvaluatedKey: 'k2' } });
    expect(await api.client.getNotifications({})).toEqual({
      accountNotifications: [{ id: 'n1' }],
      lastEvaluatedKey: 'k2',
    });
  });

  it('names the bad field of a malformed response', async () => {
    api.reply = () => ({
      body: {
        tokens: [
          {
            name: 'X',
            srcChainId: 1,
            destChainId: 2,
            srcTokenAddress: '0x1',
            destTokenAddress: '0x2',
            isCollateral: 'yes',
            isNft: false,
            method: 'hyperlane',
          },
        ],
      },
    });
    const error = await api.client.getBridgingTokens('mainnet', 'erc20').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as Error).message).toMatch(/^Unexpected response from \/bridging-tokens: tokens\.0\.isCollateral /);
    api.reply = () => ({ body: { nope: true } });
    await expect(api.client.getPrice('MAGIC', 'USD')).rejects.toThrow('Unexpected response from /price: price ');
    api.reply = () => ({ raw: '<html>' });
    await expect(api.client.getCartridgeTraits()).rejects.toThrow(
      'Unexpected response from /cartridge-traits: body is not JSON',
    );
  });
});
