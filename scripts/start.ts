/** `npm start`: the whole local devnet and the app's dev server, until Ctrl-C. */
import { defaultDevnetDir, manifestPathIn, startDevnet, type UsableDevnet } from '../devnet/devnet';
import { log, logRelayerEvent } from '../devnet/log';
import { assertPortFree } from '../devnet/ports';
import { runUntilSignal } from '../devnet/signals';
import { APP_PORT_ENV, appPort, startAppServer } from './app-server';

/** Seconds since this process began, the command's own start-up included. */
const sinceLaunch = () => `${process.uptime().toFixed(1)} s`;

runUntilSignal(async () => {
  await assertPortFree(appPort(), 'app dev server', APP_PORT_ENV);
  // The app is usable once the chains and the services it reads are up; the indexer and the relayer go on
  // starting behind it while the page shows their progress (docs/performance.md, "Starting the devnet").
  let onUsable: (devnet: UsableDevnet) => void = () => {};
  const usable = new Promise<UsableDevnet>((resolve) => {
    onUsable = resolve;
  });
  const devnetStarted = startDevnet({ log, onRelayerEvent: logRelayerEvent, onUsable });
  // A failure after the app is usable is handled below; this one is only for the race.
  devnetStarted.catch(() => {});
  // The dev server only reads the manifest when the app asks for it, so both start at once.
  const [devnet, app] = await Promise.allSettled([
    Promise.race([usable, devnetStarted]),
    startAppServer({ manifestPath: manifestPathIn(defaultDevnetDir()) }),
  ]);
  if (devnet.status === 'rejected' || app.status === 'rejected') {
    if (devnet.status === 'fulfilled') await devnet.value.stop();
    if (app.status === 'fulfilled') await app.value.close();
    throw devnet.status === 'rejected' ? devnet.reason : (app as PromiseRejectedResult).reason;
  }
  console.log(
    `\n  App:      ${app.value.url} (usable ${sinceLaunch()} after the start; the page shows what is still starting)\n  Manifest: ${devnet.value.manifestPath}\n  Press Ctrl-C to stop everything.\n`,
  );
  let stopping = false;
  devnetStarted.then(
    () => log(`everything ready ${sinceLaunch()} after the start`),
    async (error: unknown) => {
      if (stopping) return;
      console.error(`\n${error instanceof Error ? error.message : String(error)}`);
      await app.value.close();
      process.exit(1);
    },
  );
  return async () => {
    stopping = true;
    await app.value.close();
    await devnet.value.stop();
  };
});
