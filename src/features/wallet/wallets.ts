import { createWallet, inAppWallet, injectedProvider, type Wallet } from 'thirdweb/wallets';

/** docs/wallet.md: the sign-in methods of the in-app wallet, in order. */
export const SIGN_IN_METHODS = [
  'google',
  'coinbase',
  'apple',
  'facebook',
  'discord',
  'line',
  'x',
  'farcaster',
  'telegram',
  'twitch',
  'github',
  'steam',
  'phone',
  'email',
  'passkey',
  'guest',
] as const;

/** docs/wallet.md: the wallets offered after the in-app wallet, in order. */
export const WALLET_IDS = [
  'io.metamask',
  'walletConnect',
  'io.rabby',
  'com.brave.wallet',
  'me.rainbow',
  'global.safe',
  'com.ledger',
  'com.coinbase.wallet',
] as const;

export interface WalletOptions {
  readonly appName: string;
}

/**
 * `wallet`, connecting on the chain it is on. thirdweb's connect button hands each wallet its first chain
 * (Arbitrum One), and a browser-extension or Coinbase wallet is then asked to switch to it just for
 * connecting; the bridge asks for a switch when a transfer needs one. A WalletConnect session only lists the
 * chain, so it keeps it; the in-app wallet has no chain of its own and starts on the first.
 */
function onItsOwnChain(wallet: Wallet): Wallet {
  return {
    ...wallet,
    connect: (options) =>
      wallet.connect(
        wallet.id === 'com.coinbase.wallet' || injectedProvider(wallet.id) ? { ...options, chain: undefined } : options,
      ),
  };
}

export function wallets(options: WalletOptions): Wallet[] {
  return [
    inAppWallet({
      auth: { options: [...SIGN_IN_METHODS] },
      metadata: { name: options.appName },
    }),
    ...WALLET_IDS.map((id) => onItsOwnChain(createWallet(id))),
  ];
}
