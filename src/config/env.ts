/**
 * The build's variables, the only place the app reads them. Each is read by its full static name
 * (`import.meta.env.VITE_X`), so Vite inlines exactly these: reading `import.meta.env` whole would put every
 * VITE_* variable of the build machine into the bundle. `import.meta.env.DEV` and the like stay where used.
 */
import { z } from 'zod';
import { ConfigError } from './validate';

const BUILD_ENV = {
  VITE_NETWORK: import.meta.env.VITE_NETWORK,
  VITE_THIRDWEB_CLIENT_ID: import.meta.env.VITE_THIRDWEB_CLIENT_ID,
  VITE_WALLETCONNECT_PROJECT_ID: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID,
  VITE_ACCOUNT_ABSTRACTION: import.meta.env.VITE_ACCOUNT_ABSTRACTION,
  VITE_REQUIRE_APPROVAL: import.meta.env.VITE_REQUIRE_APPROVAL,
  VITE_TERMS_URL: import.meta.env.VITE_TERMS_URL,
  VITE_PRIVACY_URL: import.meta.env.VITE_PRIVACY_URL,
  VITE_SOURCE_URL: import.meta.env.VITE_SOURCE_URL,
  VITE_INDEXER_URL: import.meta.env.VITE_INDEXER_URL,
  VITE_EXPLORER_GRAPHQL_URL: import.meta.env.VITE_EXPLORER_GRAPHQL_URL,
  VITE_MARKETPLACE_API_URL: import.meta.env.VITE_MARKETPLACE_API_URL,
  VITE_MARKETPLACE_API_KEY: import.meta.env.VITE_MARKETPLACE_API_KEY,
};

// An empty variable is an unset one: `VITE_X=` in a .env file or CI.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
const text = optional(z.string().trim().min(1));
const url = optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }));
const flag = optional(z.enum(['true', 'false'], { error: "must be 'true' or 'false'" })).transform((v) => v === 'true');

const envSchema = z.object({
  /** Checked by `networkName`, which names the allowed values. */
  VITE_NETWORK: optional(z.string()),
  VITE_THIRDWEB_CLIENT_ID: text,
  VITE_WALLETCONNECT_PROJECT_ID: text,
  VITE_ACCOUNT_ABSTRACTION: flag,
  VITE_REQUIRE_APPROVAL: flag,
  VITE_TERMS_URL: url,
  VITE_PRIVACY_URL: url,
  VITE_SOURCE_URL: url,
  VITE_INDEXER_URL: url,
  /** The Hyperlane explorer's GraphQL API, which message links are resolved through (docs/explorer.md). */
  VITE_EXPLORER_GRAPHQL_URL: url,
  VITE_MARKETPLACE_API_URL: url,
  /** A public client key the marketplace backend expects from browsers, not a secret. */
  VITE_MARKETPLACE_API_KEY: text,
});

export type AppEnv = z.output<typeof envSchema>;
export type RawEnv = Partial<Record<keyof typeof BUILD_ENV, string>>;

/**
 * `raw` validated. An invalid variable is a problem (named, its value not repeated) and reads as unset, so
 * modules that read the env as they load still load; `checkEnv` turns the problems into the config error.
 */
export function parseEnv(raw: RawEnv): { env: AppEnv; problems: string[] } {
  const parsed = envSchema.safeParse(raw);
  if (parsed.success) return { env: parsed.data, problems: [] };
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  const invalid = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  const valid = Object.fromEntries(Object.entries(raw).filter(([name]) => !invalid.has(name)));
  return { env: envSchema.parse(valid), problems };
}

const build = parseEnv(BUILD_ENV);

/** This build's variables. */
export const env: AppEnv = build.env;

/** Throws a ConfigError naming every invalid variable of this build (or of `problems`). */
export function checkEnv(problems = build.problems): void {
  if (problems.length > 0) throw new ConfigError(`Invalid build variables:\n- ${problems.join('\n- ')}`);
}
