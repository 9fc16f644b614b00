import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { Chain, ThirdwebClient } from 'thirdweb';
import { useActiveAccount, useConnectModal } from 'thirdweb/react';
import { clearConnectRequest, connectRequest, handOverFocus } from './connect-request';
import { useConnectOptions } from './useConnectOptions';
import { WalletPlaceholder } from './WalletStandIn';

/**
 * The connect button while thirdweb's own (with its account-details screens) still loads: it opens the same
 * modal through thirdweb's `useConnectModal`, which needs a fraction of the code (docs/performance.md). A
 * click made on the stand-in before it is carried out here.
 */
export function QuickConnectButton({
  client,
  chains,
  reconnecting,
}: {
  client: ThirdwebClient;
  chains: readonly Chain[];
  /** thirdweb will reconnect a remembered wallet once its own button has loaded. */
  reconnecting: boolean;
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
