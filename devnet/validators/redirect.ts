/** Where the SDK reads a `gs://` validator's checkpoints (typescript/sdk/src/gcp/storage.ts, GcpStorageWrapper). */
export const GOOGLE_STORAGE_ORIGIN = 'https://storage.googleapis.com';

/**
 * Sends the SDK's reads of validator checkpoints to the devnet's storage (docs/hyperlane-validators.md): the
 * multisig metadata builder reads announced `gs://` locations through GcpStorageWrapper, which calls the
 * global `fetch` on `https://storage.googleapis.com/storage/v1/b/…` and has no endpoint option. Exactly that
 * origin is redirected, path and query kept; every other request goes out as it was.
 */
export function redirectGoogleStorage(
  fetchImpl: typeof fetch,
  storageUrl: string,
): (input: string | URL | Request, init?: RequestInit) => Promise<Response> {
  const base = storageUrl.replace(/\/$/, '');
  const redirected = (url: string): string | undefined =>
    url.startsWith(`${GOOGLE_STORAGE_ORIGIN}/`) ? base + url.slice(GOOGLE_STORAGE_ORIGIN.length) : undefined;
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const target = redirected(url);
    if (target === undefined) return fetchImpl(input, init);
    return fetchImpl(input instanceof Request ? new Request(target, input) : target, init);
  };
}
