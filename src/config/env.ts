/**
 * The build's variables, the only place the app reads them. Each is read by its full static name
 * (`import.meta.env.VITE_X`), so Vite inlines exactly these: reading `import.meta.env` whole would put every
 * VITE_* variable of the build machine into the bundle. `import.meta.env.DEV` and the like stay where used.
 */
import { type Address, isAddress } from 'viem';
import * as z from 'zod/mini';
import { API_KEY_REFUSAL, ConfigError, carriesApiKey } from './config-error';
import { rpcOverrideVariable } from './rpc-urls';

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
  VITE_MOONPAY_URL: import.meta.env.VITE_MOONPAY_URL,
  VITE_MOONPAY_PUBLIC_KEY: import.meta.env.VITE_MOONPAY_PUBLIC_KEY,
  VITE_ROUTE_LIST_SIGNER: import.meta.env.VITE_ROUTE_LIST_SIGNER,
  // One RPC override per chain id of chains.ts (docs/deploying.md).
  VITE_RPC_URL_42161: import.meta.env.VITE_RPC_URL_42161,
  VITE_RPC_URL_2741: import.meta.env.VITE_RPC_URL_2741,
  VITE_RPC_URL_1: import.meta.env.VITE_RPC_URL_1,
  VITE_RPC_URL_8453: import.meta.env.VITE_RPC_URL_8453,
  VITE_RPC_URL_2020: import.meta.env.VITE_RPC_URL_2020,
  VITE_RPC_URL_421614: import.meta.env.VITE_RPC_URL_421614,
  VITE_RPC_URL_11124: import.meta.env.VITE_RPC_URL_11124,
  VITE_RPC_URL_11155111: import.meta.env.VITE_RPC_URL_11155111,
  VITE_RPC_URL_84532: import.meta.env.VITE_RPC_URL_84532,
  // One logs API per ZK chain of chains.ts, Abstract and Abstract Testnet (docs/transfers.md, "Searching the chain").
  VITE_LOGS_API_URL_2741: import.meta.env.VITE_LOGS_API_URL_2741,
  VITE_LOGS_API_URL_11124: import.meta.env.VITE_LOGS_API_URL_11124,
};

// An empty variable is an unset one: `VITE_X=` in a .env file or CI.
const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((v) => (v === '' ? undefined : v)),
    z.optional(schema),
  );
const text = () => optional(z.string().check(z.trim(), z.minLength(1)));
const url = () => optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }));
/** An http(s) URL without an API key in its query: the build ships it to every browser. */
const keylessUrl = () =>
  optional(
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .check(z.refine((value) => !carriesApiKey(value), API_KEY_REFUSAL)),
  );
const flag = () =>
  z.pipe(
    optional(z.enum(['true', 'false'], { error: "must be 'true' or 'false'" })),
    z.transform((v) => v === 'true'),
  );

/** The variables that are flags: `'true'` or `'false'`, off when unset. */
const FLAGS = { VITE_ACCOUNT_ABSTRACTION: flag, VITE_REQUIRE_APPROVAL: flag };

/**
 * Each variable's schema. Only the variables a build sets are validated, their schemas built when first asked
 * for: the start of a phone's first screen paid for building them all (docs/performance.md, "On a phone").
 */
const FIELDS = {
  /** Checked by `networkName`, which names the allowed values. */
  VITE_NETWORK: () => optional(z.string()),
  VITE_THIRDWEB_CLIENT_ID: text,
  VITE_WALLETCONNECT_PROJECT_ID: text,
  ...FLAGS,
  VITE_TERMS_URL: url,
  VITE_PRIVACY_URL: url,
  VITE_SOURCE_URL: url,
  VITE_INDEXER_URL: url,
  /** The Hyperlane explorer's GraphQL API, which message links are resolved through (docs/explorer.md). */
  VITE_EXPLORER_GRAPHQL_URL: url,
  VITE_MARKETPLACE_API_URL: url,
  /** A public client key the marketplace backend expects from browsers, not a secret. */
  VITE_MARKETPLACE_API_KEY: text,
  /** The on-ramp's purchase page (docs/onramp.md); MoonPay's for the network when unset. */
  VITE_MOONPAY_URL: () => optional(z.url({ protocol: /^https$/, error: 'must be an https URL' })),
  /** MoonPay's publishable key, sent in every purchase URL; not a secret. */
  VITE_MOONPAY_PUBLIC_KEY: text,
  /**
   * The address whose EIP-712 signature makes Treasure's route list count (docs/routes.md, "The signed route
   * list"): without it, the marketplace's records add no route. An address, never a key.
   */
  VITE_ROUTE_LIST_SIGNER: () =>
    optional(
      z.pipe(
        z.string(),
        z.custom<Address>((v) => typeof v === 'string' && isAddress(v), 'must be an address (bad hex or checksum)'),
      ),
    ),
  /**
   * A chain's RPC instead of the built-in public one, on mainnet and testnet. Public too: a provider key in
   * the URL's path is visible to every browser that calls it, so it must be a key limited to this site.
   */
  VITE_RPC_URL_42161: url,
  VITE_RPC_URL_2741: url,
  VITE_RPC_URL_1: url,
  VITE_RPC_URL_8453: url,
  VITE_RPC_URL_2020: url,
  VITE_RPC_URL_421614: url,
  VITE_RPC_URL_11124: url,
  VITE_RPC_URL_11155111: url,
  VITE_RPC_URL_84532: url,
  /**
   * A ZK chain's Etherscan-compatible logs API (`?module=logs&action=getLogs`), asked before its RPC for an
   * address's withdrawals, on mainnet and testnet: Blockscout's `/api`, or a proxy that adds an Etherscan V2
   * key server-side. A URL carrying an `apikey` is refused: the key would be public.
   */
  VITE_LOGS_API_URL_2741: keylessUrl,
  VITE_LOGS_API_URL_11124: keylessUrl,
} satisfies Record<keyof typeof BUILD_ENV, () => z.ZodMiniType>;
type Fields = typeof FIELDS;

export type AppEnv = z.output<z.ZodMiniObject<{ [Name in keyof Fields]: ReturnType<Fields[Name]> }>>;
export type RawEnv = Partial<Record<keyof typeof BUILD_ENV, string>>;
/** What an unset variable reads as: a flag is off, anything else unset. */
const UNSET = Object.fromEntries(Object.keys(FLAGS).map((name) => [name, false])) as Record<keyof typeof FLAGS, false>;
type RpcUrlName = Extract<keyof AppEnv, `VITE_RPC_URL_${number}`>;
type LogsApiUrlName = Extract<keyof AppEnv, `VITE_LOGS_API_URL_${number}`>;

/**
 * `raw` validated. An invalid variable is a problem (named, its value not repeated) and reads as unset, so
 * modules that read the env as they load still load; `checkEnv` turns the problems into the config error.
 */
export function parseEnv(raw: RawEnv): { env: AppEnv; problems: string[] } {
  const names = (Object.keys(FIELDS) as (keyof Fields)[]).filter((name) => raw[name] !== undefined);
  const schema = z.object(Object.fromEntries(names.map((name) => [name, FIELDS[name]()])));
  const parsed = schema.safeParse(raw);
  // The set variables' own schemas of FIELDS parsed them: their output is their part of AppEnv.
  const withUnset = (data: Record<string, unknown>) => ({ ...UNSET, ...data }) as AppEnv;
  if (parsed.success) return { env: withUnset(parsed.data), problems: [] };
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  const invalid = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  const valid = Object.fromEntries(Object.entries(raw).filter(([name]) => !invalid.has(name)));
  return { env: withUnset(schema.parse(valid)), problems };
}

let build: ReturnType<typeof parseEnv> | undefined;
const parsedBuild = () => (build ??= parseEnv(BUILD_ENV));

/** This build's variables, validated when first asked for (at the latest by `checkEnv`, at start). */
export function appEnv(): AppEnv {
  return parsedBuild().env;
}

/** The RPC URL `vars` sets for chain `chainId` (`VITE_RPC_URL_<chainId>`), if any. */
export function rpcUrlOverride(chainId: number, vars: AppEnv = appEnv()): string | undefined {
  return vars[rpcOverrideVariable(chainId) as RpcUrlName];
}

/** The logs API URL `vars` sets for ZK chain `chainId` (`VITE_LOGS_API_URL_<chainId>`), if any. */
export function logsApiUrlOverride(chainId: number, vars: AppEnv = appEnv()): string | undefined {
  return vars[`VITE_LOGS_API_URL_${chainId}` as LogsApiUrlName];
}

/** Throws a ConfigError naming every invalid variable of this build (or of `problems`). */
export function checkEnv(problems = parsedBuild().problems): void {
  if (problems.length > 0) throw new ConfigError(`Invalid build variables:\n- ${problems.join('\n- ')}`);
}
