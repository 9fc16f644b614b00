import { describe, expect, it } from 'vitest';
import { MAINNET } from '../../config/mainnet';
import { TESTNET } from '../../config/testnet';
import type { AppError } from '../../lib/errors';
import { checkSignedUrl, onrampOptions, purchaseAmount, purchaseOutcome, purchaseUrl } from './onramp';

const ONRAMP = { url: 'https://buy.moonpay.com', publicKey: 'pk_live_abc' };
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('what the on-ramp sells', () => {
  it('is MAGIC on Arbitrum and ETH on Ethereum, Arbitrum and Base on mainnet, with MoonPay’s codes', () => {
    expect(onrampOptions(MAINNET.chains).map((o) => [o.asset, o.chainName, o.currencyCode])).toEqual([
      ['MAGIC', 'Arbitrum One', 'magic_arbitrum'],
      ['ETH', 'Ethereum', 'eth'],
      ['ETH', 'Arbitrum One', 'eth_arbitrum'],
      ['ETH', 'Base', 'eth_base'],
    ]);
  });

  it('is the sandbox’s Sepolia ETH on testnet', () => {
    expect(onrampOptions(TESTNET.chains).map((o) => [o.asset, o.chainId, o.currencyCode])).toEqual([
      ['ETH', 11155111, 'eth'],
    ]);
  });
});

describe('the purchase URL', () => {
  it('carries the key, currency, wallet, asset amount and the way back, on the purchase page', () => {
    const url = new URL(
      purchaseUrl(ONRAMP, {
        currencyCode: 'magic_arbitrum',
        walletAddress: WALLET,
        amount: '50',
        redirectUrl: 'https://bridge.treasure.lol/',
      }),
    );
    expect(url.origin).toBe('https://buy.moonpay.com');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      apiKey: 'pk_live_abc',
      currencyCode: 'magic_arbitrum',
      walletAddress: WALLET,
      quoteCurrencyAmount: '50',
      baseCurrencyCode: 'usd',
      redirectURL: 'https://bridge.treasure.lol/',
    });
  });

  it('keeps the page’s path (the devnet’s page is not at the root)', () => {
    const url = purchaseUrl(
      { url: 'http://127.0.0.1:8551/moonpay/buy', publicKey: 'pk_test_devnet' },
      { currencyCode: 'eth', walletAddress: WALLET, amount: '0.5', redirectUrl: 'http://127.0.0.1:5173/' },
    );
    expect(url.startsWith('http://127.0.0.1:8551/moonpay/buy?apiKey=pk_test_devnet&currencyCode=eth&')).toBe(true);
  });

  it('takes the amount as typed in the person’s language, written plainly', () => {
    expect(purchaseAmount('12,5', 'de_DE')).toMatchObject({ ok: true, text: '12.5' });
    expect(purchaseAmount('50', 'en_US')).toMatchObject({ ok: true, text: '50', value: 50n * 10n ** 18n });
    expect(purchaseAmount('0', 'en_US')).toEqual({ ok: false, error: 'zero' });
    expect(purchaseAmount('', 'en_US')).toEqual({ ok: false, error: 'empty' });
  });
});

const REQUEST = {
  currencyCode: 'magic_arbitrum',
  walletAddress: WALLET,
  amount: '12.5',
  redirectUrl: 'https://app.example/',
};
/** What an honest backend answers: the purchase URL as built, with MoonPay's signature appended. */
const HONEST = `${purchaseUrl(ONRAMP, REQUEST)}&signature=abc%3D`;
const ATTACKER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/** The honest signed URL with `change` made to its parameters, as a backend that signs what it likes. */
function signedWith(change: (params: URLSearchParams) => void): string {
  const url = new URL(HONEST);
  change(url.searchParams);
  return url.href;
}

const refusedAs = (code: string) => expect.objectContaining({ code }) as unknown as AppError;

describe('the signed URL', () => {
  it('is opened when it is the purchase page’s, signed, for the purchase asked for', () => {
    expect(checkSignedUrl(ONRAMP, HONEST, REQUEST)).toBe(HONEST);
  });

  it('is opened with the wallet in another case and the amount written another way', () => {
    const reformatted = signedWith((p) => {
      p.set('walletAddress', WALLET.toLowerCase());
      p.set('quoteCurrencyAmount', '012.50');
    });
    expect(checkSignedUrl(ONRAMP, reformatted, REQUEST)).toBe(reformatted);
    const home = signedWith((p) => p.set('redirectURL', 'https://app.example/?from=moonpay'));
    expect(checkSignedUrl(ONRAMP, home, REQUEST)).toBe(home);
  });

  it.each([
    ['another site', 'https://buy.moonpay.com.evil.example/?signature=abc'],
    ['another scheme', 'http://buy.moonpay.com/?signature=abc'],
    ['another path', 'https://buy.moonpay.com/elsewhere?signature=abc'],
    ['credentials before the host', HONEST.replace('https://', 'https://evil.example@')],
    ['no signature', purchaseUrl(ONRAMP, REQUEST)],
    ['not a URL', 'javascript:alert(1)'],
  ])('is refused for %s', (_, url) => {
    expect(() => checkSignedUrl(ONRAMP, url, REQUEST)).toThrow(refusedAs('onramp-url-refused'));
  });

  // The backend signs, so each of these carries a valid signature: only the app's check stands between
  // them and a purchase the person did not ask for.
  it.each([
    ['the attacker’s wallet', signedWith((p) => p.set('walletAddress', ATTACKER))],
    ['a wallet that is not an address', signedWith((p) => p.set('walletAddress', `${WALLET} `))],
    ['another currency', signedWith((p) => p.set('currencyCode', 'eth'))],
    ['another amount', signedWith((p) => p.set('quoteCurrencyAmount', '1250'))],
    ['an amount in another notation', signedWith((p) => p.set('quoteCurrencyAmount', '1.25e1'))],
    ['another key', signedWith((p) => p.set('apiKey', 'pk_live_attacker'))],
    ['another fiat', signedWith((p) => p.set('baseCurrencyCode', 'eur'))],
    ['a way back to another site', signedWith((p) => p.set('redirectURL', 'https://evil.example/'))],
    ['a way back to a look-alike origin', signedWith((p) => p.set('redirectURL', 'https://app.example.evil/'))],
    ['a way back through credentials', signedWith((p) => p.set('redirectURL', 'https://app.example@evil.example/'))],
    ['a way back on another port', signedWith((p) => p.set('redirectURL', 'https://app.example:8443/'))],
    [
      'a way back to a script',
      signedWith((p) => p.set('redirectURL', 'javascript:opener.location="https://evil.example"')),
    ],
    ['a second wallet, which a provider reading the last one would pay', `${HONEST}&walletAddress=${ATTACKER}`],
    ['a second amount', `${HONEST}&quoteCurrencyAmount=1250`],
    ['a second currency', `${HONEST}&currencyCode=eth`],
    ['a second way back', `${HONEST}&redirectURL=${encodeURIComponent('https://evil.example/')}`],
    ['a wallet repeated in another case', `${HONEST}&walletaddress=${ATTACKER}`],
    [
      'the wallets of MoonPay’s multi-currency form',
      `${HONEST}&walletAddresses=${encodeURIComponent(`{"eth":"${ATTACKER}"}`)}`,
    ],
    ['an amount in fiat beside it', `${HONEST}&baseCurrencyAmount=5000`],
    ['no wallet', signedWith((p) => p.delete('walletAddress'))],
    ['no currency', signedWith((p) => p.delete('currencyCode'))],
    ['no amount', signedWith((p) => p.delete('quoteCurrencyAmount'))],
    ['no way back', signedWith((p) => p.delete('redirectURL'))],
    ['no key', signedWith((p) => p.delete('apiKey'))],
    ['a fragment', `${HONEST}#walletAddress=${ATTACKER}`],
  ])('is refused as another purchase for %s', (_, url) => {
    expect(() => checkSignedUrl(ONRAMP, url, REQUEST)).toThrow(refusedAs('onramp-url-mismatch'));
  });
});

describe('the purchase window’s return', () => {
  it('is pending while the window is on another origin, or still blank', () => {
    expect(purchaseOutcome(undefined, REQUEST)).toBe('pending');
    expect(purchaseOutcome('about:blank', REQUEST)).toBe('pending');
    expect(purchaseOutcome('https://app.example.evil/?transactionStatus=completed', REQUEST)).toBe('pending');
  });

  it('ends the purchase back on the app’s origin: completed, failed, or only submitted when MoonPay says no more', () => {
    expect(purchaseOutcome('https://app.example/?transactionId=t1&transactionStatus=completed', REQUEST)).toBe(
      'completed',
    );
    // A card payment MoonPay is still processing is no purchase yet: never announced as complete.
    expect(purchaseOutcome('https://app.example/?transactionId=t1&transactionStatus=pending', REQUEST)).toBe(
      'submitted',
    );
    expect(purchaseOutcome('https://app.example/', REQUEST)).toBe('submitted');
    expect(purchaseOutcome('https://app.example/?transactionId=t1&transactionStatus=failed', REQUEST)).toBe('failed');
  });
});
