/**
 * The zk bridge's quotes and plans (docs/transfers.md, "zk transfers"), ETH only: a deposit is viem's
 * `deposit` (`requestL2TransactionDirect` on the checked Bridgehub), a withdrawal viem's `withdraw` (the base
 * token's `withdraw`), a claim viem's `finalizeWithdrawal` on the checked nullifier. Each is captured as the
 * exact call the wallet will sign (`capture.ts`), to the configured Bridgehub, a ZK Stack system contract or a
 * contract the Bridgehub vouches for, and priced at today's gas price. A deposit is derived again right before
 * the wallet is asked and must still be within its review (`bound.ts`). ETH is approved to no one.
 */
import { type Address, decodeFunctionData, type Hash, type Hex } from 'viem';
import { deposit, finalizeWithdrawal, l2BaseTokenAddress, legacyEthAddress, withdraw } from 'viem/zksync';
import { publicClient } from '../../api/chain-clients';
import type { NetworkConfig } from '../../config';
import { appError } from '../../lib/errors';
import type { OpenRoute, QuotedTransfer, TransferIntent } from '../method';
import { oneSendPlan } from '../one-send';
import type { Plan, SendRecord, Trust } from '../plan';
import { tokenTransferRecord } from '../records';
import type { SavedTransfer } from '../saved-transfers';
import { zkBridgehubAbi } from './abis';
import { type DirectRequest, sameBridge, withinReview } from './bound';
import { type CaptureClient, type CapturedCall, captured, depositCheck, type Reader } from './capture';
import { unverified, type VerifiedBridge } from './check';
import { zkPublicClient } from './client';
import {
  mintGasPrice,
  REVIEW_GAS_PRICE_MULTIPLE,
  type RefundRecipient,
  refundRecipientOf,
  sendGasPrice,
} from './deposit-fee';
import { l1AnsweredL2 } from './l1-answered';
import { ethPairOf, pairOf, type ZkPair } from './pairs';
import { batchFinal, withdrawalFinalized } from './track';
import { checkedBridge, verifiedBridge, verifyBridge } from './verify';

/** What a deposit is derived with besides its intent: L1's gas price now, and who gets its L2 refund. */
interface DepositTerms {
  readonly gasPrice: bigint;
  readonly refundRecipient: Address;
}

/**
 * The deposit viem would send for `intent`, checked to credit exactly it, with what it mints on L2. Its L2
 * transaction is priced at `mintGasPrice`, a multiple of L1's gas price now: the Mailbox charges the deposit's
 * own gas price, which the wallet picks (`deposit-fee.ts`); the refund recipient is named, never left to the
 * Mailbox's default.
 */
async function preparedDeposit(pair: ZkPair, verified: VerifiedBridge, intent: TransferIntent, terms: DepositTerms) {
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
        client: l1AnsweredL2(pair, verified),
        token: legacyEthAddress,
        amount: intent.amount,
        to: intent.recipient,
        refundRecipient: terms.refundRecipient,
        // The price viem derives the base cost at; the wallet is never given it (it picks its own fee).
        gasPrice: mintGasPrice(terms.gasPrice),
        // A gas limit skips viem's own L1 estimate: the plan estimates the captured call itself.
        gas: 1n,
      }),
  );
  const decoded = decodeFunctionData({ abi: zkBridgehubAbi, data: call.data });
  if (decoded.functionName !== 'requestL2TransactionDirect') throw unverified();
  return { call, request: decoded.args[0], mintValue: decoded.args[0].mintValue };
}

/** Who gets the deposit's unused L2 fee (`refundRecipientOf`), by whether sender and recipient have code on L1. */
async function refundRecipientFor(pair: ZkPair, intent: TransferIntent): Promise<RefundRecipient> {
  const l1 = publicClient(pair.l1);
  const [senderCode, recipientCode] = await Promise.all([
    l1.getCode({ address: intent.sender }),
    l1.getCode({ address: intent.recipient }),
  ]);
  return refundRecipientOf({
    sender: intent.sender,
    senderIsContract: hasCode(senderCode),
    recipient: intent.recipient,
    recipientIsContract: hasCode(recipientCode),
  });
}

const hasCode = (code: Hex | undefined) => code !== undefined && code !== '0x';

/** L1's gas price now and the refund recipient: what a deposit for `intent` is derived with. */
async function depositTerms(pair: ZkPair, intent: TransferIntent) {
  const [gasPrice, refund] = await Promise.all([publicClient(pair.l1).getGasPrice(), refundRecipientFor(pair, intent)]);
  return { gasPrice, refund, terms: { gasPrice, refundRecipient: refund.requested } };
}

/**
 * Whether a deposit planned earlier still pays its L2 transaction: the Mailbox refuses a mint below
 * `l2TransactionBaseCost` at the transaction's own gas price (`MsgValueTooLow`), after the user paid the L1
 * gas, and the wallet may pay more than L1's gas price now. So the reviewed mint must still pay at
 * `sendGasPrice`, twice L1's gas price now (`gasPrice`, read once with the deposit's other terms). Asked right
 * before the wallet is (the plan may have waited in the review); refused with `quote-expired` so that the user
 * reviews the transfer again at today's fee.
 */
export async function stillPaysL2(
  pair: ZkPair,
  verified: VerifiedBridge,
  request: DirectRequest,
  gasPrice: bigint,
): Promise<void> {
  const baseCost = await publicClient(pair.l1).readContract({
    address: verified.bridgehub,
    abi: zkBridgehubAbi,
    functionName: 'l2TransactionBaseCost',
    args: [request.chainId, sendGasPrice(gasPrice), request.l2GasLimit, request.l2GasPerPubdataByteLimit],
  });
  if (request.mintValue - request.l2Value < baseCost) throw expired();
}

const expired = () => appError('quote-expired', 'The L2 fee rose since the transfer was reviewed');

/**
 * Right before the wallet is asked for a deposit planned earlier (docs/transfers.md, "Bound to the review"):
 * the bridge contracts, read again from L1 with the node checked against them (not the page's earlier check),
 * must be the reviewed ones; the deposit viem derives now from the nodes must be within the review's bound
 * (`withinReview`, the refund recipient chosen again included); and the reviewed mint must still pay the L2
 * transaction at twice today's L1 gas price (`stillPaysL2`). Else
 * `quote-expired`: nothing is sent, and the user reviews the transfer again. The wallet is only ever asked
 * for the reviewed transaction, never the one derived now.
 */
export async function boundToReview(
  pair: ZkPair,
  reviewed: { readonly verified: VerifiedBridge; readonly request: DirectRequest },
  intent: TransferIntent,
): Promise<void> {
  const { verified: now } = await verifyBridge(pair);
  if (!sameBridge(reviewed.verified, now)) throw expired();
  const { terms } = await depositTerms(pair, intent);
  const derived = await preparedDeposit(pair, now, intent, terms);
  if (!withinReview(reviewed.request, derived.request)) throw expired();
  await stillPaysL2(pair, now, reviewed.request, terms.gasPrice);
}

/**
 * Who a deposit's fee is quoted for, before the form knows the sender: the L2 gas of a deposit hardly
 * depends on the address (the fee is `l2TransactionBaseCost` for the L2 gas limit the node estimates).
 */
const QUOTE_ADDRESS: Address = '0x1111111111111111111111111111111111111111';

/**
 * A deposit's fee, the L2 transaction's base cost on L1 at `mintGasPrice` of today's gas price (what the plan
 * signs); a withdrawal pays none.
 */
export async function zkFee(network: NetworkConfig, route: OpenRoute): Promise<bigint> {
  if (route.direction === 'withdraw') return 0n;
  const pair = ethPairOf(network, route);
  const verified = await verifiedBridge(pair);
  const amount = 1n;
  const gasPrice = await publicClient(pair.l1).getGasPrice();
  const intent = { route, sender: QUOTE_ADDRESS, recipient: QUOTE_ADDRESS, amount };
  const { mintValue } = await preparedDeposit(pair, verified, intent, { gasPrice, refundRecipient: QUOTE_ADDRESS });
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
  return oneSendPlan(reader, chainId, sender, call, contract, record);
}

/** A deposit or withdrawal of ETH: the one call viem's action makes, to a checked contract. */
export async function planZkTransfer(network: NetworkConfig, transfer: QuotedTransfer): Promise<Plan> {
  const { route, sender, recipient, amount } = transfer;
  const pair = ethPairOf(network, route);
  const { verified, disagreements } = await checkedBridge(pair);
  const record = tokenTransferRecord(transfer);
  if (pair.direction === 'withdraw') {
    const l2 = zkPublicClient(pair.l2);
    const call = await captured({ reader: l2, sender, allowed: WITHDRAWAL_TARGETS }, (client) =>
      withdraw(client, { token: l2BaseTokenAddress, amount, to: recipient }),
    );
    // The base token `0x…800A`, a ZK Stack system address the app carries (viem's `l2BaseTokenAddress`).
    return onePlan(l2, sender, call, { role: 'zk-l2-bridge', trust: 'built-in' }, record);
  }
  const { refund, terms } = await depositTerms(pair, transfer);
  const { call, request } = await preparedDeposit(pair, verified, transfer, terms);
  // The deposit goes only to the configured Bridgehub (`preparedDeposit` allows no other).
  const plan = await onePlan(publicClient(pair.l1), sender, call, { role: 'zk-bridgehub', trust: 'built-in' }, record);
  return {
    ...plan,
    ...nodeNote(pair, disagreements),
    check: () => boundToReview(pair, { verified, request }, transfer),
    refund: {
      chainId: pair.l2.chainId,
      recipient: refund.refundedTo,
      aliased: refund.aliased,
      atMost: request.mintValue - request.l2Value,
      covers: REVIEW_GAS_PRICE_MULTIPLE,
    },
  };
}

/** The claim of the withdrawal sent in `hash`, as viem's `finalizeWithdrawal` makes it. */
const claimOf = (pair: ZkPair, verified: VerifiedBridge, hash: Hash) => (client: CaptureClient) =>
  finalizeWithdrawal(client, { client: l1AnsweredL2(pair, verified), hash });

/**
 * A withdrawal's claim on L1, sent by whoever is connected: refused before anything is planned when it was
 * claimed already or its batch is not executed yet, each with its plain code.
 */
export async function planZkClaim(network: NetworkConfig, transfer: SavedTransfer, claimer: Address): Promise<Plan> {
  const pair = pairOf(network, transfer.originChainId, transfer.destinationChainId);
  if (pair.direction !== 'withdraw') throw appError('route-unsendable', 'This route cannot be sent from here');
  const hash = transfer.messageId ?? transfer.originTxHash;
  const { verified, disagreements } = await checkedBridge(pair);
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
  const call = await captured(
    { reader: l1, sender: claimer, allowed: [verified.nullifier] },
    claimOf(pair, verified, hash),
  );
  // The nullifier, read on L1 from the configured Bridgehub's asset router (`verify.ts`).
  const plan = await onePlan(
    l1,
    claimer,
    call,
    { role: 'zk-nullifier', trust: 'bridgehub' },
    { kind: 'claim', transfer },
  );
  return { ...plan, ...nodeNote(pair, disagreements) };
}

/** The review's note when the L2 node named other bridge contracts than L1, whose the plan used. */
const nodeNote = (pair: ZkPair, disagreements: readonly string[]): Pick<Plan, 'nodeDisagrees'> =>
  disagreements.length > 0 ? { nodeDisagrees: { chainId: pair.l2.chainId, rootChainId: pair.l1.chainId } } : {};
