import { queryOptions, skipToken } from '@tanstack/react-query';
import type { BridgeMethod } from '../../../config';
import { hyperlane } from './hyperlane';
import type { BridgeMethodModule } from './types';

export type {
  BridgeMethodModule,
  NftSendRequest,
  NftSendStep,
  OpenRoute,
  QuotedTransfer,
  SendStep,
  SourceGas,
} from './types';

/** The module of each method that can be sent from here; the zk method has none yet. */
const MODULES: Partial<Record<BridgeMethod, BridgeMethodModule>> = { hyperlane };

/** The module that sends routes of `method`, or nothing when this app cannot send them yet. */
export function methodModule(method: BridgeMethod): BridgeMethodModule | undefined {
  return MODULES[method];
}

/** A query that asks nothing: the stand-in for a route no module can quote. */
export function idleQuery<T>(name: string) {
  return queryOptions<T, Error, T, readonly unknown[]>({ queryKey: [name, 'idle'], queryFn: skipToken });
}
