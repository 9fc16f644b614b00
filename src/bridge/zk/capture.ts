/**
 * The transactions viem's zkSync actions (`deposit`, `withdraw`, `finalizeWithdrawal`) would send, captured
 * instead of sent: how a plan gets the exact call the wallet will be asked to sign, as any client of the
 * bridge would make it. A capture to a contract the configured Bridgehub does not vouch for, or that
 * `check` refuses, is refused; everything else the action asks is read from the chain.
 */
import {
  type Address,
  type Chain,
  createWalletClient,
  custom,
  decodeFunctionData,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  zeroHash,
} from 'viem';
import type { publicClient } from '../../api/chain-clients';
import { appError } from '../../lib/errors';
import { zkBridgehubAbi } from './abis';
import { unverified } from './check';
import type { zkPublicClient } from './client';
import type { ZkPair } from './pairs';

export interface CapturedCall {
  readonly to: Address;
  readonly data: Hex;
  readonly value: bigint;
}

export type Reader = ReturnType<typeof publicClient> | ReturnType<typeof zkPublicClient>;

export interface CaptureOptions {
  readonly reader: Reader;
  readonly sender: Address;
  readonly allowed: readonly Address[];
  readonly check?: (call: CapturedCall) => boolean;
}

export function chainOfClient(client: Reader): Chain {
  if (!client.chain) throw appError('route-unsendable', 'This route cannot be sent from here');
  return client.chain;
}

/** A viem wallet client whose sends go to `onSend` instead of a wallet: only to allowed, checked contracts. */
function capturingClient(options: CaptureOptions, onSend: (call: CapturedCall) => void) {
  const { reader, sender } = options;
  return createWalletClient({
    account: sender,
    chain: chainOfClient(reader),
    transport: custom({
      async request({ method, params }: { method: string; params?: unknown }) {
        if (method === 'eth_sendTransaction' || method === 'wallet_sendTransaction') {
          const [tx] = params as [{ to?: Address; data?: Hex; value?: Hex }];
          const to = tx.to;
          if (!to || !options.allowed.some((a) => isAddressEqual(a, to))) throw unverified();
          const sent: CapturedCall = { to, data: tx.data ?? '0x', value: tx.value ? hexToBigInt(tx.value) : 0n };
          if (options.check && !options.check(sent)) throw unverified();
          onSend(sent);
          return zeroHash;
        }
        if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [sender];
        return (reader.request as (args: { method: string; params?: unknown }) => Promise<unknown>)({ method, params });
      },
    }),
  });
}

export type CaptureClient = ReturnType<typeof capturingClient>;

/** What `action` would send through a wallet on the reader's chain, captured instead of sent. */
export async function captured(
  options: CaptureOptions,
  action: (client: CaptureClient) => Promise<unknown>,
): Promise<CapturedCall> {
  let call: CapturedCall | undefined;
  await action(
    capturingClient(options, (sent) => {
      call = sent;
    }),
  );
  if (!call) throw appError('route-unsendable', 'This route cannot be sent from here');
  return call;
}

/**
 * A deposit's request to the Bridgehub must be the Direct one (ETH, the chain's base token) for this ZK
 * chain, crediting exactly `amount` to `recipient` with no call: never the two-bridges one, nor a request
 * to another chain or address, whatever the L2 node named.
 */
export function depositCheck(pair: ZkPair, expected?: { recipient: Address; amount: bigint }) {
  return ({ data }: CapturedCall) => {
    try {
      const call = decodeFunctionData({ abi: zkBridgehubAbi, data });
      if (call.functionName !== 'requestL2TransactionDirect') return false;
      const [request] = call.args;
      if (request.chainId !== BigInt(pair.l2.chainId)) return false;
      return (
        !expected ||
        (isAddressEqual(request.l2Contract, expected.recipient) &&
          request.l2Value === expected.amount &&
          request.l2Calldata === '0x')
      );
    } catch {
      return false;
    }
  };
}
