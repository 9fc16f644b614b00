/**
 * The one code that asks the wallet and saves transfers (docs/transfers.md, "Review before signing", "A hash
 * is a transfer" and "Saved transfers"). It runs a reviewed plan's requests exactly, one by one: before each it
 * checks the wallet is still the plan's account and, past the plan's own switch, still on the plan's chain
 * (else it stops, nothing more asked); approvals must be mined before what follows; each send is saved the
 * moment the wallet returns its hash, then confirmed from its receipt (`transfer-changes.ts`). Progress is reported by the request's index in
 * the listed plan. A wallet that batches atomically (EIP-5792) gets the signed requests as one batch instead,
 * one prompt, all or none (docs/transfers.md, "One signature").
 */
import { decodeFunctionData, type Hash, isAddressEqual } from 'viem';
import { type ChainClient, publicClient } from '../api/chain-clients';
import { chainOf, type NetworkConfig } from '../config';
import { erc721Abi } from '../lib/abis';
import { appError, toWalletError } from '../lib/errors';
import { deliveringByUser } from './deliveries-under-way';
import type { MethodModule } from './method';
import { oneBatch, type Plan, type PlannedRequest, type SendStep, type SignedRequest, stepOf } from './plan';
import { waitForReceipt } from './receipt';
import { type SavedTransfer, transferOrigin } from './saved-transfers';
import {
  confirmWaiting,
  recordClaimDone,
  recordClaimReverted,
  recordClaimSent,
  recordSent,
  type TransferRecords,
} from './transfer-changes';
import type { CallsStatus, WalletBatch, WalletState } from './wallet';

/** What the executor tells as it goes, every request by its index in the listed requests. */
export interface ExecutionReport {
  /** `step` of the request at `index` is under way; the sends are confirmed under the last one's index. */
  step?(step: SendStep, index: number, ordinal: number): void;
  /** The wallet returned `hash` for the request at `index`. */
  hash?(index: number, hash: Hash): void;
  /** A send's transfer was saved at its hash. */
  saved?(transfer: SavedTransfer): void;
}

export interface Execution {
  readonly network: NetworkConfig;
  readonly method: MethodModule;
  readonly plan: Plan;
  /** The requests as the review listed them (`planRequests`): a network switch first, or not. */
  readonly requests: readonly PlannedRequest[];
  /** The wallet as it is now: read again before every request. */
  readonly wallet: () => WalletState;
  readonly records: TransferRecords;
  readonly report?: ExecutionReport;
}

/** How long the wallet store may take to report a switch the wallet made. */
const SWITCH_SETTLE_MS = 10_000;
const SWITCH_POLL_MS = 50;

/** Resolves once `done` holds, or after `ms`: a wallet that said it switched is not held up by its store. */
async function settle(done: () => boolean, ms: number): Promise<void> {
  for (let waited = 0; !done() && waited < ms; waited += SWITCH_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, SWITCH_POLL_MS));
  }
}

/** The wallet, still the plan's account, with the actions a send needs. */
function account(execution: Execution) {
  const wallet = execution.wallet();
  const { sendTransaction, switchChain } = wallet;
  if (!sendTransaction || !switchChain) throw appError('no-send-wallet', 'This route cannot be sent from here');
  if (!wallet.address || !isAddressEqual(wallet.address, execution.plan.sender)) {
    throw appError('wallet-account-changed', 'The wallet is on another account');
  }
  return { chainId: wallet.chainId, sendTransaction, switchChain, batch: wallet.batch };
}

/**
 * The wallet, still the plan's account and on `chainId`. Past the plan's own switch, a wallet elsewhere moved
 * by itself (during an approval's wait, say): it is not asked back, the send stops and nothing more is asked,
 * since what it would sign next was reviewed for this chain (docs/transfers.md, "Review before signing").
 */
function onPlanChain(execution: Execution, chainId: number) {
  const wallet = account(execution);
  if (wallet.chainId !== chainId) throw appError('wallet-chain-changed', 'The wallet is on another chain');
  return wallet;
}

/** Asks the wallet onto `chainId` when it is elsewhere (the plan's switch), and waits for the store to say so. */
async function onChain(execution: Execution, chainId: number): Promise<void> {
  const wallet = account(execution);
  if (wallet.chainId === chainId) return;
  await wallet.switchChain(chainId);
  await settle(() => execution.wallet().chainId === chainId, SWITCH_SETTLE_MS);
}

/**
 * The call the wallet is asked to sign is the request the review listed: on the plan's chain, to the contract
 * it named, paying the value it showed; an approval to the token or collection it named, for the spender it
 * named (and, for a token, exactly the amount). Anything else is refused before the wallet is asked.
 */
function signsAsListed(plan: Plan, request: SignedRequest): void {
  const { call } = request;
  const sameChain = call.chainId === request.chainId && request.chainId === plan.chainId;
  if (!sameChain || !listedCall(request)) throw appError('route-unsendable', 'This route cannot be sent from here');
}

function listedCall(request: SignedRequest): boolean {
  const { call } = request;
  switch (request.kind) {
    case 'send':
      return isAddressEqual(call.to, request.contract.address) && (call.value ?? 0n) === request.value;
    case 'approve': {
      if (!isAddressEqual(call.to, request.token) || (call.value ?? 0n) !== 0n) return false;
      const decoded = decoded721Or20(call.data);
      return (
        decoded?.functionName === 'approve' &&
        isAddressEqual(decoded.args[0], request.spender.address) &&
        decoded.args[1] === request.amount
      );
    }
    case 'approve-nft': {
      if (!isAddressEqual(call.to, request.collection) || (call.value ?? 0n) !== 0n) return false;
      const decoded = decoded721Or20(call.data);
      if (decoded?.functionName === 'setApprovalForAll') {
        return request.tokenId === undefined && isAddressEqual(decoded.args[0], request.spender.address);
      }
      return (
        decoded?.functionName === 'approve' &&
        isAddressEqual(decoded.args[0], request.spender.address) &&
        String(decoded.args[1]) === request.tokenId
      );
    }
  }
}

/** An approval call as ERC20 and ERC721 share it (`approve(address,uint256)`), or ERC721's `setApprovalForAll`. */
function decoded721Or20(data: `0x${string}`) {
  try {
    return decodeFunctionData({ abi: erc721Abi, data });
  } catch {
    return undefined;
  }
}

/**
 * A send's transfer as saved the moment the wallet returns its hash: a new transfer's id is where it left from
 * (`transferOrigin`: the hash, and its place among a shared transaction's sends), for good.
 */
function recorded(
  request: Extract<SignedRequest, { kind: 'send' }>,
  hash: Hash,
  dispatchIndex?: number,
): SavedTransfer {
  const { record } = request;
  if (record.kind === 'claim') return { ...record.transfer, destinationTxHash: hash };
  const origin = { originTxHash: hash, ...(dispatchIndex === undefined ? {} : { dispatchIndex }) };
  return { ...record.transfer, ...origin, id: transferOrigin(origin), status: 'sent', sentAt: Date.now() };
}

/**
 * What the chain says of a saved send, recorded: an origin transaction confirmed by `confirmWaiting`; a claim
 * delivered once mined, failed only when its receipt reverted.
 */
async function confirmed(
  execution: Execution,
  client: ChainClient,
  request: Extract<SignedRequest, { kind: 'send' }>,
  saved: SavedTransfer,
): Promise<SavedTransfer> {
  const { network, method, records } = execution;
  if (request.record.kind !== 'claim') {
    return confirmWaiting(
      { client, records, messageIdOf: (receipt) => method.messageId(network, saved, receipt) },
      saved,
    );
  }
  const { receipt } = await waitForReceipt(client, saved.destinationTxHash ?? saved.originTxHash);
  if (receipt.status !== 'success') {
    recordClaimReverted(records, saved.id, request.record.transfer.destinationTxHash);
    throw appError('transaction-failed', 'Transaction failed');
  }
  return recordClaimDone(records, saved);
}

type SendRequest = Extract<SignedRequest, { kind: 'send' }>;
type Sent = { readonly request: SendRequest; readonly saved: SavedTransfer };

/** How often the wallet is asked how a batch stands, and for how long before the wait ends. */
const BATCH_POLL_MS = 1000;
const BATCH_WAIT_MS = 5 * 60_000;
/** Failed status reads in a row after which the wallet counts as not answering. */
const MAX_FAILED_STATUS_READS = 5;

/**
 * The batch's status once it is settled (EIP-5792 status 200 or more: confirmed, not included, reverted).
 * A wallet that does not tell within the wait, or stops answering, leaves it unsettled: the batch may
 * still go through, so the person is told to look before sending again, never that it failed.
 */
async function settled(batch: WalletBatch, id: string): Promise<CallsStatus> {
  const unsettled = (cause?: unknown) =>
    appError('batch-unsettled', 'The wallet has not said whether the batch went through', { cause });
  let failed = 0;
  for (let waited = 0; waited < BATCH_WAIT_MS; waited += BATCH_POLL_MS) {
    try {
      const status = await batch.callsStatus(id);
      failed = 0;
      if (status.status >= 200) return status;
    } catch (error) {
      failed += 1;
      if (failed >= MAX_FAILED_STATUS_READS) throw unsettled(error);
    }
    await new Promise((resolve) => setTimeout(resolve, BATCH_POLL_MS));
  }
  throw unsettled();
}

/**
 * Sends `batch` (the listed requests at `indexes`) as one atomic batch: each call checked to be the one the
 * review listed, the wallet read again right before it is asked, then its status polled until settled. The
 * receipts are the batch's calls one by one, or one transaction carrying them all; each send is saved at the
 * hash of the one that carried it (several sends in one transaction told apart by their dispatch, in order),
 * failed later only if that receipt reverted. A batch that ended without its sends on chain sent nothing.
 */
async function sentAsBatch(
  execution: Execution,
  batch: readonly SignedRequest[],
  indexes: readonly number[],
  tell: (index: number) => void,
): Promise<Sent[]> {
  const { plan, report, records } = execution;
  for (const request of batch) signsAsListed(plan, request);
  const wallet = onPlanChain(execution, plan.chainId).batch;
  if (!wallet) throw appError('no-send-wallet', 'This route cannot be sent from here');
  const id = await wallet.sendCalls(
    plan.chainId,
    batch.map((request) => request.call),
  );
  const { receipts } = await settled(wallet, id);
  const hashOf = (position: number) =>
    (receipts.length === batch.length ? receipts[position] : receipts.length === 1 ? receipts[0] : undefined)
      ?.transactionHash;
  const sends = batch.flatMap((request, position) => {
    const hash = hashOf(position);
    return request.kind === 'send' && hash ? [{ request, hash, position }] : [];
  });
  if (sends.length === 0 || sends.length !== batch.filter((request) => request.kind === 'send').length) {
    throw appError('transaction-failed', 'Transaction failed');
  }
  for (const [at, index] of indexes.entries()) {
    const hash = hashOf(at);
    if (hash) report?.hash?.(index, hash);
  }
  tell(indexes[sends[sends.length - 1]?.position ?? 0] ?? 0);
  return sends.map(({ request, hash, position }) => {
    const sharing = sends.filter((send) => send.hash === hash);
    const dispatchIndex = sharing.length > 1 ? sharing.findIndex((send) => send.position === position) : undefined;
    const saved = recorded(request, hash, dispatchIndex);
    if (request.record.kind === 'claim') recordClaimSent(records, request.record.transfer.id, hash);
    else recordSent(records, saved);
    report?.saved?.(saved);
    return { request, saved };
  });
}

/**
 * Runs the plan: every request in order, then the confirmation of every send. Resolves with the transfers. The
 * transfers its claims deliver are marked as delivered by the user meanwhile (`deliveries-under-way.ts`).
 */
export function execute(execution: Execution): Promise<SavedTransfer[]> {
  const delivering = execution.plan.requests.flatMap((request) =>
    request.kind === 'send' && request.record.kind === 'claim' ? [request.record.transfer.id] : [],
  );
  return deliveringByUser(delivering, () => run(execution));
}

async function run(execution: Execution): Promise<SavedTransfer[]> {
  const { plan, requests, report, records } = execution;
  const chain = chainOf(execution.network, plan.chainId);
  if (!chain) throw appError('route-unsendable', 'This route cannot be sent from here');
  const client = publicClient(chain);
  const sends: Sent[] = [];
  const tell = (index: number) => {
    const { step, ordinal } = stepOf(requests, index);
    report?.step?.(step, index, ordinal);
  };
  try {
    let checked = false;
    for (const [index, request] of requests.entries()) {
      if (request.kind === 'switch') {
        if (account(execution).chainId !== request.chainId) tell(index);
        await onChain(execution, request.chainId);
        continue;
      }
      if (!checked && plan.check) {
        report?.step?.('checking', index, 0);
        await plan.check();
      }
      checked = true;
      // Decided at the first signed request, the wallet's batches as they are now: the same calls either way.
      const batch = oneBatch(plan, requests, execution.wallet().batch?.atomicChainIds);
      if (batch.length > 0) {
        tell(index);
        const indexes = requests.flatMap((listed, at) => (listed.kind === 'switch' ? [] : [at]));
        sends.push(...(await sentAsBatch(execution, batch, indexes, tell)));
        break;
      }
      tell(index);
      signsAsListed(plan, request);
      onPlanChain(execution, request.chainId);
      if (request.kind === 'send' && plan.simulate) {
        const { to, data, value } = request.call;
        await client.call({ account: plan.sender, to, data, value });
      }
      // Read last, right before the wallet is asked: an account or chain changed during the simulation is caught
      // too. The call carries its chain, so a wallet that moves in between refuses it (docs/wallet.md).
      const hash = await onPlanChain(execution, request.chainId).sendTransaction(request.call);
      report?.hash?.(index, hash);
      if (request.kind !== 'send') {
        // What follows spends the allowance: it would revert before the approval is mined.
        const { receipt } = await waitForReceipt(client, hash);
        if (receipt.status !== 'success') throw appError('transaction-failed', 'Transaction failed');
        continue;
      }
      const saved = recorded(request, hash);
      if (request.record.kind === 'claim') recordClaimSent(records, saved.id, hash);
      else recordSent(records, saved);
      report?.saved?.(saved);
      sends.push({ request, saved });
    }
    // The sends are confirmed under the last one: a failure now is that send's, as the stepper shows it.
    const last = requests.map((request) => request.kind).lastIndexOf('send');
    if (last !== -1) report?.step?.('confirming', last, 0);
    return await Promise.all(sends.map(({ request, saved }) => confirmed(execution, client, request, saved)));
  } catch (error) {
    // A method that cannot load its decoder leaves the failure as it was.
    const decoded = await execution.method.decodeError?.(error).catch(() => undefined);
    throw decoded ?? toWalletError(error);
  }
}
