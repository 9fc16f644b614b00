import { createThirdwebClient, type ThirdwebClient } from 'thirdweb';
import { ConfigError } from '../../config/config-error';
import { appEnv } from '../../config/env';
import type { NetworkName } from '../../config/types';

/** Used on the devnet, which needs no hosted thirdweb service. */
export const DEVNET_CLIENT_ID = 'treasure-bridge-devnet';

/**
 * The thirdweb client, from the public client id in `VITE_THIRDWEB_CLIENT_ID`. A secret key never
 * reaches the browser: the build refuses one (see scripts/vite-forbid-secrets.ts).
 */
export function thirdwebClient(
  network: NetworkName,
  configuredId: string | undefined = appEnv().VITE_THIRDWEB_CLIENT_ID,
): ThirdwebClient {
  const clientId = configuredId ?? (network === 'devnet' ? DEVNET_CLIENT_ID : undefined);
  if (!clientId) {
    throw new ConfigError(
      `clientId or secretKey must be provided: set VITE_THIRDWEB_CLIENT_ID for the ${network} build`,
    );
  }
  return createThirdwebClient({ clientId });
}
