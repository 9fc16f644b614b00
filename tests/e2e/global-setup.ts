import { serveDevnetBuild } from '../support/devnet-app-build';
import { startTestDevnet } from '../support/test-devnet';

/**
 * One devnet and one production build of the app for it, for the whole browser run, on spare ports; their
 * URLs go to the tests by env. The specs about the dev server (`npm start`'s page while the devnet starts)
 * start one of their own.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const devnet = await startTestDevnet();
  try {
    const app = await serveDevnetBuild(devnet.manifestPath);
    console.log(`[browser tests] devnet app built in ${(app.buildMs / 1000).toFixed(1)} s, served at ${app.url}`);
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
