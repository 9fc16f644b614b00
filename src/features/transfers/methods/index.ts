import { queryOptions, skipToken } from '@tanstack/react-query';
import type { BridgeMethod } from '../../../config';
import { hyperlane } from './hyperlane';
import type { BridgeMethodModule } from './types';
import { zk } from './zk';

export type {
  ArrivalStep,
  BridgeMethodModule,
  ContractRole,
  FeeLabelKey,
  NftPlan,
  NftSendRequest,
  NftSendStep,
  OpenRoute,
  PlannedTransfer,
  SendStep,
  SourceGas,
} from './types';

/** The module of each method. */
const MODULES: Record<BridgeMethod, BridgeMethodModule> = { hyperlane, zk };

/** The module that sends routes of `method`, or nothing when this app cannot send them yet. */
export function methodModule(method: BridgeMethod): BridgeMethodModule | undefined {
  return MODULES[method];
}

/** Every module, for what is asked of all methods at once (transfers found on chain, a pasted hash). */
export function methodModules(): BridgeMethodModule[] {
  return Object.values(MODULES);
}

/** A query that asks nothing: the stand-in for a route no module can quote. */
export function idleQuery<T>(name: string) {
  return queryOptions<T, Error, T, readonly unknown[]>({ queryKey: [name, 'idle'], queryFn: skipToken });
}
