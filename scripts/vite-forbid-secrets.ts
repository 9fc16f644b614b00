import { loadEnv, type Plugin } from 'vite';

/** Variables Vite would put in the browser bundle (VITE_*) whose names say they are secrets. */
export function exposedSecrets(env: Record<string, string>): string[] {
  return Object.keys(env).filter((name) => name.startsWith('VITE_') && /SECRET|PRIVATE_KEY/i.test(name) && env[name]);
}

/**
 * Fails the build (and the dev server) when a secret is configured where the browser would see it: a
 * thirdweb secret key belongs on a server, never in the app.
 */
export function forbidSecretsPlugin(): Plugin {
  return {
    name: 'forbid-secrets',
    config(_, { mode }) {
      const secrets = exposedSecrets({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...pickVite(process.env) });
      if (secrets.length > 0) {
        throw new Error(
          `Refusing to build: ${secrets.join(', ')} would be shipped to every browser. Secrets (such as a thirdweb secret key) belong on a server; the app needs only VITE_THIRDWEB_CLIENT_ID.`,
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
