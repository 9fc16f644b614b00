/**
 * The token picker's options, and what it says of a token only the marketplace's records carry
 * (docs/routes.md, "Server records"; docs/chains-and-assets.md, "Icons"). Such a token is shown as itself:
 * never with a built-in token's icon, which the icons' table finds by symbol alone, so that a record naming
 * its token MAGIC, or RON where no built-in route carries RON, cannot borrow one; and with its contract's
 * address and where it comes from.
 */
import { type Address, getAddress } from 'viem';
import type { PickerOption } from '../../components/PickerList';
import { tokenIcon } from '../../config/token-icons';
import {
  type BridgeRoute,
  destinationsFrom,
  findRoute,
  type RouteEndpoint,
  sourcesOf,
  tokenKey,
} from '../../lib/routes';

/**
 * Whether a built-in route carries `token` (a token key): only then is it the app's own token. A server route
 * can carry a built-in token's key only as that token, through its built-in router (docs/routes.md).
 */
const isBuiltInToken = (routes: readonly BridgeRoute[], token: string) =>
  routes.some((route) => route.origin === 'built-in' && tokenKey(route.token) === token);

/** The token picker's option for `token`: its icon only if it is a built-in token; else the drawn fallback. */
export function tokenOption(routes: readonly BridgeRoute[], token: string): PickerOption {
  return { value: token, label: token, icon: isBuiltInToken(routes, token) ? tokenIcon(token) : undefined };
}

/** A token only server routes carry: its contract on the chain the form would send it from. */
export interface ServerToken {
  readonly chainId: number;
  /** Checksummed (EIP-55); absent where that end is the chain's native currency. */
  readonly address?: Address;
}

/**
 * Where `token` comes from when only the marketplace's records carry it, else undefined: its contract on the
 * chain it would leave from, picked as the form picks it (the form's origin `fromChainId` when the token
 * leaves from there, else its first), over the route the form would take (its first open destination).
 */
export function serverTokenOf(
  routes: readonly BridgeRoute[],
  token: string,
  fromChainId: number | undefined,
): ServerToken | undefined {
  const first = routes.find((route) => tokenKey(route.token) === token);
  if (!first || isBuiltInToken(routes, token)) return undefined;
  const sources = sourcesOf(routes, token);
  const chainId = fromChainId !== undefined && sources.includes(fromChainId) ? fromChainId : sources[0];
  const toChainId = chainId === undefined ? undefined : destinationsFrom(routes, token, chainId)[0];
  const answer =
    chainId === undefined || toChainId === undefined
      ? undefined
      : findRoute(routes, { token, fromChainId: chainId, toChainId });
  // A token no open route carries still says where it comes from: its first route's first end.
  return endOf(answer?.ok ? answer.from : first.l1);
}

const endOf = (end: RouteEndpoint): ServerToken =>
  end.address ? { chainId: end.chainId, address: getAddress(end.address) } : { chainId: end.chainId };
