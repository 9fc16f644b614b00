import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { WrongNetworkNotice } from '../features/wallet/WrongNetworkNotice';
import { useAppServices } from './services';
import './app.css';

// The wallet modal and its libraries are large; the first screen does not wait for them.
const WalletButton = lazy(() => import('../features/wallet/WalletButton'));

export function App() {
  const { t } = useTranslation();
  const { network } = useAppServices();
  return (
    <div className="app">
      <header className="app-header">
        <strong className="brand">{t('app.title')}</strong>
        <Suspense fallback={<span className="wallet-placeholder">{t('wallet.loading')}</span>}>
          <WalletButton />
        </Suspense>
      </header>
      <WrongNetworkNotice />
      <main>
        <h1>{t('app.title')}</h1>
        <p>{t('app.tagline')}</p>
        <p className="network" data-network={network.name}>
          {t('app.network', { network: t(`networks.${network.name}`) })}
        </p>
      </main>
    </div>
  );
}
