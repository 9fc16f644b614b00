/**
 * The attacker the route tests play (README, "Threat model"): the devnet manifest's first spare account, with
 * a wallet and a reader on each of the two chains it deploys its contracts on.
 */
import { DevnetChains } from '../../devnet/client';
import type { DevnetManifest } from '../../src/config/devnet-manifest';

export function attackerOn(manifest: DevnetManifest, chains: { home: string; away: string }) {
  const spare = manifest.accounts.findIndex((a) => a.role === 'spare');
  if (spare === -1) throw new Error('no spare devnet account to play the attacker');
  const devnet = new DevnetChains(manifest);
  const end = (name: string) => ({
    ...devnet.chain(name),
    name,
    wallet: devnet.wallet(name, spare),
    client: devnet.client(name),
  });
  return { devnet, home: end(chains.home), away: end(chains.away) };
}
