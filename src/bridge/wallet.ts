/**
 * The connected wallet as the bridge's executor and the rest of the app see it, without thirdweb: the wallet
 * runtime (loaded after the first screen) keeps the app's wallet store up to date and provides the actions.
 */
import { type Address, type EIP1193Provider, type Hash, isAddressEqual, isHash, numberToHex } from 'viem';
import { appError } from '../lib/errors';

export interface WalletState {
  /** The connected account, once a wallet is connected. */
  readonly address?: `0x${string}`;
  /** The wallet's current chain. */
  readonly chainId?: number;
  /** Asks the wallet to switch to `chainId`, adding the chain when the wallet does not know it. */
  readonly switchChain?: (chainId: number) => Promise<void>;
  /** Asks the wallet to sign and send a transaction on `chainId`; resolves with its hash once sent. */
  readonly sendTransaction?: (transaction: WalletTransaction) => Promise<`0x${string}`>;
  /**
   * Asks the wallet to watch a token on its current chain (EIP-747); resolves true once it does. Absent when
   * the wallet cannot (docs/wallet.md, "Adding a token to the wallet").
   */
  readonly watchAsset?: (request: WatchAssetRequest) => Promise<boolean>;
}

/** EIP-747's `wallet_watchAsset` parameters for an ERC20 token. */
export interface WatchAssetRequest {
  readonly type: 'ERC20';
  readonly options: {
    readonly address: `0x${string}`;
    readonly symbol: string;
    readonly decimals: number;
    readonly image: string;
  };
}

export interface WalletTransaction {
  readonly chainId: number;
  readonly to: `0x${string}`;
  readonly data: `0x${string}`;
  readonly value?: bigint;
}

/** An injected wallet's EIP-1193 provider, as it announces itself (EIP-6963). */
export type InjectedProvider = Pick<EIP1193Provider, 'request'>;

/**
 * Asks an injected wallet to send `transaction` from `from` on its chain (docs/wallet.md, "Sending"). The wallet
 * itself is asked first which account and chain it is on, not the app's store, which hears of a change only
 * later: another account stops with `wallet-account-changed`, another chain with `wallet-chain-changed`. The
 * request names its `chainId` too, so a wallet that moves in between refuses it rather than signing elsewhere.
 */
export async function sendThroughProvider(
  provider: InjectedProvider,
  from: Address,
  transaction: WalletTransaction,
): Promise<Hash> {
  const [accounts, chainId] = await Promise.all([
    provider.request({ method: 'eth_accounts' }),
    provider.request({ method: 'eth_chainId' }),
  ]);
  const [current] = accounts;
  if (!current || !isAddressEqual(current, from)) {
    throw appError('wallet-account-changed', 'The wallet is on another account');
  }
  if (Number(chainId) !== transaction.chainId) {
    throw appError('wallet-chain-changed', 'The wallet is on another chain');
  }
  const { to, data, value } = transaction;
  const hash = await provider.request({
    method: 'eth_sendTransaction',
    params: [
      { from, to, data, chainId: numberToHex(transaction.chainId), ...(value ? { value: numberToHex(value) } : {}) },
    ],
  });
  if (!isHash(hash)) {
    throw appError('receipt-missing-hash', 'Transaction has no transactionHash to wait for, did you execute it?');
  }
  return hash;
}
