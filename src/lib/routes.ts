/**
 * Bridge routes (docs/routes.md): built from the network's token configs, merged with the
 * marketplace's bridge-token records, and queried for a token and a pair of chains.
 */
import { type Address, getAddress, isAddress, isAddressEqual } from 'viem';
import type { BridgeMethod, HyperlaneTokenConfig, NetworkConfig, RouteRestriction } from '../config/types';
import type { NftStandard, ServerBridgeToken } from './server-bridge-token';

export const HYPERLANE_DEPOSIT_SECONDS = 5 * 60;
export const ZK_DEPOSIT_SECONDS = 12 * 60;
export const ZK_WITHDRAWAL_SECONDS = 24 * 60 * 60;
export const TOKEN_DEFAULT_DECIMALS = 18;
export const NFT_DEFAULT_DECIMALS = 0;
export interface RouteEndpoint {
  readonly chainId: number;
  /** The token the user holds on this chain; absent for the chain's native currency (`isNative`). */
  readonly address?: Address;
  /** The chain's native currency moves: no token contract, no approval, the balance is the native one. */
  readonly isNative?: boolean;
  /** The Hyperlane router the transfer is sent through (the token itself on synthetic legs). */
  readonly router?: Address;
}

export interface RouteToken {
  readonly tokenName: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly isNft: boolean;
  readonly collectionSlug?: string;
  readonly nftStandard?: NftStandard;
}

/** A bridge route (docs/routes.md). `widthdrawOnly` is spelled as the backend spells it. */
export interface BridgeRoute {
  readonly bridge: BridgeMethod;
  readonly token: RouteToken;
  readonly l1: RouteEndpoint;
  readonly l2: RouteEndpoint;
  /** Seconds. */
  readonly estimatedDepositTime: number;
  /** Seconds; when absent a withdrawal takes as long as a deposit. */
  readonly estimatedWithdrawalTime?: number;
  readonly depositOnly: boolean;
  readonly widthdrawOnly: boolean;
  readonly depositDeprecated: boolean;
  readonly withdrawDisabled: boolean;
  readonly origin: 'built-in' | 'server';
  /** A server route whose L2 end is a collateral router: its wrapped token is read on chain, not from the record. */
  readonly destinationCollateral?: boolean;
  /** A function sending several NFTs in one transaction, e.g. `transferRemoteBatch(uint32,bytes32,uint128[])`. */
  readonly nftBatchSignature?: string;
}

const sameAddress = (a: string | undefined, b: string | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** The key a token is known by across routes (its symbol, upper-cased). */
export function tokenKey(token: Pick<RouteToken, 'symbol'>): string {
  return token.symbol.toUpperCase();
}

function orientation(
  network: NetworkConfig,
  a: { chainId: number; collateral: boolean },
  b: { chainId: number; collateral: boolean },
): ['a' | 'b', 'a' | 'b'] {
  // The home chain is the L2 end; otherwise the token's collateral (home) chain is the L1 end; otherwise
  // the network's chain order decides.
  if (b.chainId === network.homeChainId) return ['a', 'b'];
  if (a.chainId === network.homeChainId) return ['b', 'a'];
  if (a.collateral !== b.collateral) return a.collateral ? ['a', 'b'] : ['b', 'a'];
  const order = (id: number) => network.chains.findIndex((c) => c.chainId === id);
  return order(a.chainId) <= order(b.chainId) ? ['a', 'b'] : ['b', 'a'];
}

type RouteFlags = Pick<
  BridgeRoute,
  'depositOnly' | 'widthdrawOnly' | 'depositDeprecated' | 'withdrawDisabled' | 'origin'
>;

/** A built-in route's direction flags, from the network's restriction on it if there is one. */
function builtInFlags(restrictions: readonly RouteRestriction[], symbol: string, l1: number, l2: number): RouteFlags {
  const restriction = restrictions.find(
    (r) => r.symbol.toUpperCase() === symbol.toUpperCase() && r.l1ChainId === l1 && r.l2ChainId === l2,
  );
  return {
    depositOnly: false,
    widthdrawOnly: restriction?.withdrawOnly ?? false,
    depositDeprecated: restriction?.depositDeprecated ?? false,
    withdrawDisabled: restriction?.withdrawDisabled ?? false,
    origin: 'built-in',
  };
}

/** Whether `from` sends to `to`: `to`'s router is one of `from`'s connections. */
function sendsTo(from: HyperlaneTokenConfig, to: HyperlaneTokenConfig): boolean {
  return from.connections.some((c) => c.chainName === to.chainName && sameAddress(c.address, to.address));
}

/**
 * The network's own routes: every pair of connected warp route legs, and ETH over each zk chain pair. A direction is open
 * only where the origin leg lists the destination among its connections (the registry's, docs/routes.md):
 * a deposit the L1 leg does not send is withdraw-only, a withdrawal the L2 leg does not send is disabled.
 */
export function builtInRoutes(network: NetworkConfig): BridgeRoute[] {
  const chainIdOf = (hyperlaneName: string) => network.chains.find((c) => c.hyperlaneName === hyperlaneName)?.chainId;
  const routes: BridgeRoute[] = [];
  const seen = new Set<string>();
  for (const leg of network.hyperlaneTokens) {
    for (const connection of leg.connections) {
      const other = network.hyperlaneTokens.find(
        (t) => t.chainName === connection.chainName && t.address.toLowerCase() === connection.address.toLowerCase(),
      );
      const legChain = chainIdOf(leg.chainName);
      const otherChain = chainIdOf(connection.chainName);
      if (!other || legChain === undefined || otherChain === undefined) continue;
      const pairKey = `${tokenKey(leg)}:${[legChain, otherChain].sort((x, y) => x - y).join('-')}`;
      if (seen.has(pairKey)) continue;
      seen.add(pairKey);

      const ends = {
        a: { chainId: legChain, collateral: leg.standard === 'collateral', config: leg },
        b: { chainId: otherChain, collateral: other.standard === 'collateral', config: other },
      };
      const [l1Key, l2Key] = orientation(network, ends.a, ends.b);
      const endpoint = (end: (typeof ends)['a']): RouteEndpoint => ({
        chainId: end.chainId,
        address: getAddress(end.config.collateralAddress ?? end.config.address),
        router: getAddress(end.config.address),
      });
      const l1 = endpoint(ends[l1Key]);
      const l2 = endpoint(ends[l2Key]);
      const flags = builtInFlags(network.routeRestrictions, leg.symbol, l1.chainId, l2.chainId);
      routes.push({
        bridge: 'hyperlane',
        token: {
          tokenName: leg.name,
          symbol: leg.symbol,
          decimals: leg.decimals,
          isNft: leg.isNft,
          ...(leg.collectionSlug ? { collectionSlug: leg.collectionSlug } : {}),
          ...(leg.isNft ? { nftStandard: 'ERC721' as const } : {}),
        },
        l1,
        l2,
        estimatedDepositTime: HYPERLANE_DEPOSIT_SECONDS,
        ...flags,
        widthdrawOnly: flags.widthdrawOnly || !sendsTo(ends[l1Key].config, ends[l2Key].config),
        withdrawDisabled: flags.withdrawDisabled || !sendsTo(ends[l2Key].config, ends[l1Key].config),
      });
    }
  }
  for (const zk of network.zkTokens) {
    const chain = network.zkChains.find((c) => c.l1ChainId === zk.l1ChainId && c.l2ChainId === zk.l2ChainId);
    // A token no configured zk chain carries cannot be sent: it is not offered.
    if (!chain) continue;
    routes.push({
      bridge: 'zk',
      token: { tokenName: zk.name, symbol: zk.symbol, decimals: zk.decimals, isNft: false },
      // The L1's native currency, which is the ZK chain's base token too: the only thing zk moves here.
      l1: { chainId: zk.l1ChainId, isNative: true },
      l2: { chainId: zk.l2ChainId, isNative: true },
      estimatedDepositTime: chain.depositSeconds ?? ZK_DEPOSIT_SECONDS,
      estimatedWithdrawalTime: chain.withdrawalSeconds ?? ZK_WITHDRAWAL_SECONDS,
      ...builtInFlags(network.routeRestrictions, zk.symbol, zk.l1ChainId, zk.l2ChainId),
    });
  }
  for (const restriction of network.routeRestrictions) {
    const matched = routes.some(
      (r) =>
        tokenKey(r.token) === restriction.symbol.toUpperCase() &&
        r.l1.chainId === restriction.l1ChainId &&
        r.l2.chainId === restriction.l2ChainId,
    );
    if (!matched) {
      throw new Error(
        `The ${network.name} route restriction on ${restriction.symbol} ${restriction.l1ChainId} -> ${restriction.l2ChainId} matches no route`,
      );
    }
  }
  return routes;
}

/**
 * Why a server record was not made a route. A record is data to check, never an instruction: it may not
 * add a second token under a built-in name, replace a built-in route's contracts, relax a built-in
 * restriction, or name the zk bridge's contracts (those come from the config alone).
 */
export type RecordRejection =
  | 'unknown-chain'
  | 'no-mailbox'
  | 'same-chain'
  | 'bad-address'
  | 'bad-decimals'
  | 'zk-from-server'
  | 'look-alike'
  | 'conflicts-with-built-in';

export interface RejectedRecord {
  readonly record: ServerBridgeToken;
  readonly reason: RecordRejection;
}

/** Decimals a record may claim: an ERC20 with more than this is not a token anyone bridges. */
const MAX_TOKEN_DECIMALS = 36;

/**
 * Letters from other scripts that look like Latin ones, after NFKD and lower-casing. Not all of Unicode's
 * confusables: the ones a token name such as MAGIC, SMOL or Smol Brains could be faked with.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a', // Cyrillic
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  һ: 'h',
  і: 'l',
  ї: 'l',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ѕ: 's',
  т: 't',
  у: 'y',
  х: 'x',
  α: 'a', // Greek
  β: 'b',
  γ: 'y',
  ε: 'e',
  ι: 'l',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ɡ: 'g', // Latin look-alikes
  ı: 'l',
  ℓ: 'l',
  // Capital I, small l and the digit 1 are one stroke in many fonts.
  i: 'l',
  '0': 'o',
  '1': 'l',
  '|': 'l',
  '5': 's',
};

/**
 * A name reduced to what a person sees: case, spaces, separators, accents, zero-width characters and
 * letters of other scripts that look Latin do not count. `MAGIC`, `magic `, `MАGIC` (Cyrillic А) and
 * `M.A.G.I.C` have one skeleton.
 */
export function nameSkeleton(name: string): string {
  return [...name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()]
    .filter((c) => !/[\s\p{Cf}\p{P}\p{S}]/u.test(c) || c === '|')
    .map((c) => LOOK_ALIKES[c] ?? c)
    .join('');
}

/** Whether a built-in route has exactly this record's contracts on exactly its chains. */
function coveredByBuiltIn(route: BridgeRoute, record: ServerBridgeToken): boolean {
  const ends = [route.l1, route.l2];
  const src = ends.find((e) => e.chainId === record.srcChainId);
  const dest = ends.find((e) => e.chainId === record.destChainId);
  if (!src || !dest || src === dest || route.bridge !== record.method) return false;
  return (
    sameAddress(src.router, record.srcTokenAddress) &&
    sameAddress(dest.router, record.destTokenAddress) &&
    (!record.isCollateral || sameAddress(src.address, record.underlyingTokenAddress))
  );
}

const joins = (route: BridgeRoute, a: number, b: number) =>
  (route.l1.chainId === a && route.l2.chainId === b) || (route.l1.chainId === b && route.l2.chainId === a);

/** The built-in token a record's name is, or looks like. */
function builtInTokenNamed(builtIn: readonly BridgeRoute[], name: string): RouteToken | undefined {
  const skeleton = nameSkeleton(name);
  return builtIn.find((r) => nameSkeleton(r.token.symbol) === skeleton || nameSkeleton(r.token.tokenName) === skeleton)
    ?.token;
}

/** Whether `address` is one of a built-in token's routers on `chainId`. */
function isBuiltInRouter(builtIn: readonly BridgeRoute[], token: RouteToken, chainId: number, address: string) {
  return builtIn.some(
    (r) =>
      tokenKey(r.token) === tokenKey(token) &&
      [r.l1, r.l2].some((end) => end.chainId === chainId && sameAddress(end.router, address)),
  );
}

function serverRoute(record: ServerBridgeToken, token: RouteToken): BridgeRoute {
  const src = getAddress(record.srcTokenAddress);
  const dest = getAddress(record.destTokenAddress);
  return {
    bridge: 'hyperlane',
    token,
    l1: {
      chainId: record.srcChainId,
      address: record.isCollateral && record.underlyingTokenAddress ? getAddress(record.underlyingTokenAddress) : src,
      router: src,
    },
    l2: { chainId: record.destChainId, address: dest, router: dest },
    estimatedDepositTime: HYPERLANE_DEPOSIT_SECONDS,
    // A direction only the server knows goes one way: the way it lists.
    depositOnly: true,
    widthdrawOnly: false,
    depositDeprecated: false,
    withdrawDisabled: false,
    origin: 'server',
    ...(record.isDestCollateral ? { destinationCollateral: true } : {}),
    ...(record.nftBatchSignature ? { nftBatchSignature: record.nftBatchSignature } : {}),
  };
}

function recordProblem(network: NetworkConfig, record: ServerBridgeToken): RecordRejection | undefined {
  const chainIds = new Set(network.chains.map((c) => c.chainId));
  if (!chainIds.has(record.srcChainId) || !chainIds.has(record.destChainId)) return 'unknown-chain';
  if (record.srcChainId === record.destChainId) return 'same-chain';
  if (record.method !== 'hyperlane') return 'zk-from-server';
  // A chain the Hyperlane registry disables has no Mailbox in the config: nothing is relayed there.
  const relayed = (chainId: number) => network.chains.some((c) => c.chainId === chainId && c.mailbox);
  if (!relayed(record.srcChainId) || !relayed(record.destChainId)) return 'no-mailbox';
  const addresses = [record.srcTokenAddress, record.destTokenAddress];
  if (record.isCollateral) addresses.push(record.underlyingTokenAddress ?? '');
  if (!addresses.every((a) => isAddress(a, { strict: false }))) return 'bad-address';
  const decimals = record.decimals ?? (record.isNft ? NFT_DEFAULT_DECIMALS : TOKEN_DEFAULT_DECIMALS);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > (record.isNft ? 0 : MAX_TOKEN_DECIMALS)) {
    return 'bad-decimals';
  }
  return undefined;
}

/**
 * The built-in routes plus, for each server direction no built-in route covers, a deposit-only route that
 * is only a candidate: it is offered once its contracts are verified on chain (`route-trust.ts`). A record
 * with exactly a built-in route's contracts lends it only its NFT batch function; any other record under a
 * built-in token's name (or a look-alike of it) must start or end at one of that token's built-in routers
 * on a chain pair no built-in route joins, so the chain can prove it part of the same warp route.
 */
export function mergeServerRoutes(
  network: NetworkConfig,
  builtIn: readonly BridgeRoute[],
  records: readonly ServerBridgeToken[],
): { routes: BridgeRoute[]; rejected: RejectedRecord[] } {
  const merged = builtIn.map((route) => ({ ...route }));
  const rejected: RejectedRecord[] = [];
  const serverNames = new Map<string, string>();
  for (const record of records) {
    const problem = recordProblem(network, record);
    if (problem) {
      rejected.push({ record, reason: problem });
      continue;
    }
    const covering = merged.findIndex((route) => route.origin === 'built-in' && coveredByBuiltIn(route, record));
    const coveringRoute = merged[covering];
    if (coveringRoute) {
      if (record.nftBatchSignature && !coveringRoute.nftBatchSignature && coveringRoute.token.isNft) {
        merged[covering] = { ...coveringRoute, nftBatchSignature: record.nftBatchSignature };
      }
      continue;
    }
    const known = builtInTokenNamed(builtIn, record.name);
    let token: RouteToken;
    if (known) {
      const sameToken = builtIn.filter((r) => tokenKey(r.token) === tokenKey(known));
      if (sameToken.some((r) => joins(r, record.srcChainId, record.destChainId))) {
        rejected.push({ record, reason: 'conflicts-with-built-in' });
        continue;
      }
      const anchored =
        isBuiltInRouter(builtIn, known, record.srcChainId, record.srcTokenAddress) ||
        isBuiltInRouter(builtIn, known, record.destChainId, record.destTokenAddress);
      if (!anchored || record.isNft !== known.isNft || (record.decimals ?? known.decimals) !== known.decimals) {
        rejected.push({ record, reason: 'look-alike' });
        continue;
      }
      token = known;
    } else {
      const skeleton = nameSkeleton(record.name);
      const earlier = serverNames.get(skeleton);
      if (earlier !== undefined && earlier !== record.name) {
        rejected.push({ record, reason: 'look-alike' });
        continue;
      }
      serverNames.set(skeleton, record.name);
      token = {
        tokenName: record.name,
        symbol: record.name,
        decimals: record.decimals ?? (record.isNft ? NFT_DEFAULT_DECIMALS : TOKEN_DEFAULT_DECIMALS),
        isNft: record.isNft,
        ...(record.nftStandard && record.isNft ? { nftStandard: record.nftStandard } : {}),
      };
    }
    const route = serverRoute(record, token);
    const duplicate = merged.some(
      (r) =>
        r.origin === 'server' &&
        r.l1.chainId === route.l1.chainId &&
        r.l2.chainId === route.l2.chainId &&
        sameAddress(r.l1.router, route.l1.router),
    );
    if (!duplicate) merged.push(route);
  }
  return { routes: merged, rejected };
}

export type RouteDirection = 'deposit' | 'withdraw';

export type RouteRefusal =
  | 'same-chain'
  | 'no-route'
  | 'withdraw-only'
  | 'deposit-deprecated'
  | 'deposit-only'
  | 'withdraw-disabled';

/** A route found open for a token and two chains: what a transfer over it is sent through. */
export interface OpenRoute {
  readonly ok: true;
  readonly route: BridgeRoute;
  readonly method: BridgeMethod;
  readonly direction: RouteDirection;
  readonly from: RouteEndpoint;
  readonly to: RouteEndpoint;
  /** Seconds. */
  readonly estimatedTime: number;
}

export type RouteAnswer = OpenRoute | { readonly ok: false; readonly reason: RouteRefusal };

function refusal(route: BridgeRoute, direction: RouteDirection): RouteRefusal | undefined {
  if (direction === 'deposit') {
    if (route.widthdrawOnly) return 'withdraw-only';
    if (route.depositDeprecated) return 'deposit-deprecated';
  } else {
    if (route.depositOnly) return 'deposit-only';
    if (route.withdrawDisabled) return 'withdraw-disabled';
  }
  return undefined;
}

/**
 * Is there a route for `token` from one chain to the other; if so which method, direction, contracts
 * and how long it takes; if not, why not. Built-in routes are preferred to server ones.
 */
export function findRoute(
  routes: readonly BridgeRoute[],
  query: { token: string; fromChainId: number; toChainId: number },
): RouteAnswer {
  if (query.fromChainId === query.toChainId) return { ok: false, reason: 'same-chain' };
  const key = query.token.toUpperCase();
  const candidates = routes
    .filter((r) => tokenKey(r.token) === key)
    .flatMap((route): { route: BridgeRoute; direction: RouteDirection }[] => {
      if (route.l1.chainId === query.fromChainId && route.l2.chainId === query.toChainId) {
        return [{ route, direction: 'deposit' }];
      }
      if (route.l2.chainId === query.fromChainId && route.l1.chainId === query.toChainId) {
        return [{ route, direction: 'withdraw' }];
      }
      return [];
    })
    .sort((a, b) => (a.route.origin === b.route.origin ? 0 : a.route.origin === 'built-in' ? -1 : 1));
  const first = candidates[0];
  if (!first) return { ok: false, reason: 'no-route' };
  const usable = candidates.find((c) => refusal(c.route, c.direction) === undefined);
  if (!usable) return { ok: false, reason: refusal(first.route, first.direction) ?? 'no-route' };
  const { route, direction } = usable;
  return {
    ok: true,
    route,
    method: route.bridge,
    direction,
    from: direction === 'deposit' ? route.l1 : route.l2,
    to: direction === 'deposit' ? route.l2 : route.l1,
    estimatedTime:
      direction === 'deposit'
        ? route.estimatedDepositTime
        : (route.estimatedWithdrawalTime ?? route.estimatedDepositTime),
  };
}

/**
 * Whether sending from this end locks the user's tokens in a collateral router, which must be approved to
 * take them; a synthetic router is the token itself and burns what it sends.
 */
export function isCollateralEnd(end: RouteEndpoint): boolean {
  return end.router !== undefined && end.address !== undefined && !isAddressEqual(end.router, end.address);
}

/** The chains `token` can be sent to from `fromChainId`, in the allowed direction. */
export function destinationsFrom(routes: readonly BridgeRoute[], token: string, fromChainId: number): number[] {
  const candidates = new Set<number>();
  for (const r of routes) {
    if (tokenKey(r.token) !== token.toUpperCase()) continue;
    if (r.l1.chainId === fromChainId) candidates.add(r.l2.chainId);
    if (r.l2.chainId === fromChainId) candidates.add(r.l1.chainId);
  }
  return [...candidates].filter((toChainId) => findRoute(routes, { token, fromChainId, toChainId }).ok);
}

/** The chains `token` can leave from at all. */
export function sourcesOf(routes: readonly BridgeRoute[], token: string): number[] {
  const chains = new Set<number>();
  for (const r of routes) {
    if (tokenKey(r.token) !== token.toUpperCase()) continue;
    chains.add(r.l1.chainId);
    chains.add(r.l2.chainId);
  }
  return [...chains].filter((chainId) => destinationsFrom(routes, token, chainId).length > 0);
}

/** A token and two chains the form shows. */
export interface RouteSelection {
  readonly token: string;
  readonly fromChainId: number;
  readonly toChainId: number;
}

/**
 * Where the form opens: the first token (not an NFT) with a route open from one of its chains, from the
 * first chain it can leave, to the first chain it can reach from there. Always a route `findRoute` opens,
 * so the form never opens on a direction the routes do not offer; nothing when there is none.
 */
export function openingSelection(routes: readonly BridgeRoute[]): RouteSelection | undefined {
  const tokens = [...new Set(routes.filter((r) => !r.token.isNft).map((r) => tokenKey(r.token)))];
  for (const token of tokens) {
    const fromChainId = sourcesOf(routes, token)[0];
    if (fromChainId === undefined) continue;
    const toChainId = destinationsFrom(routes, token, fromChainId)[0];
    if (toChainId !== undefined) return { token, fromChainId, toChainId };
  }
  return undefined;
}
