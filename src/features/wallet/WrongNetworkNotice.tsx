import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../app/services';
import { useChainSwitch } from './useChainSwitch';

/** Shown while the connected wallet is on a chain this network does not have, with a way back. */
export function WrongNetworkNotice() {
  const { t } = useTranslation();
  const { network } = useAppServices();
  const { walletChainId, switchTo, switching, error } = useChainSwitch();
  const home = network.chains[0];
  if (walletChainId === undefined || !home || network.chains.some((c) => c.chainId === walletChainId)) return null;
  return (
    <div className="notice notice-warning" role="alert">
      <span>{t('wallet.wrongNetwork')}</span>
      <button type="button" className="button" disabled={switching} onClick={() => void switchTo(home.chainId)}>
        {t('wallet.switchTo', { chain: home.chainName })}
      </button>
      {error ? <span className="notice-error">{t('wallet.switchFailed')}</span> : null}
    </div>
  );
}
