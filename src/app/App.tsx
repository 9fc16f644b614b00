import { useTranslation } from 'react-i18next';
import type { NetworkConfig } from '../config';
import './app.css';

export function App({ network }: { network: NetworkConfig }) {
  const { t } = useTranslation();
  return (
    <main className="app">
      <h1>{t('app.title')}</h1>
      <p>{t('app.tagline')}</p>
      <p className="network" data-network={network.name}>
        {t('app.network', { network: t(`networks.${network.name}`) })}
      </p>
    </main>
  );
}
