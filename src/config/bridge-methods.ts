/**
 * The bridge methods, listed once: the network config, the marketplace's route records and the saved
 * transfers take their enums from here (docs/routes.md, "Methods"). A module of its own, so that the first
 * screen, which needs the list, does not build the network config's schema, which it does not
 * (docs/performance.md, "On a phone").
 */
export const BRIDGE_METHODS = ['hyperlane', 'zk'] as const;
export type BridgeMethod = (typeof BRIDGE_METHODS)[number];
