/**
 * The bridge methods this app sends with, one line each (docs/routes.md, "Adding a method"). The config's
 * and the saved records' method enums come from `BRIDGE_METHODS` (src/config/types.ts), so a method listed
 * there without a module here does not compile.
 */
import type { BridgeMethod } from '../config';
import { hyperlane } from './hyperlane';
import type { MethodModule } from './method';
import { zk } from './zk';

/** A registry of method modules by name: the app's one below; a test may make its own with more. */
export function methodRegistry<Name extends string>(modules: Readonly<Record<Name, MethodModule>>) {
  return {
    /** The module that sends routes of `name`. */
    methodOf: (name: Name): MethodModule => modules[name],
    /** Every module, for what is asked of all at once (transfers found on chain, a pasted hash). */
    allMethods: (): MethodModule[] => Object.values(modules),
  };
}

export const { methodOf, allMethods } = methodRegistry<BridgeMethod>({ hyperlane, zk });
