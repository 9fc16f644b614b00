/** `npm run preview`: serves the last `npm run build` (dist/) on 127.0.0.1, until Ctrl-C. */
import { runUntilSignal } from '../devnet/signals';
import { startPreview } from './preview-server';

runUntilSignal(async () => {
  const server = await startPreview({ outDir: 'dist' });
  console.log(`\n  Built app: ${server.url}\n  Press Ctrl-C to stop.\n`);
  return () => server.close();
});
