/** For the route tests: the chain ids they name, mainnet's built-in routes, and a route asked of a list. */
import { MAINNET } from '../config/mainnet';
import type { BridgeRoute } from '../lib/routes/model';
import { findRoute } from '../lib/routes/query';
import { builtInRoutes } from './routes';

export const ARB = 42161;
export const ABSTRACT = 2741;
export const BASE = 8453;
export const ETH = 1;

export const mainnetRoutes = builtInRoutes(MAINNET);

export const ask = (routes: readonly BridgeRoute[], token: string, fromChainId: number, toChainId: number) =>
  findRoute(routes, { token, fromChainId, toChainId });
