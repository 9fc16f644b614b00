import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Chain, ThirdwebClient } from 'thirdweb';
import { ConnectButton, useActiveAccount } from 'thirdweb/react';
import type { Address } from 'viem';
import { useAppServices } from '../../api/services';
import { env } from '../../config/env';
import { errorMessage } from '../../i18n/messages';
import { shortenAddress } from '../../lib/address';
import { fallbackAvatar } from '../transfers/names/names';
import { useAccountName } from '../transfers/names/useAccountName';
import { clearConnectRequest, connectRequest } from './connect-request';
import { marketplaceSignIn } from './sign-in';
import './wallet.css';
import { wallets } from './wallets';

const THIRDWEB_LOCALES = ['en_US', 'es_ES', 'ja_JP', 'ko_KR', 'tl_PH', 'vi_VN', 'de_DE', 'fr_FR', 'pt_BR'] as const;
type ThirdwebLocale = (typeof THIRDWEB_LOCALES)[number];

function thirdwebLocale(language: string): ThirdwebLocale {
  return (THIRDWEB_LOCALES as readonly string[]).includes(language) ? (language as ThirdwebLocale) : 'en_US';
}

/** thirdweb's connect button once it can be clicked (not its placeholder while its own strings load). */
const READY_CONNECT_BUTTON = 'button[data-test="connect-wallet-button"]:not(:disabled)';

/**
 * Carries out what the stand-in connect button was asked before this loaded (docs/wallet.md): focus moves
 * to thirdweb's button and a click on it is repeated there, which opens the modal. A wallet connected by
 * then (thirdweb reconnected it) leaves nothing to do.
 */
function useStandInRequest(within: RefObject<HTMLElement | null>, connected: boolean) {
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

/** thirdweb's connect button and modal, configured as docs/wallet.md describes. */
export default function WalletButton({ client, chains }: { client: ThirdwebClient; chains: readonly Chain[] }) {
  const { t, i18n } = useTranslation();
  const { marketplace, tokens, network } = useAppServices();
  const account = useActiveAccount();
  const address = account?.address as Address | undefined;
  const shown = useAccountName(address);
  const appName = t('app.title');
  const sponsorGas = env.VITE_ACCOUNT_ABSTRACTION;
  const walletList = useMemo(() => wallets({ appName }), [appName]);
  const auth = useMemo(
    () =>
      marketplace
        ? marketplaceSignIn(marketplace, tokens, {
            chainIds: network.chains.map((c) => c.chainId),
            describe: (error) => errorMessage(t, error),
          })
        : undefined,
    [marketplace, tokens, network, t],
  );
  const [firstChain] = chains;
  const wrapper = useRef<HTMLSpanElement>(null);
  useStandInRequest(wrapper, account !== undefined);

  return (
    <span ref={wrapper} className="wallet-button">
      <ConnectButton
        client={client}
        wallets={walletList}
        chains={[...chains]}
        // No `chain`: the bridge moves the wallet to each transfer's origin chain itself, and thirdweb would
        // otherwise show "Switch Network" whenever the wallet is on any other of the network's chains.
        theme="dark"
        locale={thirdwebLocale(i18n.language)}
        appMetadata={{ name: appName, url: window.location.origin, description: t('app.tagline') }}
        {...(env.VITE_WALLETCONNECT_PROJECT_ID
          ? { walletConnect: { projectId: env.VITE_WALLETCONNECT_PROJECT_ID } }
          : {})}
        {...(sponsorGas && firstChain ? { accountAbstraction: { chain: firstChain, sponsorGas: true } } : {})}
        {...(auth ? { auth } : {})}
        connectButton={{ label: t('wallet.connect') }}
        connectModal={{
          size: 'compact',
          title: t('wallet.modalTitle'),
          titleIcon: '/favicon.svg',
          showThirdwebBranding: false,
          welcomeScreen: { title: t('wallet.welcomeTitle'), subtitle: t('wallet.welcomeSubtitle') },
          ...(env.VITE_TERMS_URL ? { termsOfServiceUrl: env.VITE_TERMS_URL } : {}),
          ...(env.VITE_PRIVACY_URL ? { privacyPolicyUrl: env.VITE_PRIVACY_URL } : {}),
          requireApproval: env.VITE_REQUIRE_APPROVAL,
        }}
        detailsButton={{
          // The app's own name and avatar (docs/names.md), so thirdweb does not look them up on Ethereum (ENS)
          // itself. The short address stays in the button's accessible name: which account it is, spoken.
          connectedAccountName: address ? (
            <>
              {shown.name ?? shortenAddress(address)}
              {shown.name ? <span className="visually-hidden"> ({shortenAddress(address)})</span> : null}
            </>
          ) : undefined,
          connectedAccountAvatarUrl: address ? (shown.avatar ?? fallbackAvatar(address)) : undefined,
        }}
      />
    </span>
  );
}
