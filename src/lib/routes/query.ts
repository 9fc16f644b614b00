/** Questions asked of a set of routes: is a direction open, where can a token go, where does the form open. */
import { isAddressEqual } from 'viem';
import type { BridgeMethod } from '../../config/types';
import { type BridgeRoute, type RouteEndpoint, tokenKey } from './model';

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
