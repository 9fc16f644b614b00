/**
 * The bridge domain (docs/routes.md, "Methods"; docs/transfers.md): what a method is, its plans, the one
 * executor that runs them, and the registry of methods. No React, no i18n, no features: the features
 * quote, review and send through this.
 */
export { execute } from './executor';
export { transferLinks } from './links';
export type {
  ArrivalStep,
  LaterCost,
  MethodModule,
  NftSendRequest,
  OpenRoute,
  QuotedTransfer,
  ServerRouteVerdict,
} from './method';
export {
  oneBatch,
  type Plan,
  type PlannedContract,
  type PlannedRequest,
  type PlanRefund,
  planRequests,
  routeTrust,
  type SendStep,
  type Trust,
} from './plan';
export { allMethods, methodOf } from './registry';
export { builtInRoutes } from './routes';
