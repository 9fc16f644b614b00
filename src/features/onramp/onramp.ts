/**
 * The on-ramp's rules (docs/onramp.md): what can be bought where, the purchase URL the backend signs, the
 * signed URL the app agrees to open, and what the purchase window's return to the app says.
 */
import { formatUnits, isAddress, parseUnits } from 'viem';
import type { ChainSlug, NetworkChain, ServiceConfig } from '../../config';
import { type AmountResult, parseAmount } from '../../lib/amount';
import { appError } from '../../lib/errors';

/** The on-ramp's own failures, merged into the app's codes (docs/errors.md) and worded by `errorText`. */
declare module '../../lib/errors' {
  interface ErrorData {
    /** The on-ramp's signed purchase URL is not on the configured purchase page, so it was not opened. */
    'onramp-url-refused': undefined;
    /**
     * The on-ramp's signed purchase URL is not the purchase asked for (another wallet, currency or amount, an
     * added or repeated parameter, a way back to another site), so it was not opened (docs/onramp.md).
     */
    'onramp-url-mismatch': undefined;
  }
}

export type OnrampAsset = 'MAGIC' | 'ETH';
export type OnrampConfig = NonNullable<ServiceConfig['onramp']>;

/** The fiat the purchase is paid in: MoonPay's `baseCurrencyCode`. */
const BASE_CURRENCY = 'usd';

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
  url.searchParams.set('baseCurrencyCode', BASE_CURRENCY);
  url.searchParams.set('redirectURL', request.redirectUrl);
  return url.href;
}

/** The parameters `purchaseUrl` sets, and the signature: a signed URL carries these, each once, and no other. */
const SIGNED_PARAMS: readonly string[] = [
  'apiKey',
  'currencyCode',
  'walletAddress',
  'quoteCurrencyAmount',
  'baseCurrencyCode',
  'redirectURL',
  'signature',
];

/** The value of a plain decimal as MoonPay's `quoteCurrencyAmount` has it (`12.5`, `012.50`); else undefined. */
function decimalValue(text: string | null): bigint | undefined {
  return text !== null && /^\d+(\.\d+)?$/.test(text) ? parseUnits(text, ONRAMP_DECIMALS) : undefined;
}

const originOf = (url: string | null): string | undefined => {
  if (url === null) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * Why the signed URL's parameters are not the purchase the person asked for, or undefined when they are.
 * The backend signs whatever it is given or chooses, so the signature proves nothing about the purchase:
 * the wallet (case aside), the currency, the amount (as a number), the key and the fiat must be the app's,
 * the way back must stay on the app's origin, and no parameter may be added or repeated, since the
 * provider reads parameters the app does not (another wallet, another amount) and may take a repeated one's
 * last value where `URLSearchParams.get` reads the first (docs/onramp.md, "What the app checks").
 */
function purchaseMismatch(url: URL, onramp: OnrampConfig, request: PurchaseRequest): string | undefined {
  if (url.hash) return 'has a fragment';
  const seen = new Set<string>();
  for (const name of url.searchParams.keys()) {
    // `walletaddress` beside `walletAddress` is a repetition to a server that ignores case.
    const folded = name.toLowerCase();
    if (seen.has(folded)) return `repeats ${name}`;
    seen.add(folded);
    if (!SIGNED_PARAMS.includes(name)) return `adds ${name}`;
  }
  const param = (name: string) => url.searchParams.get(name);
  if (param('apiKey') !== onramp.publicKey) return 'carries another apiKey';
  if (param('currencyCode') !== request.currencyCode) return 'buys another currency';
  const wallet = param('walletAddress');
  if (
    wallet === null ||
    !isAddress(wallet, { strict: false }) ||
    wallet.toLowerCase() !== request.walletAddress.toLowerCase()
  )
    return 'pays another wallet';
  const amount = decimalValue(param('quoteCurrencyAmount'));
  if (amount === undefined || amount !== decimalValue(request.amount)) return 'buys another amount';
  if (param('baseCurrencyCode') !== BASE_CURRENCY) return 'pays in another currency';
  const back = originOf(param('redirectURL'));
  if (back === undefined || back !== originOf(request.redirectUrl)) return 'sends the person back to another site';
  return undefined;
}

/**
 * The signed URL from the backend, when it is the purchase page's and buys what the person asked for:
 * a backend (or anything between it and the app) must not make the app open another site, nor a purchase
 * paid to another wallet, of another asset or amount, or returning to another site.
 */
export function checkSignedUrl(onramp: OnrampConfig, signed: string, request: PurchaseRequest): string {
  let url: URL;
  try {
    url = new URL(signed);
  } catch {
    throw appError('onramp-url-refused', 'The signed purchase URL is not a URL');
  }
  const page = new URL(onramp.url);
  if (
    url.origin !== page.origin ||
    url.pathname !== page.pathname ||
    url.username ||
    url.password ||
    !url.searchParams.get('signature')
  )
    throw appError('onramp-url-refused', `The signed purchase URL is not on ${page.origin}`);
  const mismatch = purchaseMismatch(url, onramp, request);
  if (mismatch) throw appError('onramp-url-mismatch', `The signed purchase URL ${mismatch}`);
  return url.href;
}

/**
 * What the purchase window's address says, read by the app (`href`, undefined while the window is on
 * another origin and so unreadable). MoonPay sends the person to `redirectURL` when the purchase is done,
 * appending `transactionStatus`: back on the app's origin, the purchase is over: completed or failed when it
 * says so, else submitted (a card payment still `pending` at the provider), which is not yet a purchase.
 * The window has no opener (docs/onramp.md), so no page in it can message the app: its address is the
 * only report, and only a page of the app's own origin can be read.
 */
export function purchaseOutcome(
  href: string | undefined,
  request: PurchaseRequest,
): 'pending' | 'completed' | 'submitted' | 'failed' {
  if (href === undefined) return 'pending';
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return 'pending';
  }
  // Also `about:blank` before the purchase page loads: its origin is opaque.
  if (url.origin !== originOf(request.redirectUrl)) return 'pending';
  const status = url.searchParams.get('transactionStatus');
  return status === 'failed' ? 'failed' : status === 'completed' ? 'completed' : 'submitted';
}
