/**
 * The zk bridge's quotes and plans (docs/transfers.md, "zk transfers"), ETH only: a deposit is viem's
 * `deposit` (`requestL2TransactionDirect` on the checked Bridgehub), a withdrawal viem's `withdraw` (the base
 * token's `withdraw`), a claim viem's `finalizeWithdrawal` on the checked nullifier. Each is captured as the
 * exact call the wallet will sign (`capture.ts`), to a contract the configured Bridgehub vouches for, and
 * priced at today's gas price. ETH is approved to no one.
 */
import { type Address, decodeFunctionData, type Hash } from 'viem';
import { deposit, finalizeWithdrawal, l2BaseTokenAddress, legacyEthAddress, withdraw } from 'viem/zksync';
import { publicClient } from '../../api/chain-clients';
import { zkPublicClient } from '../../api/zk-client';
import type { NetworkConfig } from '../../config';
import { appError } from '../../lib/errors';
import { zkBridgehubAbi } from '../../lib/zk-abis';
import type { OpenRoute, QuotedTransfer, TransferIntent } from '../method';
import type { Plan, PlannedContract, SendRecord } from '../plan';
import { tokenTransferRecord } from '../records';
import type { SavedTransfer } from '../saved-transfers';
import { type CaptureClient, type CapturedCall, captured, depositCheck, type Reader } from './capture';
import { unverified, type VerifiedBridge } from './check';
import { ethPairOf, pairOf, type ZkPair } from './pairs';
import { batchFinal, withdrawalFinalized } from './track';
import { verifiedBridge } from './verify';

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
export async function stillPaysL2(
  pair: ZkPair,
  verified: VerifiedBridge,
  request: Awaited<ReturnType<typeof preparedDeposit>>['request'],
): Promise<void> {
  const l1 = publicClient(pair.l1);
  const gasPrice = await l1.getGasPrice();
  const baseCost = await l1.readContract({
    address: verified.bridgehub,
    abi: zkBridgehubAbi,
    functionName: 'l2TransactionBaseCost',
    args: [request.chainId, gasPrice, request.l2GasLimit, request.l2GasPerPubdataByteLimit],
  });
  if (request.mintValue - request.l2Value < baseCost) {
    throw appError('quote-expired', 'The L2 fee rose since the transfer was reviewed');
  }
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

/** A one-request plan sending `call` on the reader's chain, priced there; every send simulated first. */
async function onePlan(
  reader: Reader,
  sender: Address,
  call: CapturedCall,
  role: string,
  record: SendRecord,
): Promise<Plan> {
  const chainId = reader.chain?.id;
  if (chainId === undefined) throw appError('route-unsendable', 'This route cannot be sent from here');
  const [gas, gasPrice] = await Promise.all([reader.estimateGas({ account: sender, ...call }), reader.getGasPrice()]);
  const contract: PlannedContract = { address: call.to, role, chainId, trust: 'bridgehub' };
  return {
    sender,
    chainId,
    cost: gas * gasPrice,
    simulate: true,
    requests: [
      { kind: 'send', chainId, contract, value: call.value, call: { chainId, ...call, value: call.value }, record },
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
    return onePlan(l2, sender, call, 'zk-l2-bridge', record);
  }
  const { call, request } = await preparedDeposit(pair, verified, transfer);
  const plan = await onePlan(publicClient(pair.l1), sender, call, 'zk-bridgehub', record);
  return { ...plan, check: () => stillPaysL2(pair, verified, request) };
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
  return onePlan(l1, claimer, call, 'zk-asset-router', { kind: 'claim', transfer });
}
