/**
 * Validators' signed checkpoints and the ISM metadata built from them (docs/self-delivery.md), pure: where a
 * validator's checkpoint for a message is stored, what a stored checkpoint must say, whom its signature
 * recovers to, and the bytes a message-id multisig ISM reads. Loaded with the late diagnosis, never on the
 * first screen.
 *
 * The formats are the Hyperlane agents' and contracts' (hyperlane-monorepo): the checkpoint and its digest,
 * rust/main/hyperlane-core/src/types/checkpoint.rs and solidity/contracts/libs/CheckpointLib.sol; the storage
 * locations and object names, typescript/sdk/src/aws/validator.ts and src/gcp/validator.ts; the metadata,
 * solidity/contracts/isms/libs/MessageIdMultisigIsmMetadata.sol and AggregationIsmMetadata.sol.
 */
import {
  type Address,
  concat,
  encodePacked,
  type Hex,
  isAddressEqual,
  isHex,
  keccak256,
  pad,
  recoverMessageAddress,
  size,
  stringToHex,
} from 'viem';
import * as z from 'zod/mini';

/** Where a validator's announced storage is read over HTTP, or why it cannot be from a browser. */
export type CheckpointStore =
  | {
      readonly kind: 'http';
      readonly objectUrl: (key: string) => string;
      /** The statuses it answers for an object not written yet: 404, and a public S3 bucket's 403. */
      readonly missing: readonly number[];
    }
  | { readonly kind: 'unreadable'; readonly location: string };

/** The object a checkpoint of the message at tree index `index` is stored as (the SDK's and the agents' name). */
export const checkpointKey = (index: number) => `checkpoint_${index}_with_id.json`;

/** The announcement object some validators name in their location, which the SDK strips (gcp/validator.ts). */
const ANNOUNCEMENT_SUFFIX = /\/?gcsAnnouncementKey$/;

/**
 * A validator's announced location (`ValidatorAnnounce`) as an HTTP store: `s3://bucket/region[/folder]` (S3's
 * virtual-hosted URL) or `gs://bucket[/folder]` (Cloud Storage's JSON API at `gcsApiUrl`). Anything else
 * (`file://`, an unknown scheme) cannot be read from a browser.
 */
export function checkpointStore(location: string, gcsApiUrl: string): CheckpointStore {
  const s3 = /^s3:\/\/([a-z0-9.-]+)\/([a-z0-9-]+)(?:\/(.+))?$/.exec(location);
  if (s3?.[1] && s3[2]) {
    const [, bucket, region, folder] = s3;
    const base = `https://${bucket}.s3.${region}.amazonaws.com/`;
    return {
      kind: 'http',
      objectUrl: (key) => `${base}${folder ? `${folder.replace(/\/$/, '')}/` : ''}${key}`,
      missing: [403, 404],
    };
  }
  const gs = /^gs:\/\/([a-z0-9._-]+)(?:\/(.+))?$/.exec(location.replace(ANNOUNCEMENT_SUFFIX, ''));
  if (gs?.[1]) {
    const [, bucket, folder] = gs;
    const base = `${gcsApiUrl.replace(/\/$/, '')}/storage/v1/b/${encodeURIComponent(bucket)}/o/`;
    return {
      kind: 'http',
      objectUrl: (key) => `${base}${encodeURIComponent(folder ? `${folder}/${key}` : key)}?alt=media`,
      missing: [404],
    };
  }
  return { kind: 'unreadable', location };
}

const hex = () => z.string().check(z.refine((value) => isHex(value)));

/** A stored `CheckpointWithMessageId` with its signature, as the agents write it (`SignedCheckpointWithMessageId`). */
const signedCheckpointSchema = z.object({
  value: z.object({
    checkpoint: z.object({
      // An H256 in the agents' JSON; an address in older writers'.
      merkle_tree_hook_address: hex(),
      mailbox_domain: z.number().check(z.int(), z.nonnegative()),
      root: hex(),
      index: z.number().check(z.int(), z.nonnegative()),
    }),
    message_id: hex(),
  }),
  serialized_signature: hex(),
});

/** A checkpoint a validator signed for the message, checked: its hook, root, index and 65-byte signature. */
export interface SignedCheckpoint {
  readonly validator: Address;
  readonly hook: Hex;
  readonly root: Hex;
  readonly index: number;
  readonly signature: Hex;
}

/**
 * What the checkpoint must be of: the message, where it was dispatched, its place in the origin's tree and the
 * Merkle tree hook that inserted it there (the `InsertedIntoTree` log's emitter, as bytes32).
 */
export interface CheckpointSubject {
  readonly originDomain: number;
  readonly messageId: Hex;
  readonly index: number;
  readonly hook: Hex;
}

/** The digest a validator signs (EIP-191) for a checkpoint with its message id (CheckpointLib.digest). */
export function checkpointDigest(checkpoint: {
  readonly originDomain: number;
  readonly hook: Hex;
  readonly root: Hex;
  readonly index: number;
  readonly messageId: Hex;
}): Hex {
  const domainHash = keccak256(
    encodePacked(
      ['uint32', 'bytes32', 'bytes'],
      [checkpoint.originDomain, pad(checkpoint.hook), stringToHex('HYPERLANE')],
    ),
  );
  return keccak256(
    encodePacked(
      ['bytes32', 'bytes32', 'uint32', 'bytes32'],
      [domainHash, checkpoint.root, checkpoint.index, checkpoint.messageId],
    ),
  );
}

/**
 * `stored` as `validator`'s checkpoint of `subject`, or nothing: another message, domain or index, a malformed
 * object, or a signature that does not recover to the validator are all "not signed", never trusted.
 */
export async function checkedCheckpoint(
  stored: unknown,
  validator: Address,
  subject: CheckpointSubject,
): Promise<SignedCheckpoint | undefined> {
  const parsed = signedCheckpointSchema.safeParse(stored);
  if (!parsed.success) return undefined;
  const { value, serialized_signature: signature } = parsed.data;
  const { checkpoint } = value;
  const hook = pad(checkpoint.merkle_tree_hook_address as Hex).toLowerCase() as Hex;
  const root = checkpoint.root.toLowerCase() as Hex;
  if (
    (value.message_id as Hex).toLowerCase() !== subject.messageId.toLowerCase() ||
    checkpoint.mailbox_domain !== subject.originDomain ||
    checkpoint.index !== subject.index ||
    hook !== subject.hook.toLowerCase() ||
    size(root) !== 32 ||
    size(signature as Hex) !== 65
  ) {
    return undefined;
  }
  const digest = checkpointDigest({ ...subject, hook, root });
  // `ecrecover` in the ISM wants v as 27 or 28; some signers write 0 or 1 (the SDK's `joinSignature` mends it).
  const v = Number.parseInt(signature.slice(-2), 16);
  const normalized = (v < 27 ? `${signature.slice(0, -2)}${(v + 27).toString(16)}` : signature) as Hex;
  try {
    const signer = await recoverMessageAddress({ message: { raw: digest }, signature: normalized });
    if (!isAddressEqual(signer, validator)) return undefined;
  } catch {
    return undefined;
  }
  return { validator, hook, root, index: checkpoint.index, signature: normalized };
}

/**
 * The checked checkpoints that agree on one root, the most of them: validators sign the root of the origin's
 * tree after the message, so only one that diverges (a reorganised chain, a faulty signer) is left out, and
 * what is counted is what the metadata can carry.
 */
export function agreeingCheckpoints(signed: readonly SignedCheckpoint[]): SignedCheckpoint[] {
  const groups = signed.map((checkpoint) => signed.filter((other) => other.root === checkpoint.root));
  return groups.reduce<SignedCheckpoint[]>((most, group) => (group.length > most.length ? group : most), []);
}

/**
 * A message-id multisig ISM's metadata: the origin's Merkle tree hook, the signed root and index, then the
 * first `threshold` signatures in the ISM's own validator order, as `AbstractMultisigIsm.verify` walks them.
 * Nothing when fewer than `threshold` validators signed the same checkpoint.
 */
export function messageIdMultisigMetadata(
  validators: readonly Address[],
  threshold: number,
  signed: readonly SignedCheckpoint[],
): Hex | undefined {
  const agreeing = agreeingCheckpoints(signed);
  const [first] = agreeing;
  if (!first || threshold < 1) return undefined;
  const ordered = validators.flatMap((validator) => {
    const found = agreeing.find((s) => isAddressEqual(s.validator, validator));
    return found ? [found.signature] : [];
  });
  if (ordered.length < threshold) return undefined;
  return concat([first.hook, first.root, encodePacked(['uint32'], [first.index]), ...ordered.slice(0, threshold)]);
}

/**
 * An aggregation ISM's metadata carrying `inner` for its module at `at` of `count` and none for the others
 * (AggregationIsmMetadata.sol): a uint32 start and end per module, zero for a module without metadata, then the
 * metadata itself; the offsets count from the start of the whole.
 */
export function aggregationMetadata(count: number, at: number, inner: Hex): Hex {
  const header = count * 8;
  const ranges = Array.from({ length: count }, (_, i) =>
    i === at ? encodePacked(['uint32', 'uint32'], [header, header + size(inner)]) : encodePacked(['uint64'], [0n]),
  );
  return concat([...ranges, inner]);
}
