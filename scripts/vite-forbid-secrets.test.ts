import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { exposedSecrets } from './vite-forbid-secrets';

const names = (env: Record<string, string>) => exposedSecrets(env).map((s) => s.name);
const ANVIL_KEY = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';

describe('secrets never reach the bundle', () => {
  afterEach(() => {
    delete process.env.VITE_THIRDWEB_SECRET_KEY;
    delete process.env.VITE_DEPLOYER;
  });

  it('names the VITE_ variables whose names say they are secrets', () => {
    expect(
      names({
        VITE_THIRDWEB_SECRET_KEY: 'x',
        VITE_THIRDWEB_CLIENT_ID: 'y',
        THIRDWEB_SECRET_KEY: 'z',
        VITE_DEPLOYER_PRIVATE_KEY: '0x1',
        VITE_PK: '1',
        VITE_DEPLOYER_PK: '1',
        VITE_DEPLOYER_KEY: '1',
        VITE_SIGNER_KEY: '1',
        VITE_KEY: '1',
        VITE_MNEMONIC: '1',
        VITE_SEED_PHRASE: '1',
        VITE_WALLET_PASSWORD: '1',
        VITE_CLIENTSECRET: '1',
        VITE_MARKETPLACE_API_KEY: 'devnet-api-key',
        VITE_MOONPAY_PUBLIC_KEY: 'pk_test_devnet',
        VITE_MOONPAY_SECRET_KEY: 'sk_test_1',
        VITE_PKG_NAME: 'bridge',
        VITE_KEYBOARD_LAYOUT: 'qwerty',
      }),
    ).toEqual([
      'VITE_THIRDWEB_SECRET_KEY',
      'VITE_DEPLOYER_PRIVATE_KEY',
      'VITE_PK',
      'VITE_DEPLOYER_PK',
      'VITE_DEPLOYER_KEY',
      'VITE_SIGNER_KEY',
      'VITE_KEY',
      'VITE_MNEMONIC',
      'VITE_SEED_PHRASE',
      'VITE_WALLET_PASSWORD',
      'VITE_CLIENTSECRET',
      'VITE_MOONPAY_SECRET_KEY',
    ]);
    expect(names({ VITE_THIRDWEB_SECRET_KEY: '' })).toEqual([]);
  });

  it('names the VITE_ variables whose values look like private keys or mnemonics, whatever their names', () => {
    expect(
      exposedSecrets({
        VITE_A: ANVIL_KEY,
        VITE_B: `0x${ANVIL_KEY.toUpperCase()}`,
        VITE_C: ANVIL_MNEMONIC,
        VITE_D: ` ${ANVIL_MNEMONIC} test test test \n`,
        VITE_E: 'legal winner thank year wave sausage worth useful legal winner thank yellow',
        VITE_F: '0xa3f1c2b4e5d6f7a8b9c0d1e2f3a4b5c6',
        VITE_G: 'test test test test test test test test test test junk',
        VITE_H: 'Test test test test test test test test test test test junk',
        VITE_MARKETPLACE_API_KEY: '0x0000000000000000000000000000000000000000',
      }),
    ).toEqual([
      { name: 'VITE_A', reason: 'valued like a private key' },
      { name: 'VITE_B', reason: 'valued like a private key' },
      { name: 'VITE_C', reason: 'valued like a mnemonic' },
      { name: 'VITE_D', reason: 'valued like a mnemonic' },
      { name: 'VITE_E', reason: 'valued like a mnemonic' },
    ]);
  });

  it('lets RPC overrides through, provider key in the path and all: the browser calls them, so they are public', () => {
    expect(
      names({
        VITE_RPC_URL_42161: 'https://arb-mainnet.g.alchemy.com/v2/aBcDeFgHiJkLmNoPqRsTuVwXyZ012345',
        VITE_RPC_URL_1: 'https://mainnet.infura.io/v3/0123456789abcdef0123456789abcdef',
        VITE_RPC_URL_2741: 'http://127.0.0.1:8546',
      }),
    ).toEqual([]);
  });

  it('names an explorer logs API that carries its API key, and lets a keyless one through', () => {
    expect(
      names({
        VITE_LOGS_API_URL_2741: 'https://api.etherscan.io/v2/api?chainid=2741&apikey=ABC123',
        VITE_LOGS_API_URL_11124: 'https://explorer.example/api?API_KEY=x',
        VITE_RPC_URL_1: 'https://rpc.example/?apikey=site-limited',
      }),
    ).toEqual(['VITE_LOGS_API_URL_2741', 'VITE_LOGS_API_URL_11124']);
    expect(names({ VITE_LOGS_API_URL_2741: 'https://abstract.blockscout.example/api' })).toEqual([]);
  });

  it('fails the build when a thirdweb secret key is configured for the client', async () => {
    process.env.VITE_THIRDWEB_SECRET_KEY = 'sk_live_should_never_ship';
    await expect(build({ logLevel: 'silent', build: { write: false } })).rejects.toThrow(
      'Refusing to build: VITE_THIRDWEB_SECRET_KEY (named like a secret) would be shipped to every browser.',
    );
  });

  it('names a variable valued like a key without printing the value', async () => {
    process.env.VITE_DEPLOYER = ANVIL_KEY;
    const failure = await build({ logLevel: 'silent', build: { write: false } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain('VITE_DEPLOYER (valued like a private key)');
    expect((failure as Error).message).not.toContain(ANVIL_KEY);
  });
});
