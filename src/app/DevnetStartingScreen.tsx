import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DevnetServiceList, useDevnetStatus } from './DevnetProgress';
import type { DevnetStatus } from './devnet-progress';
import './shell.css';
import './bridge.css';
import './balances.css';
import './nfts.css';
import './names.css';
import './devnet.css';

const untilReady = (status: DevnetStatus) => !status.ready;

/**
 * Shown when the page opens before the local devnet is usable (`npm start` serves the app before the
 * chains are loaded): lists the devnet's parts as they come up, asks the dev server every second and
 * reloads into the app once the devnet's manifest is there.
 */
export function DevnetStartingScreen({ readyUrl }: { readyUrl: string }) {
  const { t } = useTranslation();
  const status = useDevnetStatus(readyUrl, untilReady);
  const ready = status?.ready === true;
  useEffect(() => {
    if (ready) window.location.reload();
  }, [ready]);
  return (
    <div className="shell">
      <main className="content" aria-busy="true">
        <h1>{t('devnetStarting.title')}</h1>
        <p>{t('devnetStarting.body')}</p>
        {status && status.services.length > 0 ? <DevnetServiceList services={status.services} /> : null}
      </main>
    </div>
  );
}
