/**
 * The connected wallet as the bridge's executor and the rest of the app see it, without thirdweb: the wallet
 * runtime (loaded after the first screen) keeps the app's wallet store up to date and provides the actions.
 */

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
