/**
 * The app's zk method against the devnet's ZK Stack stand-in: the module's own functions (the fee, the
 * send, tracking, the claim, finding withdrawals), with a wallet that signs with a devnet account, as the
 * app's wallet would. The app moves only ETH over zk.
 */
import { type Address, createPublicClient, createWalletClient, type Hash, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { waitForTransactionReceipt } from 'viem/actions';
import { chainConfig, finalizeWithdrawal, publicActionsL2, withdraw } from 'viem/zksync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Devnet } from '../../devnet/devnet';
import { publicClient } from '../../src/api/chain-clients';
import type { Plan } from '../../src/bridge';
import { builtInRoutes, execute, planRequests } from '../../src/bridge';
import type { SavedTransfer } from '../../src/bridge/saved-transfers';
import type { WalletState } from '../../src/bridge/wallet';
import { zk } from '../../src/bridge/zk';
import { zkError } from '../../src/bridge/zk/errors';
import type { NetworkConfig } from '../../src/config';
import { devnetConfig } from '../../src/config/devnet';
import { AppError } from '../../src/lib/errors';
import { findRoute, type OpenRoute } from '../../src/lib/routes';
import { startTestDevnet } from '../support/test-devnet';

const L1 = 1;
const L2 = 2741;
const TIMEOUT = 120_000;

let devnet: Devnet;
let network: NetworkConfig;

beforeAll(async () => {
  devnet = await startTestDevnet();
  network = devnetConfig(devnet.manifest);
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

function account(index: number) {
  const key = devnet.manifest.accounts[index]?.privateKey as Hex;
  return privateKeyToAccount(key);
}

function rpcUrl(chainId: number): string {
  const chain = devnet.manifest.chains.find((c) => c.chainId === chainId);
  if (!chain) throw new Error(`no chain ${chainId}`);
  return chain.rpcUrl;
}

/** The app's wallet, signing with a devnet account: it sends what it is asked, on the chain it is on. */
function testWallet(index: number) {
  const signer = account(index);
  let chainId = L1;
  const sent: { chainId: number; to: Address }[] = [];
  const wallet: WalletState = {
    address: signer.address,
    get chainId() {
      return chainId;
    },
    switchChain: async (next) => {
      chainId = next;
    },
    sendTransaction: async (tx) => {
      if (tx.chainId !== chainId) throw new Error(`wallet on ${chainId}, asked for ${tx.chainId}`);
      sent.push({ chainId: tx.chainId, to: tx.to });
      const client = createWalletClient({ account: signer, transport: http(rpcUrl(tx.chainId)) });
      return client.sendTransaction({ chain: null, to: tx.to, data: tx.data, value: tx.value ?? 0n });
    },
  };
  return { wallet, sent, address: signer.address };
}

/** Where the executor saves what it sent: here, nowhere (the test reads what it returns). */
const records = { all: () => [], save: () => {}, update: () => {}, reopen: () => {} };

/** Runs `plan` as the form does once its review is confirmed. */
function run(wallet: WalletState, plan: Plan) {
  const requests = planRequests(plan, wallet.chainId);
  return execute({ network, method: zk, plan, requests, wallet: () => wallet, records });
}

/** Plans the withdrawal's claim by `wallet`'s account, as the claim button does, and runs it. */
async function claim(wallet: WalletState, transfer: SavedTransfer) {
  const plan = await zk.planClaim?.(network, transfer, wallet.address as Address);
  if (!plan) throw new Error('zk plans claims');
  const [claimed] = await run(wallet, plan);
  return claimed;
}

function route(token: string, fromChainId: number, toChainId: number): OpenRoute {
  const answer = findRoute(builtInRoutes(network), { token, fromChainId, toChainId });
  if (!answer.ok) throw new Error(`no ${token} route ${fromChainId} -> ${toChainId}: ${answer.reason}`);
  return answer;
}

/** Plans as the form does (the quoted fee, then the plan), and returns the plan. */
async function plan(index: number, token: string, fromChainId: number, toChainId: number, amount: bigint) {
  const { address } = testWallet(index);
  const open = route(token, fromChainId, toChainId);
  const fee = await zk.fee(network, open);
  return zk.plan(network, { route: open, sender: address, recipient: address, amount, fee });
}

/** Sends what the plan says, as the executor does once the review is confirmed. */
async function send(index: number, token: string, fromChainId: number, toChainId: number, amount: bigint) {
  const [sent] = await run(testWallet(index).wallet, await plan(index, token, fromChainId, toChainId, amount));
  if (!sent) throw new Error('nothing sent');
  return sent;
}

/** Tracks until `done` says the update is the awaited one, as the tracker's rounds do. */
async function trackUntil(transfer: SavedTransfer, done: (t: SavedTransfer) => boolean): Promise<SavedTransfer> {
  let current = transfer;
  const deadline = Date.now() + TIMEOUT;
  while (!done(current)) {
    if (Date.now() > deadline) throw new Error(`still ${current.status}`);
    current = { ...current, ...(await zk.track(network, current)) };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return current;
}

const l1 = () => publicClient(network.chains.find((c) => c.chainId === L1) as NetworkConfig['chains'][number]);
const l2 = () => publicClient(network.chains.find((c) => c.chainId === L2) as NetworkConfig['chains'][number]);

/** What an L1 transaction cost its sender in gas. */
async function gasPaid(hash: Hash): Promise<bigint> {
  const receipt = await waitForTransactionReceipt(l1(), { hash });
  return receipt.gasUsed * receipt.effectiveGasPrice;
}

async function control(action: 'stop' | 'start') {
  const response = await fetch(`${devnet.manifest.services.controlUrl}/zk/${action}`, { method: 'POST' });
  expect(response.status).toBe(204);
}

const devnetChain = (id: number, name: string) => ({
  id,
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl(id)] } },
});

function zkClient() {
  return createPublicClient({
    chain: { ...chainConfig, ...devnetChain(L2, 'Abstract') },
    transport: http(rpcUrl(L2)),
  }).extend(publicActionsL2());
}

/** Waits until the withdrawal's batch is sealed: its receipt has a batch number. */
async function sealed(hash: Hash) {
  const deadline = Date.now() + TIMEOUT;
  while (!(await zkClient().getTransactionReceipt({ hash })).l1BatchNumber) {
    if (Date.now() > deadline) throw new Error('never sealed');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** viem's own `finalizeWithdrawal` from a plain client: the code the module reads from its refusal. */
async function viemClaimRefusal(index: number, hash: Hash): Promise<string | undefined> {
  const client = createWalletClient({
    account: account(index),
    chain: devnetChain(L1, 'Ethereum'),
    transport: http(rpcUrl(L1)),
  });
  try {
    await finalizeWithdrawal(client, { client: zkClient(), hash });
    return undefined;
  } catch (error) {
    return zkError(error)?.code ?? String(error);
  }
}

async function refusedWith(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe('the zk method against the devnet', () => {
  it(
    'deposits ETH, native on both ends, with no approval',
    async () => {
      const user = account(2).address;
      const amount = 10n ** 17n;
      const planned = await plan(2, 'ETH', L1, L2, amount);
      expect(planned.requests.map((request) => request.kind)).toEqual(['send']);
      const before = await l2().getBalance({ address: user });
      const sent = await send(2, 'ETH', L1, L2, amount);
      await trackUntil(sent, (t) => t.status === 'delivered');
      expect(await l2().getBalance({ address: user })).toBeGreaterThanOrEqual(before + amount);
    },
    TIMEOUT,
  );

  it(
    'withdraws ETH: pending while the batch waits, claimable once executed, claimed once',
    async () => {
      const { wallet, sent: walletSent, address: user } = testWallet(1);
      const amount = 5n * 10n ** 16n;
      await control('stop');
      const sent = await send(1, 'ETH', L2, L1, amount);
      expect(sent.status).toBe('pending');
      expect(sent.messageId).toBe(sent.originTxHash);
      const waiting = await zk.track(network, sent);
      expect(waiting).toMatchObject({ status: 'pending' });
      expect(waiting?.readyAt).toBeGreaterThan(sent.sentAt);

      // Sealed but not executed: refused before the wallet is asked, and the contracts' own revert, as any
      // client meets it, decodes to the same code.
      await sealed(sent.originTxHash);
      const asked = walletSent.length;
      const early = await refusedWith(claim(wallet, sent));
      expect(early).toBe('batch-not-executed');
      expect(walletSent.length).toBe(asked);
      expect(await viemClaimRefusal(1, sent.originTxHash)).toBe('batch-not-executed');

      await control('start');
      const claimable = await trackUntil(sent, (t) => t.status === 'claimable');
      // What the claim costs on L1 is known before the wallet is asked.
      expect((await zk.planClaim?.(network, claimable, user))?.cost).toBeGreaterThan(0n);
      const l1Before = await l1().getBalance({ address: user });
      const claimed = await claim(wallet, claimable);
      expect(claimed?.status).toBe('delivered');
      expect(claimed?.destinationTxHash).toMatch(/^0x[0-9a-f]{64}$/);
      // The claimer is the receiver here: the amount arrives, less the claim's own L1 gas.
      const claimGas = await gasPaid(claimed?.destinationTxHash as Hash);
      expect(await l1().getBalance({ address: user })).toBe(l1Before + amount - claimGas);
      expect(await zk.track(network, claimable)).toMatchObject({ status: 'delivered' });

      const again = await refusedWith(claim(wallet, claimable));
      expect(again).toBe('withdrawal-already-finalized');
      expect(await viemClaimRefusal(1, sent.originTxHash)).toBe('withdrawal-already-finalized');
    },
    TIMEOUT,
  );

  it(
    'finds a withdrawal another client sent, and reads one from its hash',
    async () => {
      const signer = account(2);
      const l2Wallet = createWalletClient({
        account: signer,
        chain: { ...chainConfig, ...devnetChain(L2, 'Abstract') },
        transport: http(rpcUrl(L2)),
      });
      const amount = 10n ** 16n;
      const hash: Hash = await withdraw(l2Wallet, { token: '0x000000000000000000000000000000000000800A', amount });
      await waitForTransactionReceipt(l2(), { hash });
      const found = await zk.findTransfers?.(network, signer.address);
      // Every block of the last 31 days searched, back to the devnet's first: it is younger than that.
      expect(found?.chains).toEqual([expect.objectContaining({ chainId: L2, complete: true })]);
      expect(found?.chains[0]?.searchedBackTo).toBeLessThan(Date.now());
      const mine = found?.transfers.find((t) => t.originTxHash === hash);
      expect(mine).toMatchObject({
        method: 'zk',
        symbol: 'ETH',
        originChainId: L2,
        destinationChainId: L1,
        amount: amount.toString(),
        messageId: hash,
      });
      expect(mine?.sender.toLowerCase()).toBe(signer.address.toLowerCase());
      expect(await zk.transferFromHash?.(network, L2, hash)).toMatchObject({ originTxHash: hash, symbol: 'ETH' });
      expect((await zk.findTransfers?.(network, account(3).address))?.transfers).not.toContainEqual(
        expect.objectContaining({ originTxHash: hash }),
      );
      // Once executed, what its claim costs on L1 is known before any wallet is asked.
      const claimable = await trackUntil(mine as SavedTransfer, (t) => t.status === 'claimable');
      expect((await zk.planClaim?.(network, claimable, signer.address))?.cost).toBeGreaterThan(0n);
    },
    TIMEOUT,
  );
});
