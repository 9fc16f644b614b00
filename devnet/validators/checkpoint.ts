/**
 * What a Hyperlane validator signs and publishes, byte for byte as its agent does (docs/hyperlane-validators.md):
 *
 * - A checkpoint with its message id (hyperlane-monorepo rust/main/hyperlane-core/src/types/checkpoint.rs,
 *   `CheckpointWithMessageId::signing_hash`): keccak256(domainHash ‖ root ‖ index as u32 big-endian ‖ message_id),
 *   where domainHash = keccak256(origin domain as u32 big-endian ‖ merkle tree hook as bytes32 ‖ "HYPERLANE")
 *   (hyperlane-core/src/utils.rs `domain_hash`). The contracts check the same digest
 *   (solidity/contracts/libs/CheckpointLib.sol `digest`, used by AbstractMessageIdMultisigIsm).
 * - An announcement (hyperlane-core/src/types/announcement.rs): keccak256(keccak256(origin domain ‖ mailbox as
 *   bytes32 ‖ "HYPERLANE_ANNOUNCEMENT") ‖ storage location), as ValidatorAnnounce.sol's
 *   `getAnnouncementDigest` checks it.
 *
 * Both are signed as EIP-191 personal messages of the 32-byte digest (hyperlane-core/src/traits/signing.rs,
 * `Signable::eth_signed_message_hash`), and published as the agent serialises a `SignedType`:
 * `{ value, signature: { r, s, v }, serialized_signature }`, r and s as hex numbers without leading zeros, v 27 or
 * 28, the 65-byte r ‖ s ‖ v as `serialized_signature`, and every address and hash lower-case hex.
 */
import { type Address, encodePacked, type Hex, keccak256, pad, parseSignature } from 'viem';
import { signMessage } from 'viem/accounts';

export interface Checkpoint {
  /** The origin's MerkleTreeHook, as bytes32. */
  readonly merkle_tree_hook_address: Hex;
  readonly mailbox_domain: number;
  readonly root: Hex;
  readonly index: number;
}

export interface CheckpointWithMessageId {
  readonly checkpoint: Checkpoint;
  readonly message_id: Hex;
}

export interface Announcement {
  readonly validator: Address;
  /** The origin's Mailbox, as bytes32. */
  readonly mailbox_address: Hex;
  readonly mailbox_domain: number;
  readonly storage_location: string;
}

export interface RecoverableSignature {
  readonly r: Hex;
  readonly s: Hex;
  readonly v: number;
}

export interface Signed<T> {
  readonly value: T;
  readonly signature: RecoverableSignature;
  readonly serialized_signature: Hex;
}

/** An address as the agent writes an H256: left-padded to 32 bytes, lower case. */
export function addressToBytes32(address: Address | Hex): Hex {
  return pad(address.toLowerCase() as Hex, { size: 32 });
}

function domainHash(domain: number, address: Hex, suffix: string): Hex {
  return keccak256(encodePacked(['uint32', 'bytes32', 'string'], [domain, address, suffix]));
}

/** The 32 bytes a validator signs (EIP-191) for a checkpoint with its message id. */
export function checkpointDigest({ checkpoint, message_id }: CheckpointWithMessageId): Hex {
  return keccak256(
    encodePacked(
      ['bytes32', 'bytes32', 'uint32', 'bytes32'],
      [
        domainHash(checkpoint.mailbox_domain, checkpoint.merkle_tree_hook_address, 'HYPERLANE'),
        checkpoint.root,
        checkpoint.index,
        message_id,
      ],
    ),
  );
}

/** The 32 bytes a validator signs (EIP-191) to announce its storage location. */
export function announcementDigest(announcement: Announcement): Hex {
  return keccak256(
    encodePacked(
      ['bytes32', 'string'],
      [
        domainHash(announcement.mailbox_domain, announcement.mailbox_address, 'HYPERLANE_ANNOUNCEMENT'),
        announcement.storage_location,
      ],
    ),
  );
}

/** An unsigned 256-bit number as the agent's serde writes it: 0x and hex digits without leading zeros. */
function hexNumber(value: Hex): Hex {
  return `0x${BigInt(value).toString(16)}`;
}

async function signDigest<T>(privateKey: Hex, value: T, digest: Hex): Promise<Signed<T>> {
  const serialized = await signMessage({ message: { raw: digest }, privateKey });
  const { r, s, v } = parseSignature(serialized);
  if (v === undefined) throw new Error('The signature has no v');
  return { value, signature: { r: hexNumber(r), s: hexNumber(s), v: Number(v) }, serialized_signature: serialized };
}

export function signCheckpoint(
  privateKey: Hex,
  value: CheckpointWithMessageId,
): Promise<Signed<CheckpointWithMessageId>> {
  return signDigest(privateKey, value, checkpointDigest(value));
}

export function signAnnouncement(privateKey: Hex, value: Announcement): Promise<Signed<Announcement>> {
  return signDigest(
    privateKey,
    { ...value, validator: value.validator.toLowerCase() as Address },
    announcementDigest(value),
  );
}
