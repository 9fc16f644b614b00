import type { HyperlaneTokenConfig } from './types';

type Leg = Omit<HyperlaneTokenConfig, 'connections'>;

/**
 * The legs of one warp route. A leg sends to every other leg unless `sendsTo` lists the chains it sends to,
 * as the Hyperlane registry lists each leg's `connections` (docs/routes.md, "Built-in routes"): a chain left
 * out receives nothing from that leg, so that direction is not offered.
 */
export function warpRoute(
  legs: readonly Leg[],
  sendsTo: Readonly<Record<string, readonly string[]>> = {},
): HyperlaneTokenConfig[] {
  return legs.map((leg) => {
    const chains = sendsTo[leg.chainName];
    return {
      ...leg,
      connections: legs
        .filter((other) => other !== leg && (chains === undefined || chains.includes(other.chainName)))
        .map((other) => ({ chainName: other.chainName, address: other.address })),
    };
  });
}
