import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handOverFocus, remembersWallet, requestConnect, wantWalletRuntime } from './connect-request';
import './wallet.css';

function localStorageIfAllowed(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether thirdweb will reconnect a remembered wallet when it loads: its runtime is then wanted at once. */
export function willReconnect(): boolean {
  return remembersWallet(localStorageIfAllowed());
}

/** Whether thirdweb will reconnect a remembered wallet when it loads (read once, on mount). */
function useReconnecting(): boolean {
  const [reconnecting] = useState(willReconnect);
  return reconnecting;
}

function WalletPlaceholder() {
  const { t } = useTranslation();
  return <span className="wallet-placeholder">{t('wallet.loading')}</span>;
}

/**
 * What the header shows until the wallet runtime has loaded (docs/wallet.md, "Before the wallet has loaded"): a
 * connect button that works at once, its click carried out once the runtime is there; or, when thirdweb will
 * reconnect a remembered wallet, a note that the wallet is loading. Reaching for the button (a pointer over
 * it, a touch, focus) starts loading the runtime, so that it is usually there by the click.
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
      onPointerEnter={wantWalletRuntime}
      onPointerDown={wantWalletRuntime}
      onFocus={wantWalletRuntime}
      onClick={() => {
        requestConnect();
        wantWalletRuntime();
        setClicked(true);
      }}
    >
      {t('wallet.connect')}
    </button>
  );
}
