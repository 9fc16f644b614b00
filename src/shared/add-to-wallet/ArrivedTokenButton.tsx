import type { BridgeRoute } from '../../lib/routes';
import AddToWalletButton from './AddToWalletButton';
import { type ArrivedTransfer, arrivedToken } from './watch-asset';

/**
 * "Add MAGIC to your wallet" for a delivered transfer: the token it delivered, looked up among the trusted
 * `routes` (docs/wallet.md, "Adding a token to the wallet").
 */
export default function ArrivedTokenButton({
  transfer,
  routes,
}: {
  transfer: ArrivedTransfer;
  routes: readonly BridgeRoute[];
}) {
  const arrived = arrivedToken(routes, transfer);
  if (arrived.kind === 'none') return null;
  return <AddToWalletButton chainId={arrived.chainId} token={arrived.token} />;
}
