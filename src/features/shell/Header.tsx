import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { ExternalLink } from '../../components/ExternalLink';
import { NAV_LINKS } from '../../config/links';
import { BrandMark } from './BrandMark';
import { LanguageSwitcher } from './LanguageSwitcher';

/** `wallet` is the wallet feature's lazily loaded runtime: the app hands it in, as features do not import each other. */
export function Header({ wallet }: { wallet: ReactNode }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="header">
      <a href="/" className="brand" aria-label={t('shell.home')}>
        <BrandMark size={28} />
        <span>{t('app.title')}</span>
      </a>
      <button
        type="button"
        className="menu-toggle"
        aria-expanded={menuOpen}
        aria-controls="main-nav"
        onClick={() => setMenuOpen((open) => !open)}
      >
        {menuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
      </button>
      <nav id="main-nav" className={menuOpen ? 'nav nav-open' : 'nav'} aria-label={t('shell.navigation')}>
        <a href="/" aria-current="page">
          {t('nav.bridge')}
        </a>
        <ExternalLink href={NAV_LINKS.marketplace.href}>{t('nav.marketplace')}</ExternalLink>
        <ExternalLink href={NAV_LINKS.swap.href}>{t('nav.swap')}</ExternalLink>
        <ExternalLink href={NAV_LINKS.about.href}>{t('nav.about')}</ExternalLink>
        <ExternalLink href={NAV_LINKS.source.href}>{t('nav.source')}</ExternalLink>
      </nav>
      <div className="header-actions">
        <LanguageSwitcher />
        <ErrorBoundary
          fallback={() => (
            <span className="wallet-unavailable" role="status">
              {t('wallet.unavailable')}{' '}
              <button type="button" className="button" onClick={() => window.location.reload()}>
                {t('wallet.reload')}
              </button>
            </span>
          )}
        >
          <Suspense fallback={<span className="wallet-placeholder">{t('wallet.loading')}</span>}>{wallet}</Suspense>
        </ErrorBoundary>
      </div>
    </header>
  );
}
