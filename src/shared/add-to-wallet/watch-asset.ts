/**
 * Adding a token to the connected wallet with EIP-747 `wallet_watchAsset` (docs/wallet.md, "Adding a token to
 * the wallet"): which token, its request, and asking the wallet on the token's chain. Only tokens the app
 * vouches for are ever offered: the built-in config's, or those of a route the signed list names and the chains
 * agree with; and the wallet is asked only once the token's own contract has said it is that token.
 */
import type { TFunction } from 'i18next';
import type { Address } from 'viem';
import type { ChainClient } from '../../api/chain-clients';
import type { WalletState, WatchAssetRequest } from '../../bridge/wallet';
import type { BridgeMethod, NetworkConfig } from '../../config';
import { erc20Abi } from '../../lib/abis';
import { escapeForDisplay } from '../../lib/display-text';
import { appError, isUserRejection, toWalletError } from '../../lib/errors';
import { type BridgeRoute, tokenKey } from '../../lib/routes';

/** An ERC20 token on one chain, as the wallet is asked to watch it. */
export interface WatchedToken {
  readonly address: Address;
  readonly symbol: string;
  readonly decimals: number;
}

/** The app's own icon of a token (`public/tokens/<symbol>.svg`), as an absolute URL of the app's origin. */
export function tokenIconUrl(symbol: string, origin: string): string {
  return new URL(`/tokens/${encodeURIComponent(symbol.toLowerCase())}.svg`, origin).href;
}

/** The EIP-747 request for `token`, with the app's icon of it: never a remote image. */
export function watchAssetRequest(token: WatchedToken, origin: string): WatchAssetRequest {
  return {
    type: 'ERC20',
    options: {
      address: token.address,
      symbol: token.symbol,
      decimals: token.decimals,
      image: tokenIconUrl(token.symbol, origin),
    },
  };
}

/** The ERC20 balance asset `symbol` on `chainId` from the network's built-in config; none for the native currency. */
export function balanceAssetToken(network: NetworkConfig, chainId: number, symbol: string): WatchedToken | undefined {
  const asset = network.balanceAssets[chainId]?.find((a) => a.symbol === symbol);
  return asset?.address ? { address: asset.address, symbol: asset.symbol, decimals: asset.decimals } : undefined;
}

/** A transfer as the history knows it: its token's symbol, its method when saved, and its two chains. */
export interface ArrivedTransfer {
  readonly symbol: string;
  /** Unknown for a transfer only the indexer knows: those are Hyperlane messages. */
  readonly method?: BridgeMethod;
  readonly originChainId: number;
  readonly destinationChainId: number;
}

/**
 * What arrived on the destination chain: a token with its address; or nothing to offer (the native
 * currency, ETH over zk among it; an NFT; no route among the given ones; a collateral destination whose
 * token only the chain knows).
 */
export type ArrivedToken =
  | { readonly kind: 'token'; readonly chainId: number; readonly token: WatchedToken }
  | { readonly kind: 'none' };

const NONE: ArrivedToken = { kind: 'none' };

/** `route`'s end on `chainId` and its other end, when it joins `chainId` and `otherChainId`. */
function endsOf(route: BridgeRoute, chainId: number, otherChainId: number) {
  if (route.l1.chainId === chainId && route.l2.chainId === otherChainId) return { end: route.l1, other: route.l2 };
  if (route.l2.chainId === chainId && route.l1.chainId === otherChainId) return { end: route.l2, other: route.l1 };
  return undefined;
}

/**
 * The token a transfer delivered, looked up among `routes` (the built-in ones and the verified server ones, as
 * `useRoutes` gives them): a route of its token and method joining its two chains, built-in first. Either
 * direction is looked at, whatever the route allows today: the transfer went over it already.
 */
export function arrivedToken(routes: readonly BridgeRoute[], transfer: ArrivedTransfer): ArrivedToken {
  const method = transfer.method ?? 'hyperlane';
  const found = routes
    .filter((r) => r.bridge === method && tokenKey(r.token) === tokenKey(transfer))
    .sort((a, b) => (a.origin === b.origin ? 0 : a.origin === 'built-in' ? -1 : 1))
    .map((route) => ({ route, ends: endsOf(route, transfer.destinationChainId, transfer.originChainId) }))
    .find((candidate) => candidate.ends !== undefined);
  if (!found?.ends) return NONE;
  const { route, ends } = found;
  if (route.token.isNft || ends.end.isNative) return NONE;
  const chainId = ends.end.chainId;
  const symbol = route.token.symbol;
  const decimals = route.token.decimals;
  // A server route's collateral destination is the token the signed list names, which its router wraps on chain
  // (route-trust.ts): the route is not offered otherwise.
  if (ends.end.address) return { kind: 'token', chainId, token: { address: ends.end.address, symbol, decimals } };
  return NONE;
}

/** The wallet's answer: it watches the token now, or the user declined (a refusal, or a plain `false`). */
export type WatchOutcome = 'added' | 'declined';

/**
 * Asks the wallet to watch `request` on `chainId`. The request carries no chain: the wallet adds the token to
 * the chain it is on, so it is first switched to the token's chain when it is on another. A refusal is an
 * outcome; any other failure is thrown as the app's error (`toWalletError`).
 */
export async function addToWallet(
  wallet: WalletState,
  chainId: number,
  request: WatchAssetRequest,
): Promise<WatchOutcome> {
  const { watchAsset, switchChain } = wallet;
  // The button is not offered to such a wallet: only one that changed since can get here.
  if (!watchAsset || !switchChain) throw appError('unexpected', 'The wallet cannot add tokens');
  try {
    if (wallet.chainId !== chainId) await switchChain(chainId);
    return (await watchAsset(request)) ? 'added' : 'declined';
  } catch (error) {
    if (isUserRejection(error)) return 'declined';
    throw toWalletError(error);
  }
}

/** What a token's contract says it is: its `symbol()` and `decimals()`. */
export interface TokenIdentity {
  readonly symbol: string;
  readonly decimals: number;
}

/** Reads `symbol()` and `decimals()` of the token at `address` through its chain's client, in one batch. */
export async function readTokenIdentity(
  client: Pick<ChainClient, 'readContract'>,
  address: Address,
): Promise<TokenIdentity> {
  const [symbol, decimals] = await Promise.all([
    client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
    client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
  ]);
  return { symbol, decimals };
}

/**
 * What came of asking: the wallet's answer; or, with nothing asked of it, that the contract names another
 * symbol or other decimals than the route (`mismatch`, with what it says) or could not be read (`unreadable`).
 */
export type CheckedWatchOutcome =
  | { readonly kind: WatchOutcome }
  | { readonly kind: 'mismatch'; readonly onChain: TokenIdentity }
  | { readonly kind: 'unreadable' };

/**
 * Asks the wallet to watch `token` on `chainId` only when its contract on that chain, read by `readIdentity`,
 * says the same symbol (exactly) and decimals as the route: the wallet shows and keeps what it is told, so a
 * token that calls itself otherwise is never added under the route's name (docs/wallet.md, "Adding a token to
 * the wallet").
 */
export async function addCheckedToWallet(
  wallet: WalletState,
  chainId: number,
  token: WatchedToken,
  origin: string,
  readIdentity: (address: Address) => Promise<TokenIdentity>,
): Promise<CheckedWatchOutcome> {
  let onChain: TokenIdentity;
  try {
    onChain = await readIdentity(token.address);
  } catch (error) {
    console.warn('token identity', chainId, token.address, error);
    return { kind: 'unreadable' };
  }
  if (onChain.symbol !== token.symbol || onChain.decimals !== token.decimals) return { kind: 'mismatch', onChain };
  return { kind: await addToWallet(wallet, chainId, watchAssetRequest(token, origin)) };
}

/** Why the wallet was not asked: the contract names another token, or could not be read. */
export type WatchRefusal = Extract<CheckedWatchOutcome, { readonly kind: 'mismatch' | 'unreadable' }>;

/**
 * Why `token` on `chain` was not added, in the language of `t`: worded when shown, never stored, so a
 * language switch rewords a refusal already on screen. The contract's own symbol is `shownSymbol`'s.
 */
export function watchRefusalText(t: TFunction, refusal: WatchRefusal, token: WatchedToken, chain: string): string {
  const where = { symbol: token.symbol, chain };
  return refusal.kind === 'mismatch'
    ? t('addToWallet.mismatch', {
        ...where,
        decimals: token.decimals,
        onChainSymbol: shownSymbol(refusal.onChain.symbol),
        onChainDecimals: refusal.onChain.decimals,
      })
    : t('addToWallet.unreadable', where);
}

/** Longest a contract's own symbol is shown: it is the contract's text, not the app's. */
const SHOWN_SYMBOL_LENGTH = 24;

/**
 * A symbol a contract gave, as it may be shown: escaped as any text another party wrote (`escapeForDisplay`:
 * bidi, zero-width and other invisible characters as `\u{…}`), so none can reorder or hide the text around
 * it, then cut to SHOWN_SYMBOL_LENGTH characters.
 */
export function shownSymbol(symbol: string): string {
  const chars = [...escapeForDisplay(symbol)];
  return chars.length > SHOWN_SYMBOL_LENGTH ? `${chars.slice(0, SHOWN_SYMBOL_LENGTH).join('')}…` : chars.join('');
}
