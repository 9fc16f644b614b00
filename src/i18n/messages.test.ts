import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, GraphQLError, NetworkError, ResponseShapeError } from '../api/errors';
import type { AmountError } from '../lib/amount';
import {
  AppError,
  appError,
  InvalidAddressError,
  NftNotOwnedError,
  RevertError,
  SignInPayloadError,
  UserRejectedError,
  WalletFailedError,
} from '../lib/errors';
import type { RouteRefusal } from '../lib/routes';
import { changeLocale, initI18n } from '.';
import { amountErrorMessage, errorMessage, errorText, routeRefusalMessage } from './messages';

beforeAll(() => initI18n());

describe('messages', () => {
  it('give every refused amount its own message', () => {
    const errors: AmountError[] = [
      'empty',
      'not-a-number',
      'ambiguous-separator',
      'negative',
      'zero',
      'too-many-decimals',
      'over-balance',
    ];
    const messages = errors.map((e) => amountErrorMessage(i18next.t, e, 18));
    expect(new Set(messages).size).toBe(errors.length);
    expect(amountErrorMessage(i18next.t, 'too-many-decimals', 6)).toBe('This token has at most 6 decimals.');
    for (const m of messages) expect(m).not.toMatch(/^amount\./);
  });

  it('give every route refusal its own message', () => {
    const reasons: RouteRefusal[] = [
      'same-chain',
      'no-route',
      'withdraw-only',
      'deposit-deprecated',
      'deposit-only',
      'withdraw-disabled',
    ];
    const messages = reasons.map((r) => routeRefusalMessage(i18next.t, r));
    expect(new Set(messages).size).toBe(reasons.length);
    for (const m of messages) expect(m).not.toMatch(/^route\./);
  });

  it('word failures by their code as the catalogue does, what a contract or server said as data', () => {
    const cases: [unknown, string][] = [
      [new UserRejectedError(), 'User rejected request'],
      [appError('transaction-failed', 'x'), 'Transaction failed'],
      [new RevertError('ERC721: invalid token ID'), 'ERC721: invalid token ID'],
      [new AppError('receipt-timeout', { blocks: 100 }, 'x'), 'Transaction not found after 100 blocks'],
      [appError('receipt-missing-hash', 'x'), 'Transaction has no transactionHash to wait for, did you execute it?'],
      [new InvalidAddressError('0x12'), "Invalid input, address can't be parsed"],
      [new ApiError(503, undefined, 'GET', '/price'), "Received status '503' from server"],
      [new ApiError(404, 'Collection not found', 'GET', '/collection'), 'Collection not found'],
      [new GraphQLError(undefined, 502), 'GraphQL Error (Code: 502)'],
      [new GraphQLError('field "x" not found', 200), 'field "x" not found'],
      [
        new NftNotOwnedError('Smol Brain #2', 'Arbitrum One'),
        'Smol Brain #2 is no longer in your wallet on Arbitrum One.',
      ],
      [new SignInPayloadError('nonce'), 'This sign-in request has no one-time code, so it was not signed.'],
      [new Error('boom'), 'Something went wrong. Please try again.'],
      [appError('receipt-not-found', 'x'), 'Transaction receipt not found.'],
    ];
    for (const [error, text] of cases) expect(errorMessage(i18next.t, error)).toBe(text);
  });

  it('give every code its own key', () => {
    const keys = [
      new UserRejectedError(),
      appError('transaction-failed', 'x'),
      appError('transaction-replaced', 'x'),
      appError('no-send-wallet', 'x'),
      appError('route-unsendable', 'x'),
      appError('sign-in-no-token', 'x'),
      appError('auth-required', 'x'),
      appError('onramp-url-refused', 'x'),
      appError('onramp-url-mismatch', 'x'),
      new AppError('receipt-timeout', { blocks: 1 }, 'x'),
      new WalletFailedError('nonce too low'),
      new NetworkError('offline', 'http://127.0.0.1:1'),
      new NetworkError('timeout', 'http://127.0.0.1:1'),
      new ResponseShapeError('/price', 'price', 'is not a number'),
      appError('receipt-not-found', 'x'),
    ].map((error) => errorText(error).key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leave no English in another language, the contract’s reason shown as it was given', async () => {
    await changeLocale('de_DE', { remember: false });
    try {
      expect(errorMessage(i18next.t, new UserRejectedError())).toBe('Anfrage vom Benutzer abgelehnt');
      expect(errorMessage(i18next.t, appError('route-unsendable', 'This route cannot be sent from here'))).toBe(
        'Diese Route kann von hier aus nicht gesendet werden',
      );
      expect(errorMessage(i18next.t, new AppError('receipt-timeout', { blocks: 100 }, 'x'))).toBe(
        'Transaktion nach 100 Blöcken nicht gefunden',
      );
      expect(errorMessage(i18next.t, new RevertError('paused'))).toBe(
        'Der Vertrag hat die Transaktion abgelehnt: paused',
      );
      expect(errorMessage(i18next.t, new WalletFailedError('nonce too low'))).toBe(
        'Die Wallet meldet einen Fehler: nonce too low',
      );
    } finally {
      await changeLocale('en_US', { remember: false });
    }
  });
});
