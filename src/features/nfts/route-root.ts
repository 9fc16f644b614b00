/**
 * The root that vouches for a route, as words (docs/routes.md): a built-in route is the build's own; a
 * server route is named by Treasure's signed route list, with its signer and the day it was signed.
 */
import type { Address } from 'viem';
import { shortenAddress } from '../../lib/address';
import { intlLocale } from '../../lib/format';

/** What the label needs of a route; `BridgeRoute` is one. */
export interface RootedRoute {
  readonly origin: 'built-in' | 'server';
  readonly attestation?: { readonly signer: Address; readonly issuedAt: number /* Unix seconds */ } | undefined;
}

export type RootLabel =
  | { readonly key: 'review.trust.built-in' }
  | { readonly key: 'review.trust.signed-list'; readonly params: { readonly signer: string; readonly date: string } };

/**
 * The i18n key and parameters naming `route`'s root, the date in `language`'s words; nothing for a server
 * route no signed list names (none is offered: docs/routes.md).
 */
export function routeRootLabel(route: RootedRoute, language: string): RootLabel | undefined {
  if (route.origin === 'built-in') return { key: 'review.trust.built-in' };
  const { attestation } = route;
  if (!attestation) return undefined;
  // As the review writes it (RequestList.tsx), so the two name the same day.
  const date = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(
    attestation.issuedAt * 1000,
  );
  return { key: 'review.trust.signed-list', params: { signer: shortenAddress(attestation.signer), date } };
}
