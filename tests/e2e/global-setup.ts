import { freePort } from '../../devnet/ports';
import { startAppServer } from '../../scripts/app-server';
import { startTestDevnet } from '../support/test-devnet';

/** One devnet and one app server for the whole browser run, on spare ports; their URLs go to the tests by env. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const devnet = await startTestDevnet();
  try {
    const app = await startAppServer({ manifestPath: devnet.manifestPath, port: await freePort() });
    devnet.allowAppOrigin(new URL(app.url).origin);
    process.env.E2E_APP_URL = app.url;
    process.env.E2E_MANIFEST = devnet.manifestPath;
    return async () => {
      await app.close();
      await devnet.stop();
    };
  } catch (error) {
    await devnet.stop();
    throw error;
  }
}
