import type { HyperlaneTokenConfig } from './types';

type Leg = Omit<HyperlaneTokenConfig, 'connections'>;

/** The legs of one warp route, each connected to every other leg (every router is enrolled with every other). */
export function warpRoute(legs: readonly Leg[]): HyperlaneTokenConfig[] {
  return legs.map((leg) => ({
    ...leg,
    connections: legs
      .filter((other) => other !== leg)
      .map((other) => ({ chainName: other.chainName, address: other.address })),
  }));
}
