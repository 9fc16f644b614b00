import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../api/services';
import { BridgePage } from '../features/bridge/BridgePage';
import { Shell } from '../features/shell/Shell';
import { WrongNetworkNotice } from '../features/wallet/WrongNetworkNotice';
import { DevnetProgress } from './DevnetProgress';
import './app.css';

// thirdweb and the wallet modal are large; the first screen does not wait for them.
const WalletRuntime = lazy(() => import('../features/wallet/WalletRuntime'));
// Balances read every chain: they load after the form.
const BalancesPanel = lazy(() => import('../features/balances/BalancesPanel'));
// The on-ramp's Buy button, beside the balances and loaded with them.
const BuyButton = lazy(() => import('../features/onramp/BuyButton'));
// The NFT gallery is below the fold.
const NftGallery = lazy(() => import('../features/nfts/NftGallery'));

export function App() {
  const { t } = useTranslation();
  const { network } = useAppServices();
  return (
    <Shell wallet={<WalletRuntime />}>
      <WrongNetworkNotice />
      <DevnetProgress />
      <h1>{t('app.title')}</h1>
      <p>{t('app.tagline')}</p>
      <p className="network" data-network={network.name}>
        {t('app.network', { network: t(`networks.${network.name}`) })}
      </p>
      <BridgePage
        aside={
          <Suspense fallback={null}>
            <BalancesPanel
              actions={
                <Suspense fallback={null}>
                  <BuyButton />
                </Suspense>
              }
            />
          </Suspense>
        }
      />
      <Suspense fallback={null}>
        <NftGallery />
      </Suspense>
    </Shell>
  );
}
