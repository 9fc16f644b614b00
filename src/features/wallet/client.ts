import { createThirdwebClient, type ThirdwebClient } from 'thirdweb';
import type { NetworkName } from '../../config/types';
import { ConfigError } from '../../config/validate';

/** Used on the devnet, which needs no hosted thirdweb service. */
export const DEVNET_CLIENT_ID = 'treasure-bridge-devnet';

/**
 * The thirdweb client, from the public client id in `VITE_THIRDWEB_CLIENT_ID`. A secret key never
 * reaches the browser: the build refuses one (see scripts/vite-forbid-secrets.ts).
 */
export function thirdwebClient(
  network: NetworkName,
  env: Record<string, string | undefined> = import.meta.env,
): ThirdwebClient {
  const clientId = env.VITE_THIRDWEB_CLIENT_ID || (network === 'devnet' ? DEVNET_CLIENT_ID : undefined);
  if (!clientId) {
    throw new ConfigError(
      `clientId or secretKey must be provided: set VITE_THIRDWEB_CLIENT_ID for the ${network} build`,
    );
  }
  return createThirdwebClient({ clientId });
}
