import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint } from '../../components/AfterFirstPaint';
import { IconSprite } from '../../components/AssetIcon';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { RpcNotice } from './RpcNotice';

const Toasts = lazy(() => import('../../components/Toasts'));

function Failure({ error, reset }: { error: Error; reset: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="failure" role="alert">
      <h1>{t('shell.failureTitle')}</h1>
      <p>{t('shell.failureBody')}</p>
      <pre>{error.message}</pre>
      <div className="failure-actions">
        <button type="button" className="button" onClick={reset}>
          {t('shell.tryAgain')}
        </button>
        <a className="button" href="/">
          {t('shell.backToBridge')}
        </a>
      </div>
    </section>
  );
}

/** The page around every feature: header, footer, toasts, and a clear message if a feature breaks. */
export function Shell({ wallet, children }: { wallet: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="shell">
      <IconSprite />
      {/* Toasts that cannot load (a dropped connection) must not take the page down with them. First in the page,
          so first of the panels' turns: a toast raised by the history's tracker waits for them, its time running. */}
      <ErrorBoundary fallback={() => null}>
        <AfterFirstPaint>
          <Toasts />
        </AfterFirstPaint>
      </ErrorBoundary>
      <a className="skip-link" href="#content">
        {t('shell.skipToContent')}
      </a>
      <Header wallet={wallet} />
      <main id="content" className="content">
        <RpcNotice />
        <ErrorBoundary fallback={(error, reset) => <Failure error={error} reset={reset} />}>{children}</ErrorBoundary>
      </main>
      {/* Below the fold: rendered and laid out once the main content is painted. */}
      <AfterFirstPaint>
        <Footer />
      </AfterFirstPaint>
    </div>
  );
}
