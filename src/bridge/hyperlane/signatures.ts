/**
 * The validators' signatures of a dispatched message, read as the Hyperlane relayer reads them
 * (docs/self-delivery.md): the destination Mailbox (from the config) names the recipient's ISM; the ISM, its
 * validators and threshold (a routing ISM's route followed); the origin's `ValidatorAnnounce` (from the config)
 * their storage; each store the checkpoint of the message's index in the origin's Merkle tree. Every answer is
 * data: a checkpoint counts only when its signature recovers to a validator the ISM names, and the ISM itself
 * checks the metadata when the Mailbox processes it.
 */
import { type Address, getAddress, type Hex, isAddressEqual, type Log, pad, parseEventLogs, slice } from 'viem';
import { type ChainClient, publicClient } from '../../api/chain-clients';
import type { NetworkChain, NetworkConfig } from '../../config';
import {
  agreeingCheckpoints,
  type CheckpointSubject,
  checkedCheckpoint,
  checkpointKey,
  checkpointStore,
  type SignedCheckpoint,
} from './checkpoints';
import type { DispatchedMessage } from './dispatched';
import { deliveryMailboxAbi, ismAbi, merkleTreeHookAbi, validatorAnnounceAbi } from './ism-abis';

/** IInterchainSecurityModule.Types (hyperlane-monorepo, solidity/contracts/interfaces/IInterchainSecurityModule.sol). */
const ROUTING = 1;
const AGGREGATION = 2;
const MESSAGE_ID_MULTISIG = 5;
/** How many routing or aggregation ISMs are followed before the ISM counts as one the app cannot build for. */
const MAX_HOPS = 3;
/** A validator's store that has not answered by then counts as unreadable. */
const STORE_TIMEOUT_MS = 5000;

/** What the validators of a message's destination ISM have signed, or the ISM type the app cannot build for. */
export type Signatures =
  | { readonly kind: 'unsupported'; readonly moduleType: number }
  | {
      readonly kind: 'counted';
      /** The message-id multisig the metadata is for (a routing ISM's route, an aggregation's module). */
      readonly ism: Address;
      /** Where its metadata sits in an aggregation ISM's (a 1-of-n aggregation, as mainnet's default ISMs are). */
      readonly within?: { readonly count: number; readonly at: number };
      readonly validators: readonly Address[];
      readonly threshold: number;
      /** The checked checkpoints, one per validator that signed, agreeing on one root (`agreeingCheckpoints`). */
      readonly signed: readonly SignedCheckpoint[];
      /** Validators whose store could not be read (no location, a scheme a browser cannot read, a failed fetch). */
      readonly unreadable: number;
    };

/** Where a message sits in the origin's Merkle tree: its index, and the hook that inserted it (as bytes32). */
export interface TreePlace {
  readonly index: number;
  readonly hook: Hex;
}

/**
 * The message's place in the origin's Merkle tree: its hook's `InsertedIntoTree` in the origin transaction.
 * The hook is data too: a checkpoint counts only when its validator signed this hook's root (`checkedCheckpoint`).
 */
export function treePlace(logs: readonly Log[], messageId: Hex): TreePlace | undefined {
  const inserted = parseEventLogs({ abi: merkleTreeHookAbi, logs: [...logs], strict: true }).find(
    (log) => log.args.messageId.toLowerCase() === messageId.toLowerCase(),
  );
  return inserted ? { index: inserted.args.index, hook: pad(inserted.address).toLowerCase() as Hex } : undefined;
}

type Resolved =
  | { readonly kind: 'unsupported'; readonly moduleType: number }
  | {
      readonly kind: 'multisig';
      readonly ism: Address;
      readonly validators: readonly Address[];
      readonly threshold: number;
      readonly within?: { readonly count: number; readonly at: number };
    };

/**
 * The message-id multisig that verifies `message` under `ism`, as the SDK's metadata builder finds it: a routing
 * ISM followed to its route; of a 1-of-n aggregation, its first module that is one (each module read in turn).
 * Any other type, or an aggregation needing more than one module, is one the app cannot build metadata for.
 */
export async function resolveIsm(client: ChainClient, ism: Address, message: Hex, hops = 0): Promise<Resolved> {
  const moduleType = await client.readContract({ address: ism, abi: ismAbi, functionName: 'moduleType' });
  if (moduleType === ROUTING && hops < MAX_HOPS) {
    const routed = await client.readContract({ address: ism, abi: ismAbi, functionName: 'route', args: [message] });
    return resolveIsm(client, routed, message, hops + 1);
  }
  if (moduleType === AGGREGATION && hops < MAX_HOPS) {
    const [modules, threshold] = await client.readContract({
      address: ism,
      abi: ismAbi,
      functionName: 'modulesAndThreshold',
      args: [message],
    });
    if (threshold !== 1) return { kind: 'unsupported', moduleType };
    for (const [at, module] of modules.entries()) {
      // A module that cannot be read is one the app cannot build for; a later one may still be.
      const resolved = await resolveIsm(client, module, message, hops + 1).catch(() => undefined);
      if (resolved?.kind === 'multisig' && !resolved.within) {
        return { ...resolved, within: { count: modules.length, at } };
      }
    }
    return { kind: 'unsupported', moduleType };
  }
  if (moduleType !== MESSAGE_ID_MULTISIG) return { kind: 'unsupported', moduleType };
  const [validators, threshold] = await client.readContract({
    address: ism,
    abi: ismAbi,
    functionName: 'validatorsAndThreshold',
    args: [message],
  });
  return { kind: 'multisig', ism, validators, threshold };
}

/**
 * The ISMs found for messages, by destination chain and message id: a late transfer's diagnosis reads its
 * signatures every 15 s, and its ISM walk (up to five reads in turn) is not read again each time. A read that
 * failed is forgotten; an ISM its owner changes meanwhile is caught by the send's simulation and by `process`.
 */
const multisigs = new Map<string, Promise<Resolved>>();

function multisigFor(destination: NetworkChain & { mailbox: Address }, message: DispatchedMessage, messageId: Hex) {
  const key = `${destination.chainId}:${messageId.toLowerCase()}`;
  let read = multisigs.get(key);
  if (!read) {
    const client = publicClient(destination);
    read = client
      .readContract({
        address: destination.mailbox,
        abi: deliveryMailboxAbi,
        functionName: 'recipientIsm',
        args: [getAddress(slice(message.recipient, 12))],
      })
      .then((ism) => resolveIsm(client, ism, message.message));
    multisigs.set(key, read);
    read.catch(() => multisigs.delete(key));
  }
  return read;
}

/** Checkpoints once found signed: a signature does not change, so it is not fetched again. */
const signedBefore = new Map<string, SignedCheckpoint>();

/** `validator`'s checkpoint of the message from its last announced location; undefined when not signed. */
async function checkpointOf(
  network: NetworkConfig,
  locations: readonly string[],
  validator: Address,
  subject: CheckpointSubject,
): Promise<SignedCheckpoint | undefined> {
  const key = [subject.originDomain, subject.hook, subject.index, subject.messageId, validator].join(':');
  const known = signedBefore.get(key);
  if (known) return known;
  // The last announcement is the validator's current store, as the relayer reads it.
  const location = locations.at(-1);
  if (!location) throw new Error(`Validator ${validator} announced no storage`);
  const store = checkpointStore(location, network.gcsApiUrl);
  if (store.kind === 'unreadable') throw new Error(`Validator storage ${location} cannot be read from a browser`);
  const response = await fetch(store.objectUrl(checkpointKey(subject.index)), {
    signal: AbortSignal.timeout(STORE_TIMEOUT_MS),
  });
  // Not written yet: a store answers 404 (Cloud Storage) or 403 (a public S3 bucket) for a missing object.
  if (store.missing.includes(response.status)) return undefined;
  if (!response.ok) throw new Error(`Validator storage answered ${response.status}`);
  const checked = await checkedCheckpoint(await response.json(), validator, subject);
  if (checked) signedBefore.set(key, checked);
  return checked;
}

/**
 * The signatures of `message` (dispatched on `origin` with id `messageId` at tree index `index`) that its
 * destination ISM's validators have published. Rejects when a chain cannot be read.
 */
export async function readSignatures(
  network: NetworkConfig,
  origin: NetworkChain,
  destination: NetworkChain,
  message: DispatchedMessage,
  subject: { readonly messageId: Hex } & TreePlace,
): Promise<Signatures> {
  if (!destination.mailbox || !origin.validatorAnnounce) {
    throw new Error('The config names no Mailbox or ValidatorAnnounce for this route');
  }
  const multisig = await multisigFor({ ...destination, mailbox: destination.mailbox }, message, subject.messageId);
  if (multisig.kind === 'unsupported') return multisig;
  const { ism, validators, threshold, within } = multisig;
  const locations = await publicClient(origin).readContract({
    address: origin.validatorAnnounce,
    abi: validatorAnnounceAbi,
    functionName: 'getAnnouncedStorageLocations',
    args: [validators],
  });
  const reads = await Promise.allSettled(
    validators.map((validator, i) =>
      checkpointOf(network, locations[i] ?? [], validator, { ...subject, originDomain: origin.domainId }),
    ),
  );
  const found = reads.flatMap((read) => (read.status === 'fulfilled' && read.value ? [read.value] : []));
  // One per validator, whatever the ISM lists twice.
  const signed = agreeingCheckpoints(
    found.filter((s, i) => found.findIndex((t) => isAddressEqual(t.validator, s.validator)) === i),
  );
  return {
    kind: 'counted',
    ism,
    ...(within ? { within } : {}),
    validators,
    threshold,
    signed,
    unreadable: reads.filter((read) => read.status === 'rejected').length,
  };
}
