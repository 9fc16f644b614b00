/**
 * The zk bridge's quotes and plans (docs/transfers.md, "zk transfers"), ETH only: a deposit is viem's
 * `deposit` (`requestL2TransactionDirect` on the checked Bridgehub), a withdrawal viem's `withdraw` (the base
 * token's `withdraw`), a claim viem's `finalizeWithdrawal` on the checked nullifier. Each is captured as the
 * exact call the wallet will sign (`capture.ts`), to the configured Bridgehub, a ZK Stack system contract or a
 * contract the Bridgehub vouches for, and priced at today's gas price. A deposit is derived again right before
 * the wallet is asked and must still be within its review (`bound.ts`). ETH is approved to no one.
 */
import { type Address, decodeFunctionData, type Hash } from 'viem';
import { deposit, finalizeWithdrawal, l2BaseTokenAddress, legacyEthAddress, withdraw } from 'viem/zksync';
import { publicClient } from '../../api/chain-clients';
import { zkPublicClient } from '../../api/zk-client';
import type { NetworkConfig } from '../../config';
import { appError } from '../../lib/errors';
import { zkBridgehubAbi } from '../../lib/zk-abis';
import type { OpenRoute, QuotedTransfer, TransferIntent } from '../method';
import type { Plan, PlannedContract, SendRecord, Trust } from '../plan';
import { tokenTransferRecord } from '../records';
import type { SavedTransfer } from '../saved-transfers';
import { type DirectRequest, sameBridge, withinReview } from './bound';
import { type CaptureClient, type CapturedCall, captured, depositCheck, type Reader } from './capture';
import { unverified, type VerifiedBridge } from './check';
import { ethPairOf, pairOf, type ZkPair } from './pairs';
import { batchFinal, withdrawalFinalized } from './track';
import { verifiedBridge, verifyBridge } from './verify';

/** The deposit viem would send for `intent`, checked to credit exactly it, with what it mints on L2. */
async function preparedDeposit(pair: ZkPair, verified: VerifiedBridge, intent: TransferIntent) {
  const l1 = publicClient(pair.l1);
  const call = await captured(
    {
      reader: l1,
      sender: intent.sender,
      allowed: [verified.bridgehub],
      check: depositCheck(pair, { recipient: intent.recipient, amount: intent.amount }),
    },
    (client) =>
      deposit(client, {
        client: zkPublicClient(pair.l2),
        token: legacyEthAddress,
        amount: intent.amount,
        to: intent.recipient,
        // A gas limit skips viem's own L1 estimate: the plan estimates the captured call itself.
        gas: 1n,
      }),
  );
  const decoded = decodeFunctionData({ abi: zkBridgehubAbi, data: call.data });
  if (decoded.functionName !== 'requestL2TransactionDirect') throw unverified();
  return { call, request: decoded.args[0], mintValue: decoded.args[0].mintValue };
}

/**
 * Whether a deposit planned earlier still pays its L2 transaction at today's L1 gas price: the Bridgehub
 * refuses a mint below `l2TransactionBaseCost` at the transaction's gas price, after the user paid the L1
 * gas. Asked right before the wallet is (the plan may have waited in the review); refused with
 * `quote-expired` so that the user reviews the transfer again at today's fee.
 */
export async function stillPaysL2(pair: ZkPair, verified: VerifiedBridge, request: DirectRequest): Promise<void> {
  const l1 = publicClient(pair.l1);
  const gasPrice = await l1.getGasPrice();
  const baseCost = await l1.readContract({
    address: verified.bridgehub,
    abi: zkBridgehubAbi,
    functionName: 'l2TransactionBaseCost',
    args: [request.chainId, gasPrice, request.l2GasLimit, request.l2GasPerPubdataByteLimit],
  });
  if (request.mintValue - request.l2Value < baseCost) throw expired();
}

const expired = () => appError('quote-expired', 'The L2 fee rose since the transfer was reviewed');

/**
 * Right before the wallet is asked for a deposit planned earlier (docs/transfers.md, "Bound to the review"):
 * the bridge contracts, read again from L1 with the node checked against them (not the page's earlier check),
 * must be the reviewed ones; the deposit viem derives now from the nodes must be within the review's bound
 * (`withinReview`); and the reviewed mint must still pay the L2 transaction at today's L1 gas price. Else
 * `quote-expired`: nothing is sent, and the user reviews the transfer again. The wallet is only ever asked
 * for the reviewed transaction, never the one derived now.
 */
export async function boundToReview(
  pair: ZkPair,
  reviewed: { readonly verified: VerifiedBridge; readonly request: DirectRequest },
  intent: TransferIntent,
): Promise<void> {
  const now = await verifyBridge(pair);
  if (!sameBridge(reviewed.verified, now)) throw expired();
  const derived = await preparedDeposit(pair, now, intent);
  if (!withinReview(reviewed.request, derived.request)) throw expired();
  await stillPaysL2(pair, now, reviewed.request);
}

/**
 * Who a deposit's fee is quoted for, before the form knows the sender: the L2 gas of a deposit hardly
 * depends on the address (the fee is `l2TransactionBaseCost` for the L2 gas limit the node estimates).
 */
const QUOTE_ADDRESS: Address = '0x1111111111111111111111111111111111111111';

/** A deposit's fee, the L2 transaction's base cost on L1 at today's gas price; a withdrawal pays none. */
export async function zkFee(network: NetworkConfig, route: OpenRoute): Promise<bigint> {
  if (route.direction === 'withdraw') return 0n;
  const pair = ethPairOf(network, route);
  const verified = await verifiedBridge(pair);
  const amount = 1n;
  const { mintValue } = await preparedDeposit(pair, verified, {
    route,
    sender: QUOTE_ADDRESS,
    recipient: QUOTE_ADDRESS,
    amount,
  });
  // ETH's mint carries the amount too.
  return mintValue - amount;
}

/** The one L2 contract a withdrawal goes to: the base token (ETH), through viem's `withdraw`. */
const WITHDRAWAL_TARGETS: readonly Address[] = [l2BaseTokenAddress];

/**
 * A one-request plan sending `call` on the reader's chain, priced there for `sender`; every send simulated
 * first. The contract is trusted as `trust` says: built in (the configured Bridgehub, a ZK Stack system
 * contract) or read from L1 through the Bridgehub (`bridgehub`), never the node's word.
 */
async function onePlan(
  reader: Reader,
  sender: Address,
  call: CapturedCall,
  contract: { readonly role: string; readonly trust: Trust },
  record: SendRecord,
): Promise<Plan> {
  const chainId = reader.chain?.id;
  if (chainId === undefined) throw appError('route-unsendable', 'This route cannot be sent from here');
  const [gas, gasPrice] = await Promise.all([reader.estimateGas({ account: sender, ...call }), reader.getGasPrice()]);
  const planned: PlannedContract = { address: call.to, chainId, ...contract };
  return {
    sender,
    chainId,
    cost: gas * gasPrice,
    simulate: true,
    requests: [
      {
        kind: 'send',
        chainId,
        contract: planned,
        value: call.value,
        call: { chainId, ...call, value: call.value },
        record,
      },
    ],
  };
}

/** A deposit or withdrawal of ETH: the one call viem's action makes, to a checked contract. */
export async function planZkTransfer(network: NetworkConfig, transfer: QuotedTransfer): Promise<Plan> {
  const { route, sender, recipient, amount } = transfer;
  const pair = ethPairOf(network, route);
  const verified = await verifiedBridge(pair);
  const record = tokenTransferRecord(transfer);
  if (pair.direction === 'withdraw') {
    const l2 = zkPublicClient(pair.l2);
    const call = await captured({ reader: l2, sender, allowed: WITHDRAWAL_TARGETS }, (client) =>
      withdraw(client, { token: l2BaseTokenAddress, amount, to: recipient }),
    );
    // The base token `0x…800A`, a ZK Stack system address the app carries (viem's `l2BaseTokenAddress`).
    return onePlan(l2, sender, call, { role: 'zk-l2-bridge', trust: 'built-in' }, record);
  }
  const { call, request } = await preparedDeposit(pair, verified, transfer);
  // The deposit goes only to the configured Bridgehub (`preparedDeposit` allows no other).
  const plan = await onePlan(publicClient(pair.l1), sender, call, { role: 'zk-bridgehub', trust: 'built-in' }, record);
  return { ...plan, check: () => boundToReview(pair, { verified, request }, transfer) };
}

/** The claim of the withdrawal sent in `hash`, as viem's `finalizeWithdrawal` makes it. */
const claimOf = (pair: ZkPair, hash: Hash) => (client: CaptureClient) =>
  finalizeWithdrawal(client, { client: zkPublicClient(pair.l2), hash });

/**
 * A withdrawal's claim on L1, sent by whoever is connected: refused before anything is planned when it was
 * claimed already or its batch is not executed yet, each with its plain code.
 */
export async function planZkClaim(network: NetworkConfig, transfer: SavedTransfer, claimer: Address): Promise<Plan> {
  const pair = pairOf(network, transfer.originChainId, transfer.destinationChainId);
  if (pair.direction !== 'withdraw') throw appError('route-unsendable', 'This route cannot be sent from here');
  const hash = transfer.messageId ?? transfer.originTxHash;
  const verified = await verifiedBridge(pair);
  if (await withdrawalFinalized(pair, hash)) {
    throw appError('withdrawal-already-finalized', 'The withdrawal is already finalized');
  }
  const final = await batchFinal(pair, hash);
  if (final !== 'final') {
    throw final === 'unsealed'
      ? appError('withdrawal-log-not-found', 'The withdrawal is not in a batch yet')
      : appError('batch-not-executed', 'The batch is not executed on L1 yet');
  }
  const l1 = publicClient(pair.l1);
  const call = await captured({ reader: l1, sender: claimer, allowed: [verified.nullifier] }, claimOf(pair, hash));
  // The nullifier, read on L1 from the configured Bridgehub's asset router (`verify.ts`).
  return onePlan(l1, claimer, call, { role: 'zk-nullifier', trust: 'bridgehub' }, { kind: 'claim', transfer });
}
