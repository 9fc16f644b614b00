import type { Address } from 'viem';
import type { OpenRoute } from '../../lib/routes';

/**
 * The token a route's origin end moves, for its balance (docs/routes.md, "A route's fields"): the native
 * currency (no address) or the configured token. Not `ready` without a route, or for an end that names
 * neither, so that the native balance is never shown in a token's place.
 */
export function useSourceToken(route: OpenRoute | undefined): { readonly ready: boolean; readonly address?: Address } {
  if (!route) return { ready: false };
  if (route.from.isNative) return { ready: true };
  const address = route.from.address;
  return address ? { ready: true, address } : { ready: false };
}
