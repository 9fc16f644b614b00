import { useAppServices } from '../../api/services';
import AddToWalletButton from './AddToWalletButton';
import { balanceAssetToken } from './watch-asset';

/** The balances panel's icon button adding an ERC20 balance asset of the built-in config; none for the native one. */
export default function BalanceAssetButton({ chainId, symbol }: { chainId: number; symbol: string }) {
  const { network } = useAppServices();
  const token = balanceAssetToken(network, chainId, symbol);
  return token ? <AddToWalletButton chainId={chainId} token={token} compact /> : null;
}
