/**
 * Adding a method (docs/routes.md, "Adding a method"): a test-only third method, registered beside the
 * app's two, is quoted, planned and executed against a fake wallet through the same contract and executor.
 */
import { type Address, encodeFunctionData, parseAbi } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { MAINNET } from '../config/mainnet';
import { findRoute } from '../lib/routes';
import { execute } from './executor';
import { fakeChain, fakeRecords, fakeWallet, OWNER } from './fake-chain.fixture';
import { hyperlane } from './hyperlane';
import type { MethodModule } from './method';
import { planRequests } from './plan';
import { tokenTransferRecord } from './records';
import { methodRegistry } from './registry';
import { builtInRoutes } from './routes';
import { zk } from './zk';

const chain = vi.hoisted(() => ({ client: undefined as unknown }));
vi.mock('../api/chain-clients', () => ({ publicClient: () => chain.client }));

const TELEPORTER: Address = '0x7777777777777777777777777777777777777777';
const teleporterAbi = parseAbi(['function teleport(address to, uint256 amount) payable']);

/** A CCTP-like method: a flat fee, one payable call to its teleporter, delivered as soon as it is mined. */
const teleport: MethodModule = {
  feeLabel: 'bridge.interchainGas',
  builtInRoutes: () => [],
  contractRoles: ['warp-route'],
  fee: async () => 3n,
  needsClaim: () => false,
  arrival: () => [{ key: 'delivered', doneAt: ['delivered'], linksDestination: true }],
  async plan(_network, transfer) {
    const chainId = transfer.route.from.chainId;
    const data = encodeFunctionData({ abi: teleporterAbi, args: [transfer.recipient, transfer.amount] });
    return {
      sender: transfer.sender,
      chainId,
      cost: 10n,
      requests: [
        {
          kind: 'send',
          chainId,
          contract: { address: TELEPORTER, role: 'warp-route', chainId, trust: 'built-in' },
          value: transfer.fee,
          call: { chainId, to: TELEPORTER, data, value: transfer.fee },
          record: tokenTransferRecord(transfer),
        },
      ],
    };
  },
  links: () => [],
  messageId: (_network, _transfer, receipt) => receipt.transactionHash,
  track: async () => ({ status: 'delivered', deliveredAt: 1 }),
};

describe('a third method', () => {
  it('is quoted, planned and executed like the built-in ones, from one registry line', async () => {
    chain.client = fakeChain();
    const registry = methodRegistry({ hyperlane, zk, teleport });
    expect(registry.allMethods()).toHaveLength(3);
    // A route of the config; a real third method's routes name it (`BRIDGE_METHODS`, its config section).
    const found = findRoute(builtInRoutes(MAINNET), { token: 'MAGIC', fromChainId: 42161, toChainId: 2741 });
    if (!found.ok) throw new Error('no route');
    const method = registry.methodOf('teleport');

    const fee = await method.fee(MAINNET, found);
    const transfer = { route: found, sender: OWNER, recipient: OWNER, amount: 5n, fee };
    const plan = await method.plan(MAINNET, transfer);
    const wallet = fakeWallet(1);
    const requests = planRequests(plan, wallet.state.current.chainId);
    expect(requests.map((r) => r.kind)).toEqual(['switch', 'send']);

    const records = fakeRecords();
    const [sent] = await execute({ network: MAINNET, method, plan, requests, wallet: wallet.wallet, records });
    expect(wallet.sent).toEqual([expect.objectContaining({ to: TELEPORTER, value: 3n })]);
    expect(records.saved).toMatchObject([{ amount: '5', status: 'sent', recipient: OWNER }]);
    if (!sent) throw new Error('nothing sent');
    expect(sent).toMatchObject({ status: 'pending', messageId: sent.originTxHash });
    expect(await method.track(MAINNET, sent)).toMatchObject({ status: 'delivered' });
  });
});
