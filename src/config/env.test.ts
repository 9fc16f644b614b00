import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAINS } from './chains';
import { ConfigError } from './config-error';
import { checkEnv, logsApiUrlOverride, parseEnv, type RawEnv, rpcUrlOverride } from './env';

const SRC = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('build variables', () => {
  it('reads empty variables as unset and flags as booleans', () => {
    expect(parseEnv({})).toEqual({
      env: { VITE_ACCOUNT_ABSTRACTION: false, VITE_REQUIRE_APPROVAL: false },
      problems: [],
    });
    const { env, problems } = parseEnv({
      VITE_NETWORK: 'devnet',
      VITE_THIRDWEB_CLIENT_ID: '',
      VITE_ACCOUNT_ABSTRACTION: 'true',
      VITE_SOURCE_URL: 'https://github.com/example/bridge',
      VITE_MARKETPLACE_API_KEY: ' k ',
    });
    expect(problems).toEqual([]);
    expect(env).toEqual({
      VITE_NETWORK: 'devnet',
      VITE_ACCOUNT_ABSTRACTION: true,
      VITE_REQUIRE_APPROVAL: false,
      VITE_SOURCE_URL: 'https://github.com/example/bridge',
      VITE_MARKETPLACE_API_KEY: 'k',
    });
  });

  it('names each invalid variable without repeating its value, and reads it as unset', () => {
    const { env, problems } = parseEnv({
      VITE_INDEXER_URL: 'javascript:alert(1)',
      VITE_TERMS_URL: 'not a url',
      VITE_REQUIRE_APPROVAL: 'yes',
      VITE_SOURCE_URL: 'https://github.com/example/bridge',
    });
    expect(problems).toEqual([
      "VITE_REQUIRE_APPROVAL must be 'true' or 'false'",
      'VITE_TERMS_URL must be an http(s) URL',
      'VITE_INDEXER_URL must be an http(s) URL',
    ]);
    expect(problems.join()).not.toMatch(/alert|not a url|yes/);
    expect(env.VITE_INDEXER_URL).toBeUndefined();
    expect(env.VITE_SOURCE_URL).toBe('https://github.com/example/bridge');
    expect(() => checkEnv(problems)).toThrow(ConfigError);
    expect(() => checkEnv(problems)).toThrow('VITE_TERMS_URL must be an http(s) URL');
    expect(() => checkEnv([])).not.toThrow();
  });

  it('take an http(s) RPC override for every chain the app knows, by its chain id', () => {
    for (const { chainId } of Object.values(CHAINS)) {
      const url = `https://rpc.example.com/v2/key-${chainId}`;
      const { env, problems } = parseEnv({ [`VITE_RPC_URL_${chainId}`]: url } as RawEnv);
      expect(problems, String(chainId)).toEqual([]);
      expect(rpcUrlOverride(chainId, env)).toBe(url);
      expect(rpcUrlOverride(chainId === 1 ? 2741 : 1, env)).toBeUndefined();
    }
    const { env, problems } = parseEnv({ VITE_RPC_URL_42161: 'ws://127.0.0.1:8545', VITE_RPC_URL_1: '' });
    expect(problems).toEqual(['VITE_RPC_URL_42161 must be an http(s) URL']);
    expect([rpcUrlOverride(42161, env), rpcUrlOverride(1, env), rpcUrlOverride(31337, env)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('take a keyless logs API for each ZK chain, refusing one with an API key by the variable’s name', () => {
    const { env, problems } = parseEnv({
      VITE_LOGS_API_URL_2741: 'https://abstract.blockscout.example/api',
      VITE_LOGS_API_URL_11124: 'https://logs.example.com/api?chainid=11124',
    });
    expect(problems).toEqual([]);
    expect([logsApiUrlOverride(2741, env), logsApiUrlOverride(11124, env), logsApiUrlOverride(1, env)]).toEqual([
      'https://abstract.blockscout.example/api',
      'https://logs.example.com/api?chainid=11124',
      undefined,
    ]);
    const keyed = parseEnv({
      VITE_LOGS_API_URL_2741: 'https://api.etherscan.io/v2/api?chainid=2741&APIKEY=SECRET123',
      VITE_LOGS_API_URL_11124: 'ftp://logs.example.com/api',
    });
    expect(keyed.problems).toEqual([
      'VITE_LOGS_API_URL_2741 must not carry an API key (apikey): the build is public, so use a keyless API or a proxy that adds the key server-side',
      'VITE_LOGS_API_URL_11124 must be an http(s) URL',
    ]);
    expect(keyed.problems.join()).not.toContain('SECRET123');
    expect(logsApiUrlOverride(2741, keyed.env)).toBeUndefined();
    expect(() => checkEnv(keyed.problems)).toThrow('VITE_LOGS_API_URL_2741 must not carry an API key');
  });

  it('are read nowhere else, and only by their full names', () => {
    for (const file of sourceFiles(SRC)) {
      // Comments may mention it; code may not.
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      const reads = [...text.matchAll(/import\.meta\.env(\.[A-Z_]+)?/g)].map((m) => m[0]);
      const allowed = reads.filter((read) => /\.(DEV|PROD|MODE|SSR|BASE_URL)$/.test(read));
      const name = path.relative(SRC, file);
      if (name === path.join('config', 'env.ts')) {
        expect(
          reads.every((read) => read.startsWith('import.meta.env.VITE_')),
          name,
        ).toBe(true);
      } else {
        expect(reads, name).toEqual(allowed);
      }
    }
  });
});
