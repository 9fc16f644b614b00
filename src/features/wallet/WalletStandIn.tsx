import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handOverFocus, remembersWallet, requestConnect } from './connect-request';
import './wallet.css';

function localStorageIfAllowed(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether thirdweb will reconnect a remembered wallet when it loads (read once, on mount). */
function useReconnecting(): boolean {
  const [reconnecting] = useState(() => remembersWallet(localStorageIfAllowed()));
  return reconnecting;
}

function WalletPlaceholder() {
  const { t } = useTranslation();
  return <span className="wallet-placeholder">{t('wallet.loading')}</span>;
}

/**
 * What the header shows while the wallet runtime loads (docs/wallet.md, "Before the wallet has loaded"): a
 * connect button that works at once, its click carried out once the runtime is there; or, when thirdweb will
 * reconnect a remembered wallet, a note that the wallet is loading.
 */
export function WalletStandIn() {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const [clicked, setClicked] = useState(false);
  const reconnecting = useReconnecting();
  // Runs while the button is still in the page: whether it has focus decides where focus goes next.
  useLayoutEffect(() => {
    const element = button.current;
    return () => handOverFocus(element !== null && document.activeElement === element);
  }, []);
  if (reconnecting) return <WalletPlaceholder />;
  return (
    <button
      ref={button}
      type="button"
      className="wallet-stand-in"
      aria-busy={clicked}
      onClick={() => {
        requestConnect();
        setClicked(true);
      }}
    >
      {t('wallet.connect')}
    </button>
  );
}
