import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Chain, ThirdwebClient } from 'thirdweb';
import type { Wallet } from 'thirdweb/wallets';
import { useAppServices } from '../../api/services';
import { appEnv } from '../../config/env';
import { errorMessage } from '../../i18n/messages';
import { marketplaceSignIn, type SignInAuth } from './sign-in';
import { wallets } from './wallets';

const THIRDWEB_LOCALES = ['en_US', 'es_ES', 'ja_JP', 'ko_KR', 'tl_PH', 'vi_VN', 'de_DE', 'fr_FR', 'pt_BR'] as const;
type ThirdwebLocale = (typeof THIRDWEB_LOCALES)[number];

function thirdwebLocale(language: string): ThirdwebLocale {
  return (THIRDWEB_LOCALES as readonly string[]).includes(language) ? (language as ThirdwebLocale) : 'en_US';
}

/** The connect button's and modal's settings, as docs/wallet.md describes them. */
export interface ConnectOptions {
  readonly client: ThirdwebClient;
  readonly wallets: Wallet[];
  readonly chains: Chain[];
  /** The chain thirdweb hands each wallet on connecting: the network's first (see wallets.ts). */
  readonly chain: Chain | undefined;
  readonly theme: 'dark';
  readonly locale: ThirdwebLocale;
  readonly appMetadata: { name: string; url: string; description: string };
  readonly walletConnect?: { projectId: string };
  readonly accountAbstraction?: { chain: Chain; sponsorGas: true };
  readonly auth?: SignInAuth;
  readonly label: string;
  readonly modal: {
    readonly size: 'compact';
    readonly title: string;
    readonly titleIcon: string;
    readonly showThirdwebBranding: false;
    readonly welcomeScreen: { title: string; subtitle: string };
    readonly termsOfServiceUrl?: string;
    readonly privacyPolicyUrl?: string;
    readonly requireApproval: boolean;
  };
}

export function useConnectOptions(client: ThirdwebClient, chains: readonly Chain[]): ConnectOptions {
  const { t, i18n } = useTranslation();
  const { marketplace, tokens, network } = useAppServices();
  const appName = t('app.title');
  const description = t('app.tagline');
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
  return useMemo(() => {
    const [firstChain] = chains;
    const env = appEnv();
    return {
      client,
      wallets: walletList,
      chains: [...chains],
      chain: firstChain,
      theme: 'dark',
      locale: thirdwebLocale(i18n.language),
      appMetadata: { name: appName, url: window.location.origin, description },
      ...(env.VITE_WALLETCONNECT_PROJECT_ID ? { walletConnect: { projectId: env.VITE_WALLETCONNECT_PROJECT_ID } } : {}),
      ...(env.VITE_ACCOUNT_ABSTRACTION && firstChain
        ? { accountAbstraction: { chain: firstChain, sponsorGas: true as const } }
        : {}),
      ...(auth ? { auth } : {}),
      label: t('wallet.connect'),
      modal: {
        size: 'compact',
        title: t('wallet.modalTitle'),
        titleIcon: '/favicon.svg',
        showThirdwebBranding: false,
        welcomeScreen: { title: t('wallet.welcomeTitle'), subtitle: t('wallet.welcomeSubtitle') },
        ...(env.VITE_TERMS_URL ? { termsOfServiceUrl: env.VITE_TERMS_URL } : {}),
        ...(env.VITE_PRIVACY_URL ? { privacyPolicyUrl: env.VITE_PRIVACY_URL } : {}),
        requireApproval: env.VITE_REQUIRE_APPROVAL,
      },
    };
  }, [client, chains, walletList, i18n.language, appName, description, auth, t]);
}
