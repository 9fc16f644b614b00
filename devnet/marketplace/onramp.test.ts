import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManifestChain } from '../../src/config/devnet-manifest';
import { AllowedOrigins } from '../origins';
import { freePort, listenOnLoopback } from '../ports';
import { createOnramp, DEVNET_ONRAMP_PUBLIC_KEY, ONRAMP_PATH, type Onramp } from './onramp';

const SECRET = Buffer.from('a test secret');
const APP = 'http://127.0.0.1:5173';
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const arbitrum = { chainId: 42161, displayName: 'Arbitrum One', rpcUrl: 'http://127.0.0.1:1' } as ManifestChain;

let onramp: Onramp;
let base: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  onramp = createOnramp({
    baseUrl: base,
    manifest: { chains: [arbitrum], tokens: [] },
    origins: new AllowedOrigins([APP], [port]),
    secret: SECRET,
  });
  const server = createServer((request, response) => {
    if (!onramp.handle(request, response, new URL(request.url ?? '/', base))) response.writeHead(404).end();
  });
  ({ stop } = await listenOnLoopback(server, port));
});

afterAll(() => stop());

const refuse = (reason: string) => new Error(reason);

function purchase(params: Record<string, string> = {}): string {
  const url = new URL(onramp.url);
  for (const [key, value] of Object.entries({
    apiKey: DEVNET_ONRAMP_PUBLIC_KEY,
    currencyCode: 'magic_arbitrum',
    walletAddress: WALLET,
    quoteCurrencyAmount: '50',
    baseCurrencyCode: 'usd',
    redirectURL: `${APP}/`,
    ...params,
  }))
    url.searchParams.set(key, value);
  return url.href;
}

describe('the devnet on-ramp', () => {
  it('signs as MoonPay does: HMAC-SHA256 of the query string, base64, appended as signature', () => {
    const unsigned = purchase();
    const expected = createHmac('sha256', SECRET).update(new URL(unsigned).search).digest('base64');
    expect(onramp.url).toBe(`${base}${ONRAMP_PATH}`);
    expect(onramp.signUrl(unsigned, refuse)).toEqual({
      url: `${unsigned}&signature=${encodeURIComponent(expected)}`,
    });
  });

  // Built in the test: the purchase page's URL is known once the server is up.
  it.each([
    ['another host', () => purchase().replace(base, 'https://buy.moonpay.com'), 'must be the purchase page'],
    ['another key', () => purchase({ apiKey: 'pk_test_other' }), 'public key as apiKey'],
    ['no wallet', () => purchase({ walletAddress: '' }), 'no walletAddress'],
    ['no URL', () => null, 'must be a URL'],
  ])('refuses to sign a URL with %s', (_, url, reason) => {
    expect(() => onramp.signUrl(url(), refuse)).toThrow(reason);
  });

  it('shows the purchase for a signed URL', async () => {
    const response = await fetch(onramp.signUrl(purchase(), refuse).url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    for (const text of ['<dd>MAGIC</dd>', '<dd>50 MAGIC</dd>', '<dd>Arbitrum One</dd>', WALLET, 'Confirm purchase'])
      expect(html).toContain(text);
  });

  it('refuses a URL changed after signing, or one reporting to a site that is not the devnet’s', async () => {
    const tampered = onramp
      .signUrl(purchase(), refuse)
      .url.replace('quoteCurrencyAmount=50', 'quoteCurrencyAmount=500');
    const changed = await fetch(tampered);
    expect(changed.status).toBe(400);
    expect(await changed.text()).toContain('signature is not valid');
    expect(await (await fetch(`${base}${ONRAMP_PATH}?${new URL(purchase()).searchParams}`)).text()).toContain(
      'not signed',
    );
    const elsewhere = await fetch(onramp.signUrl(purchase({ redirectURL: 'https://evil.example/' }), refuse).url);
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain('does not send purchases back to https://evil.example');
  });

  it('sends the person back to redirectURL when the purchase is done, and never through an opener', async () => {
    const html = await (await fetch(onramp.signUrl(purchase(), refuse).url)).text();
    expect(html).toContain(`"redirectUrl":"${APP}/"`);
    expect(html).toContain('window.location.replace(back.href)');
    expect(html).not.toContain('opener');
  });

  it('signs a purchase of its own choosing when a test asks it to play a dishonest backend', () => {
    const attacker = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
    onramp.setSigningOverrides({ walletAddress: attacker });
    try {
      const signed = new URL(onramp.signUrl(purchase(), refuse).url);
      expect(signed.searchParams.get('walletAddress')).toBe(attacker);
      const search = signed.search.slice(0, signed.search.lastIndexOf('&signature='));
      expect(signed.searchParams.get('signature')).toBe(createHmac('sha256', SECRET).update(search).digest('base64'));
    } finally {
      onramp.setSigningOverrides({});
    }
    expect(new URL(onramp.signUrl(purchase(), refuse).url).searchParams.get('walletAddress')).toBe(WALLET);
  });
});
