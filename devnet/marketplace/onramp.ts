/**
 * The devnet's on-ramp (docs/onramp.md): a stand-in for MoonPay's URL signing and purchase page.
 *
 * `/moonpay/sign-url` signs a purchase URL the way MoonPay's URL signing works: HMAC-SHA256 of the URL's
 * query string (with its `?`) under a secret key, base64, appended as `signature`. The purchase page
 * (`/moonpay/buy` on the marketplace's port) accepts only a URL so signed; when the purchase is confirmed
 * it credits the asset on the devnet chain from an account nothing else uses, waits for the receipt, and
 * sends the person to the URL's `redirectURL` (which must be the app's or one of the devnet's own) with
 * `transactionId` and `transactionStatus` appended, as MoonPay does.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  type Hex,
  http,
  isAddress,
  parseAbi,
  parseUnits,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { PublicDevnetManifest } from '../../src/config/devnet-manifest';
import { DEVNET_ACCOUNTS } from '../accounts';
import type { AllowedOrigins } from '../origins';

export const ONRAMP_PATH = '/moonpay/buy';
const CONFIRM_PATH = `${ONRAMP_PATH}/confirm`;
/** The devnet on-ramp's public key: like MoonPay's `pk_test_…` keys, public, sent in every purchase URL. */
export const DEVNET_ONRAMP_PUBLIC_KEY = 'pk_test_devnet';
const ASSET_DECIMALS = 18;

/** The MoonPay currency codes the devnet sells (docs/onramp.md), with the asset and chain each credits. */
const CURRENCIES: Readonly<Record<string, { readonly symbol: 'MAGIC' | 'ETH'; readonly chainId: number }>> = {
  magic_arbitrum: { symbol: 'MAGIC', chainId: 42161 },
  eth: { symbol: 'ETH', chainId: 1 },
  eth_arbitrum: { symbol: 'ETH', chainId: 42161 },
  eth_base: { symbol: 'ETH', chainId: 8453 },
};

/** A spare devnet account (accounts.ts), which no test or benchmark uses: it pays for every purchase. */
const TREASURY = DEVNET_ACCOUNTS[7];

const mintAbi = parseAbi(['function mintTo(address account, uint256 amount)']);

interface Purchase {
  readonly currencyCode: string;
  readonly symbol: 'MAGIC' | 'ETH';
  readonly chain: PublicDevnetManifest['chains'][number];
  readonly amount: bigint;
  readonly amountText: string;
  readonly walletAddress: Address;
  /** Where the person is sent when the purchase is done: the URL's `redirectURL`. */
  readonly redirectUrl: string;
  readonly signature: string;
}

export interface Onramp {
  /** The purchase page and the public key, for the manifest. */
  readonly url: string;
  readonly publicKey: string;
  /**
   * `/moonpay/sign-url`: `moonpayUrl` signed, or `refuse(reason)` thrown for a URL that is not this
   * purchase page's, has another `apiKey` or no wallet address.
   */
  signUrl(moonpayUrl: string | null, refuse: (reason: string) => Error): { url: string };
  /**
   * Test-only: parameters set on every URL before it is signed (an empty record takes them back), so
   * tests can play a backend that signs a purchase of its own choosing, such as its own wallet address.
   * Set through the control endpoint.
   */
  setSigningOverrides(params: Readonly<Record<string, string>>): void;
  /** Serves the purchase page and its confirmation; false for any other request. */
  handle(request: IncomingMessage, response: ServerResponse, url: URL): boolean;
}

export function createOnramp(options: {
  baseUrl: string;
  manifest: Pick<PublicDevnetManifest, 'chains' | 'tokens'>;
  origins: AllowedOrigins;
  /** The signing key; a fresh random one by default (only this process signs and checks). */
  secret?: Buffer;
}): Onramp {
  const { manifest, origins } = options;
  const pageUrl = `${options.baseUrl}${ONRAMP_PATH}`;
  const secret = options.secret ?? randomBytes(32);
  const sign = (search: string) => createHmac('sha256', secret).update(search).digest('base64');
  // Signatures of purchases confirmed (or being confirmed): a signed URL buys once.
  const spent = new Set<string>();
  // One purchase at a time: they share the treasury account's nonce.
  let queue: Promise<unknown> = Promise.resolve();
  let signingOverrides: Readonly<Record<string, string>> = {};

  function signUrl(moonpayUrl: string | null, refuse: (reason: string) => Error): { url: string } {
    let url: URL;
    try {
      url = new URL(moonpayUrl ?? '');
    } catch {
      throw refuse('moonpayUrl must be a URL');
    }
    if (`${url.origin}${url.pathname}` !== pageUrl) throw refuse(`moonpayUrl must be the purchase page ${pageUrl}`);
    if (url.searchParams.get('apiKey') !== DEVNET_ONRAMP_PUBLIC_KEY)
      throw refuse('moonpayUrl must carry the on-ramp’s public key as apiKey');
    const wallet = url.searchParams.get('walletAddress');
    if (!wallet) throw refuse('moonpayUrl has no walletAddress');
    if (!isAddress(wallet)) throw refuse('walletAddress must be an address');
    if (url.searchParams.has('signature')) throw refuse('moonpayUrl is signed already');
    for (const [name, value] of Object.entries(signingOverrides)) url.searchParams.set(name, value);
    return { url: `${url.href}&signature=${encodeURIComponent(sign(url.search))}` };
  }

  /** The purchase a signed query string asks for, or why it cannot be made. */
  function purchaseOf(search: string): Purchase | string {
    const at = search.lastIndexOf('&signature=');
    if (at < 0) return 'This purchase link is not signed.';
    const signed = search.slice(0, at);
    const signature = decodeURIComponent(search.slice(at + '&signature='.length));
    const expected = Buffer.from(sign(signed));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return 'This purchase link’s signature is not valid.';
    const params = new URLSearchParams(signed);
    if (params.get('apiKey') !== DEVNET_ONRAMP_PUBLIC_KEY) return 'This purchase link is for another on-ramp key.';
    const currencyCode = params.get('currencyCode') ?? '';
    const currency = CURRENCIES[currencyCode];
    if (!currency) return `The devnet on-ramp does not sell “${currencyCode}”.`;
    const chain = manifest.chains.find((c) => c.chainId === currency.chainId);
    if (!chain) return `The devnet has no chain ${currency.chainId}.`;
    const wallet = params.get('walletAddress') ?? '';
    if (!isAddress(wallet)) return 'This purchase link has no wallet address.';
    const amountText = params.get('quoteCurrencyAmount') ?? '';
    if (!/^\d+(\.\d{1,18})?$/.test(amountText) || parseUnits(amountText, ASSET_DECIMALS) === 0n)
      return 'This purchase link has no amount to buy.';
    let redirect: URL;
    try {
      redirect = new URL(params.get('redirectURL') ?? '');
    } catch {
      return 'This purchase link has no redirectURL.';
    }
    if (!origins.has(redirect.origin)) return `The devnet on-ramp does not send purchases back to ${redirect.origin}.`;
    return {
      currencyCode,
      symbol: currency.symbol,
      chain,
      amount: parseUnits(amountText, ASSET_DECIMALS),
      amountText,
      walletAddress: getAddress(wallet),
      redirectUrl: redirect.href,
      signature,
    };
  }

  /** Credits the purchase on its chain and resolves with the mined transaction's hash. */
  async function credit(purchase: Purchase): Promise<Hex> {
    if (!TREASURY) throw new Error('The devnet has no treasury account');
    const chain = defineChain({
      id: purchase.chain.chainId,
      name: purchase.chain.displayName,
      nativeCurrency: { name: 'Ether', symbol: purchase.chain.nativeSymbol, decimals: 18 },
      rpcUrls: { default: { http: [purchase.chain.rpcUrl] } },
    });
    const wallet = createWalletClient({ account: privateKeyToAccount(TREASURY.privateKey), chain, transport: http() });
    const client = createPublicClient({ chain, transport: http(), pollingInterval: 100 });
    let hash: Hex;
    if (purchase.symbol === 'ETH') {
      hash = await wallet.sendTransaction({ to: purchase.walletAddress, value: purchase.amount });
    } else {
      const magic = manifest.tokens.find(
        (t) => t.symbol === 'MAGIC' && t.chainId === purchase.chain.chainId && t.standard === 'collateral',
      );
      if (!magic) throw new Error(`The devnet has no mintable MAGIC on ${purchase.chain.displayName}`);
      // The devnet's MAGIC is a test token anyone may mint (ERC20Test's mintTo).
      hash = await wallet.writeContract({
        address: getAddress(magic.token),
        abi: mintAbi,
        functionName: 'mintTo',
        args: [purchase.walletAddress, purchase.amount],
      });
    }
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`The purchase's transaction reverted: ${hash}`);
    return hash;
  }

  function confirm(response: ServerResponse, search: string): void {
    const sendJson = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    const purchase = purchaseOf(search);
    if (typeof purchase === 'string') {
      sendJson(400, { errorMessage: purchase });
      return;
    }
    if (spent.has(purchase.signature)) {
      sendJson(409, { errorMessage: 'This purchase was made already.' });
      return;
    }
    spent.add(purchase.signature);
    const run = queue.then(() => credit(purchase));
    queue = run.catch(() => undefined);
    run.then(
      (transactionHash) =>
        sendJson(200, {
          // The devnet's transaction id is the credit's hash; MoonPay's is its own identifier.
          transactionId: transactionHash,
          transactionStatus: 'completed',
          currencyCode: purchase.currencyCode,
          quoteCurrencyAmount: purchase.amountText,
          walletAddress: purchase.walletAddress,
          chainId: purchase.chain.chainId,
          transactionHash,
        }),
      (error: unknown) => {
        // Nothing was bought: the same link may try again.
        spent.delete(purchase.signature);
        sendJson(500, { errorMessage: error instanceof Error ? error.message : String(error) });
      },
    );
  }

  return {
    url: pageUrl,
    publicKey: DEVNET_ONRAMP_PUBLIC_KEY,
    signUrl,
    setSigningOverrides(params) {
      signingOverrides = params;
    },
    handle(request, response, url) {
      if (request.method === 'GET' && url.pathname === ONRAMP_PATH) {
        const purchase = purchaseOf(url.search);
        const nonce = randomBytes(16).toString('base64');
        response.writeHead(typeof purchase === 'string' ? 400 : 200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          // The page loads nothing from elsewhere and talks only to this server.
          'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
        });
        response.end(typeof purchase === 'string' ? refusalPage(purchase, nonce) : purchasePage(purchase, url, nonce));
        return true;
      }
      if (request.method === 'POST' && url.pathname === CONFIRM_PATH) {
        confirm(response, url.search);
        return true;
      }
      return false;
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f6f7f9; color: #111827; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; }
  h1 { font-size: 1.4rem; margin: 0 0 0.5rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.4rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  button { font: inherit; padding: 0.6rem 1.2rem; border: 0; border-radius: 8px; background: #4338ca; color: #fff; cursor: pointer; }
  button:disabled { background: #6b7280; cursor: default; }
  button:focus-visible { outline: 3px solid #111827; outline-offset: 2px; }
  .note { color: #374151; font-size: 0.9rem; }
`;

function page(title: string, body: string, nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function refusalPage(problem: string, nonce: string): string {
  return page(
    'Purchase refused – devnet on-ramp',
    `<h1>This purchase cannot be made</h1>\n<p role="alert">${escapeHtml(problem)}</p>`,
    nonce,
  );
}

function purchasePage(purchase: Purchase, url: URL, nonce: string): string {
  // JSON inside a script element: `<` is escaped so no text can close the element.
  const data = JSON.stringify({
    confirmUrl: `${CONFIRM_PATH}${url.search}`,
    redirectUrl: purchase.redirectUrl,
  }).replace(/</g, '\\u003c');
  return page(
    `Buy ${purchase.symbol} – devnet on-ramp`,
    `<h1>Buy ${escapeHtml(purchase.symbol)}</h1>
<p class="note">The devnet’s stand-in for the on-ramp: nothing is paid, and confirming credits the devnet chain.</p>
<dl>
<dt>Asset</dt><dd>${escapeHtml(purchase.symbol)}</dd>
<dt>Amount</dt><dd>${escapeHtml(purchase.amountText)} ${escapeHtml(purchase.symbol)}</dd>
<dt>Chain</dt><dd>${escapeHtml(purchase.chain.displayName)}</dd>
<dt>Wallet address</dt><dd><code>${escapeHtml(purchase.walletAddress)}</code></dd>
</dl>
<button type="button" id="confirm">Confirm purchase</button>
<p id="status" role="status"></p>
<script type="application/json" id="purchase">${data}</script>
<script nonce="${nonce}">
  const { confirmUrl, redirectUrl } = JSON.parse(document.getElementById('purchase').textContent);
  const button = document.getElementById('confirm');
  const status = document.getElementById('status');
  button.addEventListener('click', async () => {
    button.disabled = true;
    status.textContent = 'Confirming the purchase…';
    try {
      const response = await fetch(confirmUrl, { method: 'POST' });
      const body = await response.json();
      if (!response.ok) throw new Error(body.errorMessage || 'The purchase failed.');
      status.textContent = 'Purchase complete. Taking you back…';
      const back = new URL(redirectUrl);
      back.searchParams.set('transactionId', body.transactionId);
      back.searchParams.set('transactionStatus', body.transactionStatus);
      window.location.replace(back.href);
    } catch (error) {
      status.textContent = error instanceof Error ? error.message : String(error);
      button.disabled = false;
    }
  });
</script>`,
    nonce,
  );
}
