/**
 * thirdweb calls hosted services (analytics, social profiles, chain metadata, in-app wallets, pay). A
 * request that hangs instead of failing can stall a transaction forever (its chain-metadata lookup has
 * no time-out), so every request to thirdweb's hosts is bounded; on the devnet, where none can answer,
 * they fail at once without leaving the page.
 */
export const THIRDWEB_FETCH_TIMEOUT_MS = 5000;
const THIRDWEB_HOST = /(^|\.)thirdweb\.com$/;

function isThirdwebRequest(input: RequestInfo | URL): boolean {
  try {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    return THIRDWEB_HOST.test(url.hostname);
  } catch {
    return false;
  }
}

/** A fetch that bounds (or, offline, refuses) requests to thirdweb's hosts and leaves the rest alone. */
export function boundedFetch(base: typeof fetch, offline: boolean): typeof fetch {
  return (input, init) => {
    if (!isThirdwebRequest(input)) return base(input, init);
    if (offline) return Promise.reject(new TypeError('thirdweb services are not reachable from the devnet'));
    const timeout = AbortSignal.timeout(THIRDWEB_FETCH_TIMEOUT_MS);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return base(input, { ...init, signal });
  };
}

/**
 * Installs the bounded fetch. thirdweb's services all live under thirdweb.com, so on the devnet every one
 * of its requests is refused in the page, before it reaches the network (and the console).
 */
export function guardThirdwebRequests(offline: boolean): void {
  globalThis.fetch = boundedFetch(globalThis.fetch.bind(globalThis), offline);
}
