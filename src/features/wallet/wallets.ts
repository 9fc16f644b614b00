import { createWallet, inAppWallet, type Wallet } from 'thirdweb/wallets';

/** SPEC.md section 1: the sign-in methods of the in-app wallet, in order. */
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

/** SPEC.md section 1: the wallets offered after the in-app wallet, in order. */
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

export function wallets(options: WalletOptions): Wallet[] {
  return [
    inAppWallet({
      auth: { options: [...SIGN_IN_METHODS] },
      metadata: { name: options.appName },
    }),
    ...WALLET_IDS.map((id) => createWallet(id)),
  ];
}
