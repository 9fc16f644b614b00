/**
 * A devnet test wallet for browser tests: an EIP-1193 provider announced through EIP-6963, answering
 * from one devnet account. It signs with the account's key and sends through the devnet RPC of its
 * current chain. Injected by Playwright before the app loads; never part of the app's build.
 *
 * It announces itself as MetaMask (rdns io.metamask) so the connect modal lists it as that installed
 * wallet, and like MetaMask refuses a transaction naming another chain or account than its own.
 * `window.__testWallet` lets a test reject the next request of a kind, or move the wallet to another chain
 * or account right after it answers a transaction, as a person would.
 *
 * Given `atomicChainIds`, it also batches atomically there (EIP-5792: `wallet_getCapabilities`,
 * `wallet_sendCalls`, `wallet_getCallsStatus`): a batch's calls are sent in order as transactions signed by its
 * key, each mined before the next is sent and none after one reverted (atomic enough for the devnet). Without
 * it, it answers those methods as a wallet without EIP-5792 does: unsupported. Given `feeMultiplier`, it pays
 * that many times the chain's gas price, as a wallet's "fast" fee preset or a person's edited fee does.
 */
import { createPublicClient, createWalletClient, type Hex, http, numberToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

export interface TestWalletConfig {
  readonly privateKey: Hex;
  /** The chains the wallet knows at the start; others must be added. */
  readonly chains: readonly { chainId: number; rpcUrl: string }[];
  readonly chainId: number;
  /** How it answers `wallet_watchAsset`: adds the token (the default), refuses as a person would (4001), or fails. */
  readonly watchAsset?: 'accept' | 'reject' | 'fail';
  /** Whether the site was connected on an earlier visit, which a browser wallet remembers. */
  readonly authorized?: boolean;
  /** The chains on which it sends a batch of calls atomically (EIP-5792 `atomic` 'supported'); none by default. */
  readonly atomicChainIds?: readonly number[];
  /**
   * A "fast" fee preset: the wallet pays this many times the chain's gas price (`eth_gasPrice`) when it sends,
   * both fee caps set to it; by default it lets viem pick the fee, as a wallet's normal preset does.
   */
  readonly feeMultiplier?: number;
}

/** One `wallet_sendCalls` the app asked for: the chain the wallet was on, what the request named, its calls. */
export interface AskedBatch {
  readonly chainId: number;
  readonly params: {
    readonly version?: string;
    readonly from?: string;
    readonly chainId?: string;
    readonly atomicRequired?: boolean;
    readonly calls: readonly { readonly to?: Hex; readonly data?: Hex; readonly value?: Hex }[];
  };
  /** The transactions that carried its calls, in order, once sent. */
  readonly hashes: string[];
}

/** One transaction the app asked for: the chain and account the wallet was on, and the chain the request named. */
export interface AskedTransaction {
  readonly chainId: number;
  readonly from: string;
  /** The `chainId` the request carried, when it carried one. */
  readonly requestedChainId?: number;
  readonly to?: string;
  readonly data?: string;
  readonly value?: string;
  /** Its hash, once the wallet sent it; none when it refused. */
  hash?: string;
}

/** What a person does in the wallet: moves it to another chain, or selects another of its accounts. */
export interface WalletChange {
  readonly chainId?: number;
  readonly privateKey?: Hex;
}

/** One `wallet_watchAsset` request: its params, and the chain the wallet was on (where it adds the token). */
export interface WatchedAsset {
  readonly chainId: number;
  readonly params: unknown;
}

declare global {
  interface Window {
    __testWalletConfig: TestWalletConfig;
    __testWallet: {
      rejectNext(method: string): void;
      requests: string[];
      /** Every transaction the app asked the wallet to send, in order, with the chain and account it was on. */
      transactions: AskedTransaction[];
      chainId(): number;
      /** Every `wallet_watchAsset` request, in order, however it was answered. */
      watchedAssets: WatchedAsset[];
      /** Every `wallet_sendCalls` request, in order, however it was answered. */
      batches: AskedBatch[];
      /** What a person does in the wallet itself: moves it to another chain. */
      useChain(chainId: number): void;
      /** Makes `change` right after the wallet answers the next transaction it is asked to send. */
      afterNextSend(change: WalletChange): void;
    };
  }
}

type Listener = (...args: unknown[]) => void;

class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const config = window.__testWalletConfig;
let account = privateKeyToAccount(config.privateKey);
const knownChains = new Map(config.chains.map((c) => [c.chainId, c.rpcUrl]));
let chainId = config.chainId;
/**
 * Whether the site may see the account. Like a browser wallet, the test wallet remembers a site it was
 * connected to across reloads (for the tab's life), so the app reconnects on load without asking.
 */
const REMEMBERED = '__testWallet:connected';
const remembered = sessionStorage.getItem(REMEMBERED);
let connected = remembered === null ? config.authorized === true : remembered === '1';
function setConnected(value: boolean) {
  connected = value;
  sessionStorage.setItem(REMEMBERED, value ? '1' : '0');
}
const rejections = new Set<string>();
const listeners = new Map<string, Set<Listener>>();
const requests: string[] = [];
const transactions: AskedTransaction[] = [];
/** What the wallet changes right after it answers the next transaction. */
let afterSend: WalletChange | undefined;
const watchedAssets: WatchedAsset[] = [];

function emit(event: string, ...args: unknown[]) {
  for (const listener of listeners.get(event) ?? []) listener(...args);
}

function rpcUrl(): string {
  const url = knownChains.get(chainId);
  if (!url) throw new ProviderRpcError(4901, `Chain ${chainId} is not known to the test wallet`);
  return url;
}

async function forward(method: string, params: unknown): Promise<unknown> {
  return rpc(rpcUrl(), method, params);
}

async function rpc(url: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: Date.now(), method, params: params ?? [] }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message);
  return body.result;
}

const SIGNING = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_requestAccounts',
  'wallet_sendCalls',
]);

const batches: AskedBatch[] = [];
/** Each batch's EIP-5792 status by its id: 100 while its calls are sent, then 200 or 500, with the receipts. */
const batchStatuses = new Map<string, { status: number; receipts: unknown[] }>();

/** A transaction's receipt as the node gives it (EIP-5792's receipts are those), once mined. */
async function minedReceipt(url: string, hash: Hex): Promise<{ status?: string }> {
  for (;;) {
    const receipt = (await rpc(url, 'eth_getTransactionReceipt', [hash])) as { status?: string } | null;
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Sends the batch's calls in order, each mined before the next; stops at the first that reverted. */
async function runBatch(id: string, batch: AskedBatch, url: string) {
  const client = createWalletClient({ account, transport: http(url) });
  const receipts: unknown[] = [];
  for (const call of batch.params.calls) {
    const hash = await client.sendTransaction({
      chain: null,
      to: call.to,
      data: call.data,
      value: call.value ? BigInt(call.value) : undefined,
    });
    batch.hashes.push(hash);
    const receipt = await minedReceipt(url, hash);
    receipts.push(receipt);
    if (receipt.status !== '0x1') {
      batchStatuses.set(id, { status: 500, receipts });
      return;
    }
  }
  batchStatuses.set(id, { status: 200, receipts });
}

const atomicChains = new Set(config.atomicChainIds ?? []);
const unsupported = (method: string) => new ProviderRpcError(4200, `The wallet does not support ${method}`);

async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
  requests.push(method);
  if (rejections.delete(method) && SIGNING.has(method)) throw new ProviderRpcError(4001, 'User rejected the request.');
  const args = (params ?? []) as unknown[];
  switch (method) {
    case 'eth_requestAccounts':
      setConnected(true);
      emit('connect', { chainId: numberToHex(chainId) });
      return [account.address];
    case 'eth_accounts':
      return connected ? [account.address] : [];
    case 'eth_chainId':
      return numberToHex(chainId);
    case 'net_version':
      return String(chainId);
    case 'wallet_switchEthereumChain': {
      const next = Number((args[0] as { chainId: string }).chainId);
      if (!knownChains.has(next)) throw new ProviderRpcError(4902, `Unrecognized chain ID ${next}`);
      chainId = next;
      emit('chainChanged', numberToHex(chainId));
      return null;
    }
    case 'wallet_addEthereumChain': {
      // Like MetaMask: the chain is added, then switched to.
      const added = args[0] as { chainId: string; rpcUrls: string[] };
      const url = added.rpcUrls[0];
      if (!url) throw new ProviderRpcError(-32602, 'wallet_addEthereumChain needs an RPC URL');
      knownChains.set(Number(added.chainId), url);
      chainId = Number(added.chainId);
      emit('chainChanged', numberToHex(chainId));
      return null;
    }
    case 'wallet_requestPermissions':
    case 'wallet_getPermissions':
      return [{ parentCapability: 'eth_accounts' }];
    case 'wallet_revokePermissions':
      setConnected(false);
      emit('accountsChanged', []);
      return null;
    case 'personal_sign':
      return account.signMessage({ message: { raw: args[0] as Hex } });
    case 'eth_signTypedData_v4':
      return account.signTypedData(JSON.parse(args[1] as string));
    case 'eth_sendTransaction': {
      const tx = args[0] as { from?: Hex; to?: Hex; data?: Hex; value?: Hex; gas?: Hex; chainId?: Hex };
      const record: AskedTransaction = {
        chainId,
        from: account.address,
        ...(tx.chainId ? { requestedChainId: Number(tx.chainId) } : {}),
        ...(tx.to ? { to: tx.to } : {}),
        ...(tx.data ? { data: tx.data } : {}),
        ...(tx.value ? { value: tx.value } : {}),
      };
      transactions.push(record);
      // As MetaMask: a transaction for another chain or account than the wallet's is refused, never signed.
      if (tx.chainId && Number(tx.chainId) !== chainId) {
        throw new ProviderRpcError(-32602, `Invalid chainId ${tx.chainId}: the wallet is on ${numberToHex(chainId)}`);
      }
      if (tx.from && tx.from.toLowerCase() !== account.address.toLowerCase()) {
        throw new ProviderRpcError(4100, `The requested account ${tx.from} has not been authorized`);
      }
      const client = createWalletClient({ account, transport: http(rpcUrl()) });
      const fast = config.feeMultiplier
        ? (await createPublicClient({ transport: http(rpcUrl()) }).getGasPrice()) * BigInt(config.feeMultiplier)
        : undefined;
      record.hash = await client.sendTransaction({
        chain: null,
        to: tx.to,
        data: tx.data,
        value: tx.value ? BigInt(tx.value) : undefined,
        gas: tx.gas ? BigInt(tx.gas) : undefined,
        ...(fast ? { maxFeePerGas: fast, maxPriorityFeePerGas: fast } : {}),
      });
      const change = afterSend;
      afterSend = undefined;
      // Right after the answer reaches the app, as a person acting in the wallet while the app waits.
      if (change) setTimeout(() => makeChange(change), 0);
      return record.hash;
    }
    case 'wallet_getCapabilities': {
      if (atomicChains.size === 0) throw unsupported(method);
      const asked = (args[1] as Hex[] | undefined) ?? [...knownChains.keys()].map((id) => numberToHex(id));
      return Object.fromEntries(
        asked.map((id) => [id, { atomic: { status: atomicChains.has(Number(id)) ? 'supported' : 'unsupported' } }]),
      );
    }
    case 'wallet_sendCalls': {
      if (atomicChains.size === 0) throw unsupported(method);
      const batch: AskedBatch = { chainId, params: args[0] as AskedBatch['params'], hashes: [] };
      batches.push(batch);
      const { params: asked } = batch;
      if (asked.chainId && Number(asked.chainId) !== chainId) {
        throw new ProviderRpcError(
          -32602,
          `Invalid chainId ${asked.chainId}: the wallet is on ${numberToHex(chainId)}`,
        );
      }
      if (asked.from && asked.from.toLowerCase() !== account.address.toLowerCase()) {
        throw new ProviderRpcError(4100, `The requested account ${asked.from} has not been authorized`);
      }
      if (asked.atomicRequired && !atomicChains.has(chainId)) {
        throw new ProviderRpcError(5760, 'The wallet cannot send these calls atomically');
      }
      const id = `0x${batches.length.toString(16).padStart(64, '0')}`;
      batchStatuses.set(id, { status: 100, receipts: [] });
      void runBatch(id, batch, rpcUrl()).catch(() => batchStatuses.set(id, { status: 400, receipts: [] }));
      return { id };
    }
    case 'wallet_getCallsStatus': {
      if (atomicChains.size === 0) throw unsupported(method);
      const id = args[0] as string;
      const known = batchStatuses.get(id);
      if (!known) throw new ProviderRpcError(5730, `Unknown bundle id ${id}`);
      const batch = batches[Number(id) - 1];
      return { version: '2.0.0', id, chainId: numberToHex(batch?.chainId ?? chainId), atomic: true, ...known };
    }
    case 'wallet_watchAsset':
      watchedAssets.push({ chainId, params });
      if (config.watchAsset === 'reject') throw new ProviderRpcError(4001, 'User rejected the request.');
      if (config.watchAsset === 'fail') throw new ProviderRpcError(-32603, 'The token list is full');
      return true;
    default:
      return forward(method, params);
  }
}

function makeChange(change: WalletChange) {
  if (change.chainId !== undefined) {
    chainId = change.chainId;
    emit('chainChanged', numberToHex(chainId));
  }
  if (change.privateKey) {
    account = privateKeyToAccount(change.privateKey);
    emit('accountsChanged', [account.address]);
  }
}

const provider = {
  isMetaMask: true,
  request,
  on(event: string, listener: Listener) {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)?.add(listener);
    return provider;
  },
  removeListener(event: string, listener: Listener) {
    listeners.get(event)?.delete(listener);
    return provider;
  },
};

const info = {
  uuid: '6f1c5a3e-6a55-4b88-9d4c-7e0d5f6a9b21',
  name: 'MetaMask',
  icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PGNpcmNsZSBjeD0iMTYiIGN5PSIxNiIgcj0iMTYiIGZpbGw9IiNmNjg1MWIiLz48L3N2Zz4=',
  rdns: 'io.metamask',
};

function announce() {
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
}

window.addEventListener('eip6963:requestProvider', announce);
announce();
window.__testWallet = {
  rejectNext: (method) => rejections.add(method),
  requests,
  transactions,
  watchedAssets,
  batches,
  chainId: () => chainId,
  useChain(next) {
    makeChange({ chainId: next });
  },
  afterNextSend(change) {
    afterSend = change;
  },
};
