/**
 * The on-ramp's rules (docs/onramp.md): what can be bought where, the purchase URL the backend signs, the
 * signed URL the app agrees to open, and the one message that says a purchase completed.
 */
import { formatUnits } from 'viem';
import { MOONPAY_COMPLETE } from '../../api/marketplace';
import type { ChainSlug, NetworkChain, ServiceConfig } from '../../config';
import { type AmountResult, parseAmount } from '../../lib/amount';
import { appError } from '../../lib/errors';

export type OnrampAsset = 'MAGIC' | 'ETH';
export type OnrampConfig = NonNullable<ServiceConfig['onramp']>;

/** Both assets have 18 decimals wherever they are sold. */
export const ONRAMP_DECIMALS = 18;

/**
 * MoonPay's currency codes for the assets the bridge moves: MAGIC on Arbitrum, ETH on Ethereum, Arbitrum
 * and Base. On testnet MoonPay's sandbox delivers `eth` on Sepolia; it sells no testnet MAGIC.
 */
const CURRENCY_CODES: readonly { asset: OnrampAsset; chain: ChainSlug; code: string }[] = [
  { asset: 'MAGIC', chain: 'arb', code: 'magic_arbitrum' },
  { asset: 'ETH', chain: 'eth', code: 'eth' },
  { asset: 'ETH', chain: 'arb', code: 'eth_arbitrum' },
  { asset: 'ETH', chain: 'base', code: 'eth_base' },
  { asset: 'ETH', chain: 'sepolia', code: 'eth' },
];

export interface OnrampOption {
  readonly asset: OnrampAsset;
  readonly chainId: number;
  readonly chainName: string;
  readonly currencyCode: string;
}

/** What the on-ramp sells on this network's chains, in the order of `CURRENCY_CODES`. */
export function onrampOptions(chains: readonly Pick<NetworkChain, 'chainSlug' | 'chainId' | 'chainName'>[]) {
  return CURRENCY_CODES.flatMap(({ asset, chain, code }): OnrampOption[] => {
    const found = chains.find((c) => c.chainSlug === chain);
    return found ? [{ asset, chainId: found.chainId, chainName: found.chainName, currencyCode: code }] : [];
  });
}

/** The amount a person typed, as MoonPay's `quoteCurrencyAmount` wants it: a plain decimal, whatever the locale. */
export function purchaseAmount(text: string, locale: string): AmountResult & { readonly text?: string } {
  const parsed = parseAmount(text, ONRAMP_DECIMALS, locale);
  return parsed.ok ? { ...parsed, text: formatUnits(parsed.value, ONRAMP_DECIMALS) } : parsed;
}

export interface PurchaseRequest {
  readonly currencyCode: string;
  readonly walletAddress: string;
  /** The asset amount to buy, a plain decimal (`purchaseAmount`). */
  readonly amount: string;
  /** Where the purchase page sends the person back to: the app. */
  readonly redirectUrl: string;
}

/**
 * The purchase URL before signing, with MoonPay's widget parameters: the public key, the asset and chain
 * (`currencyCode`), the wallet, the amount of the asset (`quoteCurrencyAmount`, so the asset amount typed
 * is the one bought), paid in US dollars, and the app to return to.
 */
export function purchaseUrl(onramp: OnrampConfig, request: PurchaseRequest): string {
  const url = new URL(onramp.url);
  url.searchParams.set('apiKey', onramp.publicKey);
  url.searchParams.set('currencyCode', request.currencyCode);
  url.searchParams.set('walletAddress', request.walletAddress);
  url.searchParams.set('quoteCurrencyAmount', request.amount);
  url.searchParams.set('baseCurrencyCode', 'usd');
  url.searchParams.set('redirectURL', request.redirectUrl);
  return url.href;
}

/**
 * The signed URL from the backend, when it is the purchase page's: a backend (or anything between it and
 * the app) must not make the app open another site in a window that can message it.
 */
export function checkSignedUrl(onramp: OnrampConfig, signed: string): string {
  let url: URL;
  try {
    url = new URL(signed);
  } catch {
    throw appError('onramp-url-refused', 'The signed purchase URL is not a URL');
  }
  const page = new URL(onramp.url);
  if (url.origin !== page.origin || url.pathname !== page.pathname || !url.searchParams.get('signature'))
    throw appError('onramp-url-refused', `The signed purchase URL is not on ${page.origin}`);
  return url.href;
}

/** What a `message` event is judged by. */
export interface OnrampMessage {
  readonly origin: string;
  readonly source: unknown;
  readonly data: unknown;
}

/**
 * Whether `event` reports the purchase complete: it must come from the purchase page's origin, from the
 * window the app opened, and say `MOONPAY_COMPLETE`. Anything else (another site, another window of the
 * same site, another message) is ignored.
 */
export function isPurchaseComplete(event: OnrampMessage, onramp: OnrampConfig, popup: unknown): boolean {
  if (popup === null || popup === undefined || event.source !== popup) return false;
  if (event.origin !== new URL(onramp.url).origin) return false;
  const { data } = event;
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === MOONPAY_COMPLETE;
}
