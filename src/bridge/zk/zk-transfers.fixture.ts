/** For unit tests of the zk method: its routes, a network whose checks run afresh, a saved transfer. */
import type { NetworkConfig } from '../../config';
import { MAINNET } from '../../config/mainnet';
import { findRoute, type OpenRoute } from '../../lib/routes';
import { builtInRoutes } from '../routes';
import type { SavedTransfer } from '../saved-transfers';
import { HASH, USER } from './zk-nodes.fixture';

const routes = builtInRoutes(MAINNET);
export function route(token: string, fromChainId: number, toChainId: number): OpenRoute {
  const answer = findRoute(routes, { token, fromChainId, toChainId });
  if (!answer.ok) throw new Error('no route');
  return answer;
}

/** A network whose L2 RPC is its own, so that the bridge's checks (kept per RPC) run again. */
let networks = 0;
export function network(): NetworkConfig {
  networks += 1;
  return {
    ...MAINNET,
    chains: MAINNET.chains.map((c) => (c.chainId === 2741 ? { ...c, rpcUrls: [`https://l2.test/${networks}`] } : c)),
  };
}

export function saved(direction: 'deposit' | 'withdraw', symbol = 'ETH'): SavedTransfer {
  return {
    id: HASH.toLowerCase(),
    originTxHash: HASH,
    originChainId: direction === 'deposit' ? 1 : 2741,
    destinationChainId: direction === 'deposit' ? 2741 : 1,
    sender: USER,
    recipient: USER,
    symbol,
    decimals: 18,
    amount: '5',
    method: 'zk',
    messageId: HASH,
    status: 'pending',
    sentAt: 1000,
  };
}
