import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { devnetProgressUrl } from '../config';
import { type DevnetStatus, parseDevnetStatus, type ServiceProgress, stillStarting } from './devnet-progress';

const POLL_MS = 1000;

/**
 * Asks the dev server for the devnet's status every second, as long as `keepAsking` says so (and again
 * after a failed request: the dev server may be restarting).
 */
export function useDevnetStatus(url: string, keepAsking: (status: DevnetStatus) => boolean): DevnetStatus | undefined {
  const [status, setStatus] = useState<DevnetStatus>();
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      let next: DevnetStatus | undefined;
      try {
        const response = await fetch(url, { cache: 'no-store' });
        next = parseDevnetStatus(await response.json());
      } catch {
        next = undefined;
      }
      if (stopped) return;
      if (next) setStatus(next);
      if (!next || keepAsking(next)) timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [url, keepAsking]);
  return status;
}

/** Each part of the devnet, starting or ready. */
export function DevnetServiceList({ services }: { services: readonly ServiceProgress[] }) {
  const { t } = useTranslation();
  return (
    <ul className="devnet-services" aria-label={t('devnetProgress.label')}>
      {services.map(({ service, ready }) => (
        <li key={service} className={ready ? 'devnet-service devnet-service-ready' : 'devnet-service'}>
          <span>{t(`devnetProgress.services.${service}`)}</span>
          <span className="devnet-service-state">
            {t(ready ? 'devnetProgress.states.ready' : 'devnetProgress.states.starting')}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * In the app served by `npm start`: while part of the devnet is still starting (the relayer, the indexer)
 * says so, and that transfers sent meanwhile are delivered once the relayer is up; gone once all is ready.
 */
export function DevnetProgress({ url = devnetProgressUrl }: { url?: string | null }) {
  return url ? <DevnetProgressNotice url={url} /> : null;
}

function DevnetProgressNotice({ url }: { url: string }) {
  const { t } = useTranslation();
  const status = useDevnetStatus(url, stillStarting);
  if (!status || !stillStarting(status)) return null;
  return (
    <section className="notice devnet-progress" role="status" aria-labelledby="devnet-progress-title">
      <h2 id="devnet-progress-title">{t('devnetProgress.title')}</h2>
      <p>{t('devnetProgress.body')}</p>
      <DevnetServiceList services={status.services} />
    </section>
  );
}
