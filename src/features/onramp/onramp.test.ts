import { describe, expect, it } from 'vitest';
import { MOONPAY_COMPLETE } from '../../api/marketplace';
import { MAINNET } from '../../config/mainnet';
import { TESTNET } from '../../config/testnet';
import type { AppError } from '../../lib/errors';
import { checkSignedUrl, isPurchaseComplete, onrampOptions, purchaseAmount, purchaseUrl } from './onramp';

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

describe('the signed URL', () => {
  const signed = 'https://buy.moonpay.com/?apiKey=pk_live_abc&currencyCode=eth&signature=abc%3D';

  it('is opened when it is the purchase page’s, signed', () => {
    expect(checkSignedUrl(ONRAMP, signed)).toBe(signed);
  });

  it.each([
    ['another site', 'https://buy.moonpay.com.evil.example/?signature=abc'],
    ['another scheme', 'http://buy.moonpay.com/?signature=abc'],
    ['another path', 'https://buy.moonpay.com/elsewhere?signature=abc'],
    ['no signature', 'https://buy.moonpay.com/?apiKey=pk_live_abc'],
    ['not a URL', 'javascript:alert(1)'],
  ])('is refused for %s', (_, url) => {
    expect(() => checkSignedUrl(ONRAMP, url)).toThrow(
      expect.objectContaining({ code: 'onramp-url-refused' }) as unknown as AppError,
    );
  });
});

describe('the completion message', () => {
  const popup = { name: 'the window the app opened' };
  const complete = { origin: 'https://buy.moonpay.com', source: popup, data: { type: MOONPAY_COMPLETE } };

  it('is accepted from the purchase page’s origin, from the popup, with the completion type', () => {
    expect(isPurchaseComplete(complete, ONRAMP, popup)).toBe(true);
  });

  it('is ignored from another origin', () => {
    expect(isPurchaseComplete({ ...complete, origin: 'https://evil.example' }, ONRAMP, popup)).toBe(false);
    expect(isPurchaseComplete({ ...complete, origin: 'http://buy.moonpay.com' }, ONRAMP, popup)).toBe(false);
  });

  it('is ignored from another window, or when no popup is open', () => {
    expect(isPurchaseComplete({ ...complete, source: { name: 'another window' } }, ONRAMP, popup)).toBe(false);
    expect(isPurchaseComplete({ ...complete, source: null }, ONRAMP, null)).toBe(false);
  });

  it('is ignored with another type or no data', () => {
    expect(isPurchaseComplete({ ...complete, data: { type: 'MOONPAY_FAILED' } }, ONRAMP, popup)).toBe(false);
    expect(isPurchaseComplete({ ...complete, data: MOONPAY_COMPLETE }, ONRAMP, popup)).toBe(false);
    expect(isPurchaseComplete({ ...complete, data: null }, ONRAMP, popup)).toBe(false);
  });
});
