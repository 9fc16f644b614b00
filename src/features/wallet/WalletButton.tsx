import { type RefObject, useEffect, useRef } from 'react';
import type { Chain, ThirdwebClient } from 'thirdweb';
import { ConnectButton, useActiveAccount } from 'thirdweb/react';
import type { Address } from 'viem';
import { useAppServices } from '../../api/services';
import { imageOriginsOf } from '../../config/image-origins';
import { shortenAddress } from '../../lib/address';
import { allowedImageUrl } from '../../lib/image-url';
import { fallbackAvatar } from '../../shared/names/names';
import { useAccountName } from '../../shared/names/useAccountName';
import { clearConnectRequest, connectRequest } from './connect-request';
import { useConnectOptions } from './useConnectOptions';
import './wallet.css';

/** thirdweb's connect button once it can be clicked (not its placeholder while its own strings load). */
const READY_CONNECT_BUTTON = 'button[data-test="connect-wallet-button"]:not(:disabled)';

/**
 * Carries out what a button shown before this one loaded was asked (docs/wallet.md): focus moves to
 * thirdweb's button and a click is repeated there, which opens the modal. A wallet connected by then
 * (thirdweb reconnected it) leaves nothing to do.
 */
function useEarlierRequest(within: RefObject<HTMLElement | null>, connected: boolean) {
  useEffect(() => {
    const root = within.current;
    if (!root) return;
    if (connected) {
      clearConnectRequest();
      return;
    }
    const request = connectRequest();
    if (!request.open && !request.focus) return;
    const carryOut = () => {
      const button = root.querySelector<HTMLButtonElement>(READY_CONNECT_BUTTON);
      if (!button) return false;
      clearConnectRequest();
      button.focus();
      if (request.open) button.click();
      return true;
    };
    if (carryOut()) return;
    const observer = new MutationObserver(() => {
      if (carryOut()) observer.disconnect();
    });
    observer.observe(root, { subtree: true, childList: true, attributes: true });
    return () => observer.disconnect();
  }, [within, connected]);
}

/**
 * thirdweb's connect button, modal and account details, configured as docs/wallet.md describes. It loads
 * with the wallet runtime, after the first screen.
 */
export default function WalletButton({ client, chains }: { client: ThirdwebClient; chains: readonly Chain[] }) {
  const options = useConnectOptions(client, chains);
  const account = useActiveAccount();
  const address = account?.address as Address | undefined;
  const shown = useAccountName(address);
  // Only from a host the network names (docs/nfts.md, "Images"): thirdweb loads the URL it is given.
  const avatar = allowedImageUrl(shown.avatar, imageOriginsOf(useAppServices().network));
  const wrapper = useRef<HTMLSpanElement>(null);
  useEarlierRequest(wrapper, account !== undefined);
  const { modal } = options;

  return (
    <span ref={wrapper} className="wallet-button">
      <ConnectButton
        client={client}
        wallets={options.wallets}
        chains={options.chains}
        // No `chain`: the bridge moves the wallet to each transfer's origin chain itself, and thirdweb would
        // otherwise show "Switch Network" whenever the wallet is on any other of the network's chains.
        theme={options.theme}
        locale={options.locale}
        appMetadata={options.appMetadata}
        {...(options.walletConnect ? { walletConnect: options.walletConnect } : {})}
        {...(options.accountAbstraction ? { accountAbstraction: options.accountAbstraction } : {})}
        {...(options.auth ? { auth: options.auth } : {})}
        connectButton={{ label: options.label }}
        connectModal={modal}
        detailsButton={{
          // The app's own name and avatar (docs/names.md), so thirdweb does not look them up on Ethereum (ENS)
          // itself. The short address stays in the button's accessible name: which account it is, spoken.
          connectedAccountName: address ? (
            <>
              {shown.name ?? shortenAddress(address)}
              {shown.name ? <span className="visually-hidden"> ({shortenAddress(address)})</span> : null}
            </>
          ) : undefined,
          connectedAccountAvatarUrl: address ? (avatar ?? fallbackAvatar(address)) : undefined,
        }}
      />
    </span>
  );
}
