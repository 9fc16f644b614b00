import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { useAppServices } from '../../../api/services';
import type { BridgeRoute } from '../../../lib/routes';
import { idleQuery, methodModule } from '../methods';
import AddToWalletButton from './AddToWalletButton';
import { type ArrivedTransfer, arrivedToken, resolvedToken } from './watch-asset';

/**
 * "Add MAGIC to your wallet" for a delivered transfer: the token it delivered, looked up among the trusted
 * `routes`; a zk L2 token is read from its chain first (docs/wallet.md, "Adding a token to the wallet").
 */
export default function ArrivedTokenButton({
  transfer,
  routes,
}: {
  transfer: ArrivedTransfer;
  routes: readonly BridgeRoute[];
}) {
  const { network } = useAppServices();
  const arrived = arrivedToken(routes, transfer);
  const resolving = arrived.kind === 'resolve' ? arrived : undefined;
  const query = resolving ? methodModule(resolving.withdrawal.method)?.sourceTokenQuery : undefined;
  const address = useQuery(
    resolving && query ? query(network, resolving.withdrawal) : idleQuery<Address>('arrived-token'),
  ).data;
  const token = arrived.kind === 'token' ? arrived.token : resolving && resolvedToken(resolving, address);
  if (arrived.kind === 'none' || !token) return null;
  return <AddToWalletButton chainId={arrived.chainId} token={token} />;
}
