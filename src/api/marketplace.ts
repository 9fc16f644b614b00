/**
 * The marketplace backend client: one function per call the backend offers, built from one table of
 * calls (`MARKETPLACE_CALLS`) so the wire shape of every call is in one place. The table is complete on
 * purpose, calls no screen makes yet included: the product asks for the whole client, and the next
 * screens (on-ramp, names, prices) use it as it is.
 */
import type * as z from 'zod/mini';
import type { ServerBridgeToken } from '../lib/server-bridge-token';
import type { CollectionTraits } from '../lib/traits';
import { createHttpClient, type HttpClientOptions, type HttpMethod, type Query } from './http';
import {
  bridgingTokensSchema,
  collectionTraitsSchema,
  type Domain,
  domainSchema,
  domainsSchema,
  type NotificationsResponse,
  notificationsSchema,
  priceSchema,
  type UserToken,
  userTokensSchema,
} from './schemas';

/** The ecosystem's name where the spec writes `{product}` in a path. */
export const PRODUCT = 'treasure';

export type Json = unknown;
export type SocialProvider = 'discord' | 'twitter' | 'steam' | 'twitch';
export type BridgeTokenType = 'erc20' | 'erc721' | 'erc1155';
export type BridgeNetwork = 'mainnet' | 'testnet';

/** Search parameters of the marketplace (docs/services.md). */
export interface SearchParameters {
  readonly queryString?: string;
  readonly tags?: readonly string[];
  readonly excludeTags?: readonly string[];
  readonly genres?: readonly string[];
  readonly defaultSort?: string;
  readonly specialSort?: string;
  readonly entityType?: string;
  readonly showSearchable?: boolean;
}

export interface NotificationsQuery {
  readonly read?: boolean;
  readonly limit?: number;
  readonly exclusiveStartKey?: unknown;
  readonly type?: string;
  readonly bidType?: string;
}

interface CallSpec<Args extends unknown[], Result> {
  readonly method: HttpMethod;
  readonly auth?: boolean;
  readonly path: (...args: Args) => string;
  readonly query?: (...args: Args) => Query;
  readonly body?: (...args: Args) => unknown;
  readonly schema?: z.ZodMiniType<unknown>;
  readonly pick?: (data: never) => Result;
}

function call<Args extends unknown[], Result = Json>(spec: CallSpec<Args, Result>): CallSpec<Args, Result> {
  return spec;
}

const seg = (value: string | number) => encodeURIComponent(String(value));

export const MARKETPLACE_CALLS = {
  // Search and domains
  getCartridgeTraits: call({ method: 'GET', path: () => '/cartridge-traits' }),
  search: call({ method: 'GET', path: (_: SearchParameters) => '/search', query: (params) => ({ ...params }) }),
  searchTokens: call({ method: 'GET', path: (_: string) => '/search/tokens', query: (query) => ({ query }) }),
  searchDomains: call({
    method: 'GET',
    path: (_?: string) => '/search/domains',
    query: (query) => ({ query }),
    schema: domainsSchema,
    pick: (data: Domain[]) => data,
  }),
  getDomain: call({
    method: 'GET',
    path: (address: string) => `/domain/${seg(address)}`,
    schema: domainSchema,
    pick: (data: Domain) => data,
  }),
  getDomains: call({
    method: 'POST',
    path: (_: readonly string[]) => '/batch-domains',
    body: (addresses) => ({ addresses }),
    schema: domainsSchema,
    pick: (data: Domain[]) => data,
  }),

  // Session and account
  createSession: call({ method: 'POST', path: (_: Json) => '/session', body: (login) => login }),
  authenticate: call({ method: 'POST', path: (_: string) => '/auth', body: (account) => ({ account }) }),
  getAccountSettings: call({ method: 'GET', auth: true, path: () => '/account/settings' }),
  registerAccount: call({
    method: 'POST',
    auth: true,
    path: (_: Json) => '/account/register',
    body: (details) => details,
  }),
  sendEmailVerification: call({
    method: 'POST',
    auth: true,
    path: (_: string) => '/account/send-email-verification',
    body: (redirectUrl) => ({ redirectUrl }),
  }),
  uploadImage: call({
    method: 'POST',
    auth: true,
    path: (_: FormData) => '/account/upload-image',
    body: (form) => form,
  }),
  uploadBanner: call({
    method: 'POST',
    auth: true,
    path: (_: FormData) => '/account/upload-banner',
    body: (form) => form,
  }),
  uploadTagImage: call({
    method: 'POST',
    auth: true,
    path: (_: FormData) => `/account/upload-${PRODUCT}tag-image`,
    body: (form) => form,
  }),
  getAccountSocials: call({ method: 'GET', auth: true, path: () => '/account/socials' }),
  updateAccount: call({
    method: 'POST',
    auth: true,
    path: (id: string, _: Json) => `/account/${seg(id)}`,
    body: (_, update) => update,
  }),
  loginSocial: call({
    method: 'POST',
    auth: true,
    path: (provider: SocialProvider, _: string) => `/account/${provider}/login`,
    body: (_, redirectUrl) => ({ redirectUrl }),
  }),
  revokeSocial: call({ method: 'POST', auth: true, path: (provider: SocialProvider) => `/account/${provider}/revoke` }),
  getCartridge: call({ method: 'GET', path: (id: string) => `/cartridge/${seg(id)}` }),
  getPrice: call({
    method: 'GET',
    path: (_: string, __: string) => '/price',
    query: (baseCurrency, quoteCurrency) => ({ baseCurrency, quoteCurrency }),
    schema: priceSchema,
    pick: (data: z.infer<typeof priceSchema>) => data.price,
  }),

  // Quests and tournaments
  getUserQuests: call({ method: 'GET', path: (_?: Query) => '/v1/user-quests', query: (query) => ({ ...query }) }),
  getLeaderboard: call({
    method: 'POST',
    path: (id: string, _?: Json) => `/v1/leaderboard/${seg(id)}`,
    body: (_, b) => b,
  }),
  hideQuests: call({
    method: 'POST',
    auth: true,
    path: (_: readonly string[]) => '/v1/hide-quests',
    body: (quests) => ({ quests }),
  }),
  ackQuest: call({ method: 'GET', auth: true, path: (questId: string) => `/v1/ack-quest/${seg(questId)}` }),
  getTournaments: call({ method: 'GET', path: (_?: Query) => '/v1/tournaments', query: (query) => ({ ...query }) }),
  getTournament: call({ method: 'GET', path: (id: string) => `/v1/tournament/${seg(id)}` }),
  getUserTournaments: call({
    method: 'GET',
    path: (_?: Query) => '/v1/user-tournaments',
    query: (query) => ({ ...query }),
  }),
  getTournamentData: call({ method: 'GET', path: (id: string) => `/v1/tournament-data/${seg(id)}` }),
  registerUserTournament: call({
    method: 'POST',
    auth: true,
    path: (_: Json) => '/v1/register-user-tournament',
    body: (registration) => registration,
  }),
  dripTestnetFaucet: call({
    method: 'POST',
    auth: true,
    path: (_: { recaptchaResponse: string; sendToAddress: string; chainSlug: string }) =>
      `/${PRODUCT}-chain/drip-testnet-faucet`,
    body: (request) => request,
  }),

  // Collections and tokens
  getCollectionsForUser: call({ method: 'GET', path: (_: Query) => '/collections-for-user', query: (query) => query }),
  getCollection: call({
    method: 'GET',
    path: (chain: string, address: string, _?: { projection?: string; partitionTokenId?: string }) =>
      `/collection/${seg(chain)}/${seg(address)}`,
    query: (_, __, options) => ({ ...options }),
  }),
  getCollectionBySlug: call({ method: 'GET', path: (slug: string) => `/collection/any/${seg(slug)}` }),
  getCollectionTraits: call({
    method: 'GET',
    path: (slug: string) => `/collection/any/${seg(slug)}/traits`,
    schema: collectionTraitsSchema,
    pick: (data: CollectionTraits) => data,
  }),
  getCollections: call({ method: 'POST', path: (_: Json) => '/batch-collections', body: (request) => request }),
  getToken: call({
    method: 'GET',
    path: (chain: string, address: string, tokenId: string) =>
      `/collection/${seg(chain)}/${seg(address)}/${seg(tokenId)}`,
  }),
  getTokens: call({ method: 'POST', path: (_: readonly string[]) => '/batch-tokens', body: (ids) => ({ ids }) }),
  getCollectionTokens: call({
    method: 'GET',
    path: (slug: string, _?: { traits?: readonly string[]; ids_only?: boolean }) =>
      `/collection/any/${seg(slug)}/tokens`,
    query: (_, options) => ({ traits: options?.traits, limit: COLLECTION_TOKENS_LIMIT, ids_only: options?.ids_only }),
  }),
  getFeaturedCollections: call({ method: 'GET', path: () => '/collection/featured' }),
  refreshCollection: call({
    method: 'POST',
    path: (a: string, b: string) => `/collection/any/${seg(a)}/${seg(b)}/refresh`,
  }),
  getTokensForUserPage: call({
    method: 'POST',
    path: (_: Json) => '/tokens-for-user-page',
    body: (request) => request,
  }),
  getTokensForUser: call({
    method: 'GET',
    path: (_: { userAddress: string; chainId?: number }) => '/tokens-for-user',
    query: (query) => query,
    schema: userTokensSchema,
    pick: (data: { tokens: UserToken[] }) => data.tokens,
  }),
  getQuantityOwned: call({ method: 'GET', path: (_: Query) => '/quantity-owned', query: (query) => query }),
  getTokenSupply: call({ method: 'POST', path: (_: Json) => '/token-supply', body: (request) => request }),
  getTokenStats: call({ method: 'POST', path: (_: Json) => '/token-stats', body: (request) => request }),
  getCollectionStats: call({ method: 'POST', path: (_: Json) => '/collection-stats', body: (request) => request }),
  cropImage: call({ method: 'GET', path: (_: Query) => '/crop-image', query: (query) => query }),
  getEarliestTimestamp: call({
    method: 'GET',
    path: (_?: Query) => '/earliest-timestamp',
    query: (query) => ({ ...query }),
  }),

  // Badges
  getBadges: call({ method: 'GET', auth: true, path: () => '/badges' }),
  getBadgesClaimed: call({ method: 'GET', path: (address: string) => `/badges-claimed/${seg(address)}` }),
  getBadge: call({
    method: 'GET',
    auth: true,
    path: (id: string, _?: boolean) => `/badge/${seg(id)}`,
    query: (_, synchronousRefresh = false) => ({ synchronousRefresh }),
  }),
  ackBadge: call({ method: 'GET', auth: true, path: (id: string) => `/ack-badge/${seg(id)}` }),
  claimBadge: call({
    method: 'GET',
    auth: true,
    path: (id: string, _: string) => `/claim-badge/${seg(id)}`,
    query: (_, paymentCurrency) => ({ paymentCurrency }),
  }),
  claimBadges: call({
    method: 'POST',
    auth: true,
    path: (_: readonly string[], __: string) => '/claim-badge-batch',
    body: (badgeIds, paymentCurrency) => ({ badgeIds, paymentCurrency }),
  }),
  getBadgeStats: call({ method: 'GET', path: () => '/badge-stats' }),
  getBadgeConfigs: call({ method: 'GET', path: () => '/badge-configs' }),
  getGame: call({ method: 'GET', path: (id: string) => `/game/${seg(id)}` }),

  // Listings and chests
  createUnsignedListing: call({
    method: 'POST',
    auth: true,
    path: (_: Json) => '/v2/unsigned-listing',
    body: (listing) => listing,
  }),
  createListing: call({
    method: 'POST',
    auth: true,
    path: (_: Json) => '/v2/create-listing',
    body: (listing) => listing,
  }),
  getChests: call({ method: 'GET', path: () => '/v1/chests' }),
  getVouchers: call({
    method: 'GET',
    auth: true,
    path: (_: { currentSeason?: string | number; includeChests?: boolean }) => '/v1/vouchers',
    query: (options) => ({ ...options }),
  }),
  purchaseChests: call({
    method: 'POST',
    auth: true,
    path: (_: string | number) => '/v1/chests/purchase',
    body: (season) => ({ season }),
  }),
  getSeasons: call({ method: 'GET', path: () => '/v1/seasons' }),

  // Notifications
  getNotifications: call({
    method: 'POST',
    auth: true,
    path: (_: NotificationsQuery) => '/account/notifications',
    body: (query) => query,
    schema: notificationsSchema,
    pick: (data: NotificationsResponse) => data,
  }),
  markNotificationRead: call({
    method: 'POST',
    auth: true,
    path: (_: string) => '/account/notification/read',
    body: (notificationId) => ({ notificationId }),
  }),
  markAllNotificationsRead: call({ method: 'POST', auth: true, path: () => '/account/notifications/read' }),
  getNotificationsCount: call({ method: 'GET', auth: true, path: () => '/account/notifications/count' }),

  // On-ramp and bridge
  getMoonpaySignedUrl: call({
    method: 'GET',
    auth: true,
    path: (_: string) => '/moonpay/sign-url',
    query: (moonpayUrl) => ({ moonpayUrl }),
  }),
  getBridgingTokens: call({
    method: 'GET',
    path: (_: BridgeNetwork, __: BridgeTokenType) => '/bridging-tokens',
    query: (network, tokenType) => ({ network, tokenType }),
    schema: bridgingTokensSchema,
    pick: (data: { tokens: ServerBridgeToken[] }) => data.tokens,
  }),
  /**
   * Treasure's signed route list for the app's network (docs/routes.md, "The signed route list"), beside
   * `/bridging-tokens`: left unparsed here, since only its signature makes it anything (route-list.ts).
   */
  getBridgeRouteList: call({
    method: 'GET',
    path: (_: string) => '/bridging-route-list',
    query: (network) => ({ network }),
  }),
} as const;

/** The ids-only token query's limit (docs/nfts.md). */
export const COLLECTION_TOKENS_LIMIT = 1001;

type Calls = typeof MARKETPLACE_CALLS;
export type MarketplaceClient = {
  [K in keyof Calls]: Calls[K] extends CallSpec<infer Args, infer Result> ? (...args: Args) => Promise<Result> : never;
};

export function createMarketplaceClient(options: HttpClientOptions): MarketplaceClient {
  const request = createHttpClient(options);
  const client: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const [name, spec] of Object.entries(MARKETPLACE_CALLS) as [string, CallSpec<unknown[], unknown>][]) {
    client[name] = async (...args) => {
      const data = await request({
        method: spec.method,
        auth: spec.auth ?? false,
        path: spec.path(...args),
        query: spec.query?.(...args),
        body: spec.body?.(...args),
        schema: spec.schema,
      });
      return spec.pick ? (spec.pick as (d: unknown) => unknown)(data) : data;
    };
  }
  return client as MarketplaceClient;
}

/** All six network x token-type combinations of `/bridging-tokens`, fetched together. */
export async function getAllBridgingTokens(client: MarketplaceClient): Promise<ServerBridgeToken[]> {
  const networks: BridgeNetwork[] = ['mainnet', 'testnet'];
  const types: BridgeTokenType[] = ['erc20', 'erc721', 'erc1155'];
  const lists = await Promise.all(networks.flatMap((n) => types.map((t) => client.getBridgingTokens(n, t))));
  return lists.flat();
}
