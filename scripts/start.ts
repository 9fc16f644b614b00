/** `npm start`: the whole local devnet and the app's dev server, until Ctrl-C. */

import { startDevnet } from '../devnet/devnet';
import { log, logRelayerEvent } from '../devnet/log';
import { runUntilSignal } from '../devnet/signals';
import { startAppServer } from './app-server';

runUntilSignal(async () => {
  const devnet = await startDevnet({ log, onRelayerEvent: logRelayerEvent });
  try {
    const app = await startAppServer({ manifestPath: devnet.manifestPath });
    console.log(`\n  App:      ${app.url}\n  Manifest: ${devnet.manifestPath}\n  Press Ctrl-C to stop everything.\n`);
    return async () => {
      await app.close();
      await devnet.stop();
    };
  } catch (error) {
    await devnet.stop();
    throw error;
  }
});
