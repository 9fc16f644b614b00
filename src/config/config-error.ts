/** A network config or build variable the app cannot start with; the config error screen shows its message. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * Whether `url` carries an explorer API key as a query parameter (`apikey`, `api_key` or `api-key`, any case):
 * every variable and config value ships to each visitor's browser (README, "Secrets"), so such a URL is refused.
 */
export function carriesApiKey(url: string): boolean {
  if (!URL.canParse(url)) return false;
  return [...new URL(url).searchParams.keys()].some((name) => /^api[-_]?key$/i.test(name));
}

/** What a refused URL is told: the key would be public, and where it belongs instead. */
export const API_KEY_REFUSAL =
  'must not carry an API key (apikey): the build is public, so use a keyless API or a proxy that adds the key server-side';
