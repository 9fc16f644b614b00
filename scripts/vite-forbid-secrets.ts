import { loadEnv, type Plugin } from 'vite';

export interface ExposedSecret {
  readonly name: string;
  /** Why it is refused; never the value. */
  readonly reason:
    | 'named like a secret'
    | 'valued like a private key'
    | 'valued like a mnemonic'
    | 'an explorer URL carrying an API key';
}

/** Words that make a name a secret wherever they appear in it (`VITE_CLIENTSECRET` too). */
const SECRET_WORDS = /SECRET|PRIVATE|PRIVKEY|MNEMONIC|PASSWORD|PASSPHRASE/;
/** Segments (between underscores) that make a name a secret: `VITE_PK`, `VITE_DEPLOYER_PK`, `VITE_SEED_PHRASE`. */
const SECRET_SEGMENTS = new Set(['PK', 'SEED']);
/** Words before `KEY` that make it a public key. */
const PUBLIC_KEY_WORDS = new Set(['API', 'PUBLIC']);
const MNEMONIC_LENGTHS = new Set([12, 15, 18, 21, 24]);

/**
 * A name is a secret's when it has a secret word or segment, or a `KEY` segment that is not part of
 * `API_KEY` or `PUBLIC_KEY`: public client keys (VITE_MARKETPLACE_API_KEY, VITE_MOONPAY_PUBLIC_KEY) are
 * called so, while DEPLOYER_KEY, SIGNER_KEY or WALLET_KEY name keys that sign.
 */
function namedLikeSecret(name: string): boolean {
  const upper = name.toUpperCase();
  if (SECRET_WORDS.test(upper)) return true;
  const segments = upper.split('_');
  return segments.some(
    (segment, i) => SECRET_SEGMENTS.has(segment) || (segment === 'KEY' && !PUBLIC_KEY_WORDS.has(segments[i - 1] ?? '')),
  );
}

function valuedLikeSecret(value: string): ExposedSecret['reason'] | undefined {
  const text = value.trim();
  if (/^(0x)?[0-9a-fA-F]{64}$/.test(text)) return 'valued like a private key';
  const words = text.split(/\s+/);
  if (MNEMONIC_LENGTHS.has(words.length) && words.every((w) => /^[a-z]+$/.test(w))) return 'valued like a mnemonic';
  return undefined;
}

/**
 * An explorer logs API (`VITE_LOGS_API_URL_<chainId>`, docs/transfers.md) with its key in the query, as
 * Etherscan's takes it: that key is the account's own, not one limited to a site, so it belongs on a proxy.
 */
function explorerKey(name: string, value: string): boolean {
  if (!/^VITE_LOGS_API_URL_\d+$/.test(name) || !URL.canParse(value)) return false;
  return [...new URL(value).searchParams.keys()].some((key) => /^api[-_]?key$/i.test(key));
}

/** Variables Vite would put in the browser bundle (VITE_*, set and non-empty) that look like secrets. */
export function exposedSecrets(env: Record<string, string | undefined>): ExposedSecret[] {
  const found: ExposedSecret[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('VITE_') || !value) continue;
    const reason = namedLikeSecret(name)
      ? 'named like a secret'
      : explorerKey(name, value)
        ? 'an explorer URL carrying an API key'
        : valuedLikeSecret(value);
    if (reason) found.push({ name, reason });
  }
  return found;
}

/**
 * Fails the build (and the dev server) when a secret is configured where the browser would see it: a
 * thirdweb secret key or a deployer's key belongs on a server, never in the app. The message names the
 * variables and never their values, which would end up in CI logs.
 */
export function forbidSecretsPlugin(): Plugin {
  return {
    name: 'forbid-secrets',
    config(_, { mode }) {
      const secrets = exposedSecrets({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...pickVite(process.env) });
      if (secrets.length > 0) {
        throw new Error(
          `Refusing to build: ${secrets.map((s) => `${s.name} (${s.reason})`).join(', ')} would be shipped to every browser. Secrets (such as a thirdweb secret key or a private key) belong on a server; the app needs only public values such as VITE_THIRDWEB_CLIENT_ID.`,
        );
      }
    },
  };
}

function pickVite(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => e[0].startsWith('VITE_') && !!e[1]),
  );
}
