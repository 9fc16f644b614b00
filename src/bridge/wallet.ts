/**
 * The connected wallet as the bridge's executor and the rest of the app see it, without thirdweb: the wallet
 * runtime (loaded after the first screen) keeps the app's wallet store up to date and provides the actions.
 */
import { type Address, type EIP1193Provider, type Hash, isAddressEqual, isHash, numberToHex } from 'viem';
import * as z from 'zod/mini';
import { appError } from '../lib/errors';

export interface WalletState {
  /** The connected account, once a wallet is connected. */
  readonly address?: `0x${string}`;
  /** The wallet's current chain. */
  readonly chainId?: number;
  /** Asks the wallet to switch to `chainId`, adding the chain when the wallet does not know it. */
  readonly switchChain?: (chainId: number) => Promise<void>;
  /** Asks the wallet to sign and send a transaction on `chainId`; resolves with its hash once sent. */
  readonly sendTransaction?: (transaction: WalletTransaction) => Promise<`0x${string}`>;
  /**
   * Asks the wallet to watch a token on its current chain (EIP-747); resolves true once it does. Absent when
   * the wallet cannot (docs/wallet.md, "Adding a token to the wallet").
   */
  readonly watchAsset?: (request: WatchAssetRequest) => Promise<boolean>;
  /**
   * The wallet's atomic batches (EIP-5792), when it has them on some chain: absent for a wallet that cannot,
   * or until it said so (docs/wallet.md, "One signature").
   */
  readonly batch?: WalletBatch;
}

/** A wallet that sends several calls as one atomic batch, with one prompt (EIP-5792). */
export interface WalletBatch {
  /** The chains on which the account's calls can go as one atomic batch (`atomic` 'supported' or 'ready'). */
  readonly atomicChainIds: readonly number[];
  /** Asks the wallet to send `calls`, in order, all or none, on `chainId`; resolves with the batch's id. */
  readonly sendCalls: (chainId: number, calls: readonly WalletTransaction[]) => Promise<string>;
  /** What the wallet says of the batch `id` now. */
  readonly callsStatus: (id: string) => Promise<CallsStatus>;
}

/**
 * A batch as `wallet_getCallsStatus` tells it: 100 pending, 200 confirmed, 400 not included, 500 reverted,
 * 600 partly reverted (EIP-5792); the receipts of the transactions that carried it, once there are any.
 */
export interface CallsStatus {
  readonly status: number;
  readonly receipts: readonly { readonly transactionHash: Hash }[];
}

/** EIP-747's `wallet_watchAsset` parameters for an ERC20 token. */
export interface WatchAssetRequest {
  readonly type: 'ERC20';
  readonly options: {
    readonly address: `0x${string}`;
    readonly symbol: string;
    readonly decimals: number;
    readonly image: string;
  };
}

export interface WalletTransaction {
  readonly chainId: number;
  readonly to: `0x${string}`;
  readonly data: `0x${string}`;
  readonly value?: bigint;
}

/** An injected wallet's EIP-1193 provider, as it announces itself (EIP-6963). */
export type InjectedProvider = Pick<EIP1193Provider, 'request'>;

/** The wallet's own answer, not the app's store: still on `from` and on `chainId`, else the send stops. */
async function onAccountAndChain(provider: InjectedProvider, from: Address, chainId: number): Promise<void> {
  const [accounts, current] = await Promise.all([
    provider.request({ method: 'eth_accounts' }),
    provider.request({ method: 'eth_chainId' }),
  ]);
  const [account] = accounts;
  if (!account || !isAddressEqual(account, from)) {
    throw appError('wallet-account-changed', 'The wallet is on another account');
  }
  if (Number(current) !== chainId) throw appError('wallet-chain-changed', 'The wallet is on another chain');
}

/**
 * Asks an injected wallet to send `transaction` from `from` on its chain (docs/wallet.md, "Sending"). The wallet
 * itself is asked first which account and chain it is on, not the app's store, which hears of a change only
 * later: another account stops with `wallet-account-changed`, another chain with `wallet-chain-changed`. The
 * request names its `chainId` too, so a wallet that moves in between refuses it rather than signing elsewhere.
 */
export async function sendThroughProvider(
  provider: InjectedProvider,
  from: Address,
  transaction: WalletTransaction,
): Promise<Hash> {
  await onAccountAndChain(provider, from, transaction.chainId);
  const { to, data, value } = transaction;
  const hash = await provider.request({
    method: 'eth_sendTransaction',
    params: [
      { from, to, data, chainId: numberToHex(transaction.chainId), ...(value ? { value: numberToHex(value) } : {}) },
    ],
  });
  if (!isHash(hash)) {
    throw appError('receipt-missing-hash', 'Transaction has no transactionHash to wait for, did you execute it?');
  }
  return hash;
}

/** A request viem's EIP-1193 types do not list (EIP-5792's), answered as unknown until parsed. */
const ask = (provider: InjectedProvider, args: { method: string; params: unknown[] }): Promise<unknown> =>
  (provider.request as (args: { method: string; params: unknown[] }) => Promise<unknown>)(args);

/** EIP-5792's `atomic` capability of a chain: the wallet sends a batch atomically, or will once upgraded. */
const ATOMIC = new Set(['supported', 'ready']);
const capabilitiesSchema = z.record(
  z.string(),
  z.optional(z.object({ atomic: z.optional(z.object({ status: z.string() })) })),
);

/**
 * The chains of `chainIds` on which the injected wallet sends the account's calls as one atomic batch
 * (`wallet_getCapabilities`; `0x0` names what holds on every chain). None when it does not answer: a wallet
 * without EIP-5792 is asked request by request (docs/wallet.md, "One signature").
 */
export async function atomicChainsThroughProvider(
  provider: InjectedProvider,
  from: Address,
  chainIds: readonly number[],
): Promise<number[]> {
  const answer = await ask(provider, {
    method: 'wallet_getCapabilities',
    params: [from, chainIds.map((chainId) => numberToHex(chainId))],
  }).catch(() => undefined);
  const parsed = capabilitiesSchema.safeParse(answer);
  if (!parsed.success) return [];
  const capabilities = parsed.data;
  return chainIds.filter((chainId) => {
    const status = (capabilities[numberToHex(chainId)] ?? capabilities['0x0'])?.atomic?.status;
    return status !== undefined && ATOMIC.has(status);
  });
}

const batchIdSchema = z.union([z.object({ id: z.string().check(z.minLength(1)) }), z.string().check(z.minLength(1))]);

/**
 * Asks an injected wallet to send `calls` from `from` as one atomic batch on `chainId` (`wallet_sendCalls`,
 * version 2.0.0, `atomicRequired`): checked first, as `sendThroughProvider` does, to be on that account and
 * chain; the request names both, so a wallet that moved in between refuses it. Resolves with the batch's id.
 */
export async function sendCallsThroughProvider(
  provider: InjectedProvider,
  from: Address,
  chainId: number,
  calls: readonly WalletTransaction[],
): Promise<string> {
  await onAccountAndChain(provider, from, chainId);
  const answer = await ask(provider, {
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        from,
        chainId: numberToHex(chainId),
        atomicRequired: true,
        calls: calls.map(({ to, data, value }) => ({ to, data, ...(value ? { value: numberToHex(value) } : {}) })),
      },
    ],
  });
  const parsed = batchIdSchema.safeParse(answer);
  if (!parsed.success) throw appError('transaction-failed', 'The wallet returned no batch id');
  return typeof parsed.data === 'string' ? parsed.data : parsed.data.id;
}

const callsStatusSchema = z.object({
  status: z.number(),
  receipts: z.optional(
    z.array(
      z.object({
        transactionHash: z.string().check(z.refine((value) => isHash(value))),
      }),
    ),
  ),
});

/** What an injected wallet says of the batch `id` (`wallet_getCallsStatus`). */
export async function callsStatusThroughProvider(provider: InjectedProvider, id: string): Promise<CallsStatus> {
  const answer = await ask(provider, {
    method: 'wallet_getCallsStatus',
    params: [id],
  });
  const parsed = callsStatusSchema.safeParse(answer);
  if (!parsed.success) throw appError('transaction-failed', 'The wallet told no batch status');
  return {
    status: parsed.data.status,
    // Only where the calls went: whether a send reverted is read from the chain's receipt, not the wallet's word.
    receipts: (parsed.data.receipts ?? []).map((receipt) => ({ transactionHash: receipt.transactionHash as Hash })),
  };
}
