import { describe, expect, it } from 'vitest';
import { routeRootLabel } from './route-root';

const SIGNER = '0x1111111111111111111111111111111111111111';
// 15 June 2025, 12:00 UTC: the same day in every time zone the tests run in.
const NOON = Date.UTC(2025, 5, 15, 12) / 1000;

describe('routeRootLabel', () => {
  it('names a built-in route the build’s own', () => {
    expect(routeRootLabel({ origin: 'built-in' }, 'en_US')).toEqual({ key: 'review.trust.built-in' });
  });

  it('names a server route by its signed list: the signer, shortened, and the day, in the language’s words', () => {
    const route = { origin: 'server', attestation: { signer: SIGNER, issuedAt: NOON } } as const;
    expect(routeRootLabel(route, 'en_US')).toEqual({
      key: 'review.trust.signed-list',
      params: { signer: '0x1111...1111', date: 'Jun 15, 2025' },
    });
    expect(routeRootLabel(route, 'de_DE')).toMatchObject({ params: { date: '15.06.2025' } });
  });

  it('names nothing for a server route without an attestation', () => {
    expect(routeRootLabel({ origin: 'server' }, 'en_US')).toBeUndefined();
  });
});
