/**
 * The token form's route: the token and the two chains chosen, each kept to what the routes offer from the
 * choice before it (a chain no route of the token leaves from falls back to the first that does), opened on a
 * route the routes offer (`openingSelection`), and the routes' answer for it and for its reverse.
 */
import { useMemo, useState } from 'react';
import {
  type BridgeRoute,
  destinationsFrom,
  findRoute,
  type OpenRoute,
  openingSelection,
  sourcesOf,
  tokenKey,
} from '../../lib/routes';

export function useRouteSelection(routes: readonly BridgeRoute[]) {
  const tokens = useMemo(
    () => [...new Set(routes.filter((r) => !r.token.isNft).map((r) => tokenKey(r.token)))],
    [routes],
  );
  // The choices are the user's after the opening one.
  const [opening] = useState(() => openingSelection(routes));
  const [token, setToken] = useState(opening?.token ?? tokens[0] ?? '');
  const sources = sourcesOf(routes, token);
  const [from, setFrom] = useState<number | undefined>(opening?.fromChainId);
  const fromChainId = from !== undefined && sources.includes(from) ? from : sources[0];
  const destinations = fromChainId === undefined ? [] : destinationsFrom(routes, token, fromChainId);
  const [to, setTo] = useState<number | undefined>(opening?.toChainId);
  const toChainId = to !== undefined && destinations.includes(to) ? to : destinations[0];
  const answer =
    fromChainId !== undefined && toChainId !== undefined
      ? findRoute(routes, { token, fromChainId, toChainId })
      : undefined;
  const route: OpenRoute | undefined = answer?.ok ? answer : undefined;
  const reverse =
    toChainId !== undefined && fromChainId !== undefined
      ? findRoute(routes, { token, fromChainId: toChainId, toChainId: fromChainId })
      : undefined;
  return {
    tokens,
    opening,
    token,
    setToken,
    sources,
    fromChainId,
    setFrom,
    destinations,
    toChainId,
    setTo,
    answer,
    route,
    reverse,
  };
}
