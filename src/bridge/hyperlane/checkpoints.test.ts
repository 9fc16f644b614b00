import { AggregationMetadataBuilder, MultisigMetadataBuilder } from '@hyperlane-xyz/relayer/metadata';
import { IsmType } from '@hyperlane-xyz/sdk';
import { BaseValidator } from '@hyperlane-xyz/utils';
import { type Address, type Hex, keccak256, pad, size, slice, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  aggregationMetadata,
  agreeingCheckpoints,
  checkedCheckpoint,
  checkpointDigest,
  checkpointStore,
  messageIdMultisigMetadata,
  type SignedCheckpoint,
} from './checkpoints';

const KEYS = [pad('0x01'), pad('0x02'), pad('0x03')] as const;
const VALIDATORS = [privateKeyToAccount(KEYS[0]), privateKeyToAccount(KEYS[1]), privateKeyToAccount(KEYS[2])] as const;
const HOOK: Address = '0x00000000000000000000000000000000000000aa';
const ROOT = keccak256(toHex('root'));
const MESSAGE_ID = keccak256(toHex('message'));
const SUBJECT = { originDomain: 42161, messageId: MESSAGE_ID, index: 7, hook: pad(HOOK) };

/** A checkpoint as a validator writes it (`SignedCheckpointWithMessageId`), signed by `signer`. */
async function stored(
  signer: (typeof VALIDATORS)[number] = VALIDATORS[0],
  overrides: { messageId?: Hex; index?: number } = {},
) {
  const index = overrides.index ?? SUBJECT.index;
  const messageId = overrides.messageId ?? MESSAGE_ID;
  const digest = checkpointDigest({
    originDomain: SUBJECT.originDomain,
    hook: pad(HOOK),
    root: ROOT,
    index,
    messageId,
  });
  const signature = await signer.signMessage({ message: { raw: digest } });
  return {
    value: {
      checkpoint: { merkle_tree_hook_address: pad(HOOK), mailbox_domain: SUBJECT.originDomain, root: ROOT, index },
      message_id: messageId,
    },
    signature: { r: slice(signature, 0, 32), s: slice(signature, 32, 64), v: Number(slice(signature, 64)) },
    serialized_signature: signature,
  };
}

describe('a validator’s checkpoint', () => {
  it('is signed over the digest the Hyperlane SDK computes (CheckpointLib.digest)', async () => {
    const checkpoint = { root: ROOT, index: 7, mailbox_domain: 42161, merkle_tree_hook_address: pad(HOOK) };
    const file = await stored();
    expect(BaseValidator.recoverAddress(file as never)).toBe(VALIDATORS[0].address);
    expect(toHex(BaseValidator.messageHash(checkpoint, MESSAGE_ID))).toBe(
      checkpointDigest({ ...SUBJECT, hook: pad(HOOK), root: ROOT }),
    );
  });

  it('counts only when it is of this message, domain and index, and recovers to the validator', async () => {
    const validator = VALIDATORS[0].address;
    expect(await checkedCheckpoint(await stored(), validator, SUBJECT)).toMatchObject({
      validator,
      root: ROOT,
      index: 7,
    });
    // Another validator's signature under this validator's name, another message, another index: not signed.
    expect(await checkedCheckpoint(await stored(VALIDATORS[1]), validator, SUBJECT)).toBeUndefined();
    const other = keccak256(toHex('other'));
    expect(
      await checkedCheckpoint(await stored(VALIDATORS[0], { messageId: other }), validator, SUBJECT),
    ).toBeUndefined();
    expect(await checkedCheckpoint(await stored(VALIDATORS[0], { index: 8 }), validator, SUBJECT)).toBeUndefined();
    expect(await checkedCheckpoint(await stored(), validator, { ...SUBJECT, originDomain: 1 })).toBeUndefined();
    // Signed over another Merkle tree hook than the one that inserted the message.
    expect(await checkedCheckpoint(await stored(), validator, { ...SUBJECT, hook: pad('0xbb') })).toBeUndefined();
    expect(await checkedCheckpoint({ value: 'nonsense' }, validator, SUBJECT)).toBeUndefined();
  });
});

describe('a message-id multisig ISM’s metadata', () => {
  const signedBy = async (i: 0 | 1 | 2) => {
    const checked = await checkedCheckpoint(await stored(VALIDATORS[i]), VALIDATORS[i].address, SUBJECT);
    if (!checked) throw new Error('not signed');
    return checked;
  };
  const addresses = VALIDATORS.map((v) => v.address);

  it('is the hook, root and index, then the threshold’s signatures in the ISM’s validator order', async () => {
    const [first, , third] = await Promise.all([signedBy(0), signedBy(1), signedBy(2)]);
    // Found in another order than the ISM lists them.
    const signed: SignedCheckpoint[] = [third, first];
    const metadata = messageIdMultisigMetadata(addresses, 2, signed);
    if (!metadata) throw new Error('no metadata');
    expect(size(metadata)).toBe(32 + 32 + 4 + 2 * 65);
    expect(slice(metadata, 0, 32)).toBe(pad(HOOK));
    expect(slice(metadata, 32, 64)).toBe(ROOT);
    expect(slice(metadata, 64, 68)).toBe('0x00000007');
    expect(slice(metadata, 68, 133)).toBe(first.signature);
    expect(slice(metadata, 133)).toBe(third.signature);
  });

  it('is the bytes the Hyperlane relayer encodes (MultisigMetadataBuilder, AggregationMetadataBuilder)', async () => {
    const [first, , third] = await Promise.all([signedBy(0), signedBy(1), signedBy(2)]);
    const metadata = messageIdMultisigMetadata(addresses, 2, [first, third]);
    const relayers = MultisigMetadataBuilder.encode({
      type: IsmType.MESSAGE_ID_MULTISIG,
      checkpoint: { root: ROOT, index: 7, merkle_tree_hook_address: pad(HOOK) },
      signatures: [first.signature, third.signature],
    });
    expect(metadata).toBe(relayers.toLowerCase());
    if (!metadata) throw new Error('no metadata');
    const aggregated = AggregationMetadataBuilder.encode({
      type: IsmType.AGGREGATION,
      submoduleMetadata: [null, metadata],
    });
    expect(aggregationMetadata(2, 1, metadata)).toBe(aggregated.toLowerCase());
  });

  it('leaves out a signature over another root, and counts what agrees', async () => {
    const [first, second, third] = await Promise.all([signedBy(0), signedBy(1), signedBy(2)]);
    const divergent = { ...second, root: keccak256(toHex('other root')) };
    expect(agreeingCheckpoints([first, divergent, third])).toEqual([first, third]);
    expect(messageIdMultisigMetadata(addresses, 2, [divergent, first, third])).toBe(
      messageIdMultisigMetadata(addresses, 2, [first, third]),
    );
    expect(messageIdMultisigMetadata(addresses, 3, [first, divergent, third])).toBeUndefined();
  });

  it('is nothing below the threshold', async () => {
    expect(messageIdMultisigMetadata(addresses, 2, [await signedBy(1)])).toBeUndefined();
    expect(messageIdMultisigMetadata(addresses, 2, [])).toBeUndefined();
  });
});

describe('a 1-of-n aggregation ISM’s metadata', () => {
  it('gives its module at `at` the metadata between offsets counted from the start, and none to the others', () => {
    const inner = '0xaabbcc' as const;
    const metadata = aggregationMetadata(2, 1, inner);
    // Module 0: no metadata (0, 0); module 1: bytes 16 to 19, right after the two ranges.
    expect(metadata).toBe('0x00000000000000000000001000000013aabbcc');
    expect(slice(metadata, 16, 19)).toBe(inner);
  });
});

describe('a validator’s announced storage', () => {
  const GCS = 'https://storage.googleapis.com';

  it('is read over HTTP from S3 and Cloud Storage, as the SDK reads it', () => {
    const s3 = checkpointStore('s3://hyperlane-validator-signatures-x-arbitrum/us-east-1', GCS);
    expect(s3.kind === 'http' && s3.objectUrl('checkpoint_7_with_id.json')).toBe(
      'https://hyperlane-validator-signatures-x-arbitrum.s3.us-east-1.amazonaws.com/checkpoint_7_with_id.json',
    );
    const folder = checkpointStore('s3://bucket/eu-west-1/arbitrum/', GCS);
    expect(folder.kind === 'http' && folder.objectUrl('k')).toBe(
      'https://bucket.s3.eu-west-1.amazonaws.com/arbitrum/k',
    );
    const gs = checkpointStore('gs://validator-bucket/arbitrum', 'http://127.0.0.1:9000');
    expect(gs.kind === 'http' && gs.objectUrl('checkpoint_7_with_id.json')).toBe(
      'http://127.0.0.1:9000/storage/v1/b/validator-bucket/o/arbitrum%2Fcheckpoint_7_with_id.json?alt=media',
    );
    const announced = checkpointStore('gs://validator-bucket/gcsAnnouncementKey', GCS);
    expect(announced.kind === 'http' && announced.objectUrl('k')).toBe(
      `${GCS}/storage/v1/b/validator-bucket/o/k?alt=media`,
    );
  });

  it('is unreadable from a browser on the local file system or an unknown scheme', () => {
    expect(checkpointStore('file:///tmp/validator', GCS).kind).toBe('unreadable');
    expect(checkpointStore('https://example.com/validator', GCS).kind).toBe('unreadable');
  });
});
