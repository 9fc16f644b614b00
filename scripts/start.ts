/** `npm start`: the whole local devnet and the app's dev server, until Ctrl-C. */
import { defaultDevnetDir, manifestPathIn, startDevnet } from '../devnet/devnet';
import { log, logRelayerEvent } from '../devnet/log';
import { assertPortFree } from '../devnet/ports';
import { runUntilSignal } from '../devnet/signals';
import { APP_PORT_ENV, appPort, startAppServer } from './app-server';

runUntilSignal(async () => {
  await assertPortFree(appPort(), 'app dev server', APP_PORT_ENV);
  // The dev server only reads the manifest when the app asks for it, so both start at once.
  const [devnet, app] = await Promise.allSettled([
    startDevnet({ log, onRelayerEvent: logRelayerEvent }),
    startAppServer({ manifestPath: manifestPathIn(defaultDevnetDir()) }),
  ]);
  if (devnet.status === 'rejected' || app.status === 'rejected') {
    if (devnet.status === 'fulfilled') await devnet.value.stop();
    if (app.status === 'fulfilled') await app.value.close();
    throw devnet.status === 'rejected' ? devnet.reason : (app as PromiseRejectedResult).reason;
  }
  console.log(
    `\n  App:      ${app.value.url}\n  Manifest: ${devnet.value.manifestPath}\n  Press Ctrl-C to stop everything.\n`,
  );
  return async () => {
    await app.value.close();
    await devnet.value.stop();
  };
});
