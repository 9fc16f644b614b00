import './screens-later';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../api/services';
import { AfterFirstPaint } from '../components/AfterFirstPaint';
import { BridgePage } from '../features/bridge/BridgePage';
import { Shell } from '../features/shell/Shell';
import { walletRuntimeWanted, wantWalletRuntime } from '../features/wallet/connect-request';
import { WalletStandIn, willReconnect } from '../features/wallet/WalletStandIn';
import { WrongNetworkNotice } from '../features/wallet/WrongNetworkNotice';
import { DevnetProgress } from './DevnetProgress';
import './shell.css';
import './bridge.css';
import './balances.css';
import './nfts.css';
import './names.css';
import './devnet.css';

// thirdweb and the wallet modal are large: they load when wanted, when the visitor reaches for the connect
// button, whose stand-in takes clicks until then, or at once when thirdweb will reconnect a remembered wallet
// (docs/performance.md, "On a phone").
if (willReconnect()) wantWalletRuntime();
const walletRuntime = walletRuntimeWanted.then(() => import('../features/wallet/WalletRuntime'));
// Failing, it is shown by the header's error boundary when rendered, not reported as unhandled before.
walletRuntime.catch(() => {});
const WalletRuntime = lazy(() => walletRuntime);
// Balances read every chain: they load after the form, once it is painted.
const BalancesPanel = lazy(() => import('../features/balances/BalancesPanel'));
// The on-ramp's Buy button, beside the balances and loaded with them.
const BuyButton = lazy(() => import('../features/onramp/BuyButton'));
// The NFT gallery is below the fold: it loads once the form is painted.
const NftGallery = lazy(() => import('../features/nfts/NftGallery'));

export function App() {
  const { t } = useTranslation();
  const { network } = useAppServices();
  return (
    <Shell
      wallet={
        <Suspense fallback={<WalletStandIn />}>
          <WalletRuntime />
        </Suspense>
      }
    >
      <WrongNetworkNotice />
      <DevnetProgress />
      <h1>{t('app.title')}</h1>
      <p>{t('app.tagline')}</p>
      <p className="network" data-network={network.name}>
        {t('app.network', { network: t(`networks.${network.name}`) })}
      </p>
      <BridgePage
        aside={
          <AfterFirstPaint>
            <BalancesPanel
              actions={
                <Suspense fallback={null}>
                  <BuyButton />
                </Suspense>
              }
            />
          </AfterFirstPaint>
        }
      />
      <AfterFirstPaint>
        <NftGallery />
      </AfterFirstPaint>
    </Shell>
  );
}
