import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { exposedSecrets } from './vite-forbid-secrets';

describe('secrets never reach the bundle', () => {
  afterEach(() => {
    delete process.env.VITE_THIRDWEB_SECRET_KEY;
  });

  it('names the VITE_ variables that look like secrets', () => {
    expect(
      exposedSecrets({
        VITE_THIRDWEB_SECRET_KEY: 'x',
        VITE_THIRDWEB_CLIENT_ID: 'y',
        THIRDWEB_SECRET_KEY: 'z',
        VITE_DEPLOYER_PRIVATE_KEY: '0x1',
      }),
    ).toEqual(['VITE_THIRDWEB_SECRET_KEY', 'VITE_DEPLOYER_PRIVATE_KEY']);
    expect(exposedSecrets({ VITE_THIRDWEB_SECRET_KEY: '' })).toEqual([]);
  });

  it('fails the build when a thirdweb secret key is configured for the client', async () => {
    process.env.VITE_THIRDWEB_SECRET_KEY = 'sk_live_should_never_ship';
    await expect(build({ logLevel: 'silent', build: { write: false } })).rejects.toThrow(
      'Refusing to build: VITE_THIRDWEB_SECRET_KEY would be shipped to every browser.',
    );
  });
});
