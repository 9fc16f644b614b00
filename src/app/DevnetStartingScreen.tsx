import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import './app.css';

const POLL_MS = 1000;

/**
 * Shown when the page opens before the local devnet is ready (`npm start` serves the app before the
 * chains are deployed): asks the dev server every second and reloads into the app once the devnet's
 * manifest is there.
 */
export function DevnetStartingScreen({ readyUrl }: { readyUrl: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const response = await fetch(readyUrl, { cache: 'no-store' });
        const { ready } = (await response.json()) as { ready?: unknown };
        if (ready === true && !stopped) {
          window.location.reload();
          return;
        }
      } catch {
        // The dev server may be restarting: ask again.
      }
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [readyUrl]);
  return (
    <div className="shell">
      <main className="content" aria-busy="true">
        <h1>{t('devnetStarting.title')}</h1>
        <p>{t('devnetStarting.body')}</p>
      </main>
    </div>
  );
}
