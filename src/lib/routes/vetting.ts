/**
 * The marketplace's records made routes (docs/routes.md, "Server records"): the signed route list verified,
 * then every record sorted against it and the built-in routes. Loaded on its own once the marketplace answers
 * (`useRoutes`), never on the first screen: it carries Unicode's confusables and secp256k1.
 */
import type { NetworkConfig } from '../../config/types';
import type { ServerBridgeToken } from '../server-bridge-token';
import type { BridgeRoute } from './model';
import { type RouteListProblem, verifyRouteList } from './route-list';
import { mergeServerRoutes, type RejectedRecord } from './server-records';

export interface VettedServerRoutes {
  readonly routes: BridgeRoute[];
  readonly rejected: RejectedRecord[];
  /** Why the served route list attests nothing, when it does not. */
  readonly listProblem: RouteListProblem | undefined;
}

/** The built-in routes plus the records the signed list attests, as candidates for the chains' checks. */
export async function vetServerRoutes(
  network: NetworkConfig,
  builtIn: readonly BridgeRoute[],
  records: readonly ServerBridgeToken[],
  servedList: unknown,
  nowSeconds: number,
): Promise<VettedServerRoutes> {
  const verified = await verifyRouteList(servedList, {
    network: network.name,
    signer: network.services.routeListSigner,
    nowSeconds,
  });
  const { routes, rejected } = mergeServerRoutes(
    network,
    builtIn,
    records,
    'list' in verified ? verified.list : undefined,
  );
  return { routes, rejected, listProblem: 'problem' in verified ? verified.problem : undefined };
}
