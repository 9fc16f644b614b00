import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../api/services';
import { useWalletState } from '../../shared/wallet/wallet-state';

/** Shown while the connected wallet is on a chain this network does not have, with a way back. */
export function WrongNetworkNotice() {
  const { t } = useTranslation();
  const { network } = useAppServices();
  const { chainId, switchChain } = useWalletState();
  const [switching, setSwitching] = useState(false);
  const [failed, setFailed] = useState(false);
  const fallback = network.chains[0];
  if (chainId === undefined || !switchChain || !fallback || network.chains.some((c) => c.chainId === chainId))
    return null;
  const onSwitch = async () => {
    setSwitching(true);
    setFailed(false);
    try {
      await switchChain(fallback.chainId);
    } catch {
      setFailed(true);
    } finally {
      setSwitching(false);
    }
  };
  return (
    <div className="notice notice-warning" role="alert">
      <span>{t('wallet.wrongNetwork')}</span>
      <button type="button" className="button" disabled={switching} onClick={() => void onSwitch()}>
        {t('wallet.switchTo', { chain: fallback.chainName })}
      </button>
      {failed ? <span className="notice-error">{t('wallet.switchFailed')}</span> : null}
    </div>
  );
}
