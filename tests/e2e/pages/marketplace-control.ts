/**
 * The devnet marketplace as a compromised backend plays it, through the devnet's control endpoint
 * (devnet/control.ts): records served beside its own, and the route list it serves in place of its own.
 */
import { expect } from '@playwright/test';
import type { ListTerms } from '../../../devnet/marketplace/route-list';
import { testManifest } from '../wallet-fixtures';

async function control(path: string, body: unknown) {
  const response = await fetch(`${testManifest().services.controlUrl}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(204);
}

/** Bridge-token records served beside the devnet's own; an empty list takes them back. */
export const serveExtraRecords = (records: unknown[]) => control('/marketplace/records', { records });

/**
 * The route list served: signed by the devnet's key with other terms (`{ terms }`), any body (`{ served }`), or
 * the devnet's own again (`{}`).
 */
export const serveRouteList = (override: { terms: ListTerms } | { served: unknown } | Record<string, never>) =>
  control('/marketplace/route-list', override);

/** The route list the marketplace serves the app now, as the app fetches it. */
export async function servedRouteList(): Promise<{ list: { issuedAt: number }; signature: string }> {
  const { marketplaceUrl, marketplaceApiKey } = testManifest().services;
  const response = await fetch(`${marketplaceUrl}/bridging-route-list?network=devnet`, {
    headers: { 'x-api-key': marketplaceApiKey },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { list: { issuedAt: number }; signature: string };
}
