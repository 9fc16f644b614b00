import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { Chain, ThirdwebClient } from 'thirdweb';
import { useActiveAccount, useConnectModal } from 'thirdweb/react';
import { clearConnectRequest, connectRequest, handOverFocus } from './connect-request';
import { useConnectOptions } from './useConnectOptions';
import { WalletPlaceholder } from './WalletStandIn';

/** The longest thirdweb's own button waits for an idle moment. */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `run` when the page is idle (Safari has no `requestIdleCallback`: soon); returns a cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, 200);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  return () => window.cancelIdleCallback(idle);
}

/**
 * The connect button while thirdweb's own (with its account-details screens) still loads: it opens the same
 * modal through thirdweb's `useConnectModal`, which needs a fraction of the code (docs/performance.md). A
 * click made on the stand-in before it is carried out here.
 */
export function QuickConnectButton({
  client,
  chains,
  reconnecting,
  onIdle,
}: {
  client: ThirdwebClient;
  chains: readonly Chain[];
  /** thirdweb will reconnect a remembered wallet once its own button has loaded. */
  reconnecting: boolean;
  /**
   * Called once the page is idle and the modal is not being opened or used (the account's button is needed
   * once connected): what loads next should not compete with the modal for the CPU.
   */
  onIdle: () => void;
}) {
  const options = useConnectOptions(client, chains);
  const { connect, isConnecting } = useConnectModal();
  const button = useRef<HTMLButtonElement>(null);
  // Connected through this button's modal: the account's button is thirdweb's, still loading.
  const connected = useActiveAccount() !== undefined;

  const open = useCallback(() => {
    const { modal, label: _, ...rest } = options;
    // Closing the modal rejects: nothing to report.
    connect({ ...rest, ...modal }).catch(() => {});
  }, [connect, options]);

  // Once, as the request is cleared when carried out.
  useEffect(() => {
    if (reconnecting) return;
    const request = connectRequest();
    if (!request.open && !request.focus) return;
    clearConnectRequest();
    button.current?.focus();
    if (request.open) open();
  }, [reconnecting, open]);
  useEffect(() => {
    if (isConnecting && !connected) return;
    return whenIdle(onIdle);
  }, [isConnecting, connected, onIdle]);
  useLayoutEffect(() => {
    const element = button.current;
    // Only ever true: clearing it here would undo the stand-in's hand-over when StrictMode re-runs effects.
    return () => {
      if (element !== null && document.activeElement === element) handOverFocus(true);
    };
  }, []);

  if (reconnecting || connected) return <WalletPlaceholder />;
  return (
    <button ref={button} type="button" className="wallet-stand-in" aria-busy={isConnecting} onClick={open}>
      {options.label}
    </button>
  );
}
