/** The marketplace auth token, kept in local storage under one key (docs/services.md). */
export const AUTH_TOKEN_STORAGE_KEY = 'treasure-bridge.auth-token';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** The token in `storage` (the browser's local storage by default). */
export function localTokenStore(storage: Storage = globalThis.localStorage): TokenStore {
  return {
    get: () => storage.getItem(AUTH_TOKEN_STORAGE_KEY),
    set: (token) => storage.setItem(AUTH_TOKEN_STORAGE_KEY, token),
    clear: () => storage.removeItem(AUTH_TOKEN_STORAGE_KEY),
  };
}
