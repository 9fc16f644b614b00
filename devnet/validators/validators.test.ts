/**
 * The validators against the contracts themselves, on one anvil chain: a Mailbox whose required hook is a
 * MerkleTreeHook, the validators' message-id multisig ISM from the official static factory (2 of 3) and a
 * ValidatorAnnounce. What is published is read back the way the relayer reads it, through the SDK's
 * GcpValidator with `https://storage.googleapis.com` redirected to the stand-in (validators/redirect.ts).
 */
import {
  Mailbox__factory,
  MerkleTreeHook__factory,
  type StaticMessageIdMultisigIsm,
  StaticMessageIdMultisigIsm__factory,
  StaticMessageIdMultisigIsmFactory__factory,
  TestIsm__factory,
  TestPostDispatchHook__factory,
  TestRecipient__factory,
  ValidatorAnnounce__factory,
} from '@hyperlane-xyz/core';
import { ethers } from 'ethers';
import { concat, type Hex, hashMessage, pad, recoverMessageAddress, toHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOYER, VALIDATOR_THRESHOLD, VALIDATORS } from '../accounts';
import { type AnvilNode, startAnvil } from '../anvil';
import { devnetChain } from '../chains';
import { freePort } from '../ports';
import { rpc } from '../rpc';
import type { CheckpointWithMessageId } from './checkpoint';
import {
  addressToBytes32,
  announcementDigest,
  checkpointDigest,
  type Signed,
  type signAnnouncement,
} from './checkpoint';
import { checkpointKey, GCS_ANNOUNCEMENT_KEY, GCS_LATEST_INDEX_KEY, objectName, storageLocation } from './locations';
import { IncrementalMerkleTree } from './merkle';
import { redirectGoogleStorage } from './redirect';
import { DevnetValidators } from './validators';

const CHAIN = devnetChain('arbitrum');
const DESTINATION = 8453;
let node: AnvilNode;
let provider: ethers.providers.StaticJsonRpcProvider;
let mailbox: ethers.Contract;
let hook: ethers.Contract;
let ism: StaticMessageIdMultisigIsm;
let recipient: string;
let validators: DevnetValidators;
const originalFetch = globalThis.fetch;

beforeAll(async () => {
  node = await startAnvil(CHAIN, await freePort());
  provider = new ethers.providers.StaticJsonRpcProvider(node.rpcUrl, { chainId: CHAIN.chainId, name: CHAIN.name });
  provider.pollingInterval = 20;
  const signer = new ethers.Wallet(DEPLOYER.privateKey, provider);
  const deployed = async <T extends ethers.Contract>(contract: Promise<T>) => (await contract).deployed();
  mailbox = await deployed(new Mailbox__factory(signer).deploy(CHAIN.domainId));
  hook = await deployed(new MerkleTreeHook__factory(signer).deploy(mailbox.address));
  const testIsm = await deployed(new TestIsm__factory(signer).deploy());
  // The required hook is the tree, as on the devnet's Mailboxes; the default hook (the devnet's gas paymaster) a no-op.
  const defaultHook = await deployed(new TestPostDispatchHook__factory(signer).deploy());
  await (await mailbox.initialize(DEPLOYER.address, testIsm.address, defaultHook.address, hook.address)).wait();
  recipient = (await deployed(new TestRecipient__factory(signer).deploy())).address;
  const factory = await deployed(new StaticMessageIdMultisigIsmFactory__factory(signer).deploy());
  const sorted = VALIDATORS.map((v) => v.address).sort();
  await (await factory.deploy(sorted, VALIDATOR_THRESHOLD)).wait();
  ism = StaticMessageIdMultisigIsm__factory.connect(await factory.getAddress(sorted, VALIDATOR_THRESHOLD), provider);
  validators = await DevnetValidators.start({
    chains: [
      {
        name: CHAIN.name,
        domainId: CHAIN.domainId,
        rpcUrl: node.rpcUrl,
        wsUrl: node.rpcUrl.replace(/^http/, 'ws'),
        mailbox: mailbox.address as Hex,
        merkleTreeHook: hook.address as Hex,
      },
    ],
    validators: VALIDATORS,
    storagePort: await freePort(),
  });
  // What the devnet's relayer does (relayer-main.ts): the SDK's Cloud Storage reads go to the stand-in.
  globalThis.fetch = redirectGoogleStorage(originalFetch, validators.url) as typeof fetch;
}, 60_000);

afterAll(async () => {
  globalThis.fetch = originalFetch;
  await validators?.stop();
  await node?.stop();
});

interface Dispatched {
  readonly message: Hex;
  readonly id: Hex;
  readonly index: number;
}

async function dispatch(body: string): Promise<Dispatched> {
  const sender = mailbox.connect(new ethers.Wallet(DEPLOYER.privateKey, provider));
  const receipt = await (
    await sender['dispatch(uint32,bytes32,bytes)'](DESTINATION, pad(recipient as Hex), toHex(body))
  ).wait();
  const events = receipt.logs.flatMap((log: ethers.providers.Log) => {
    for (const contract of [mailbox, hook]) {
      if (log.address !== contract.address) continue;
      try {
        return [contract.interface.parseLog(log)];
      } catch {}
    }
    return [];
  });
  const dispatchEvent = events.find((e: ethers.utils.LogDescription) => e.name === 'Dispatch');
  const inserted = events.find((e: ethers.utils.LogDescription) => e.name === 'InsertedIntoTree');
  return { message: dispatchEvent.args.message, id: inserted.args.messageId, index: inserted.args.index };
}

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const signedBy = (validator: number) => validators.states()[validator]?.chains[CHAIN.name]?.signed ?? -2;

/** Each validator's published checkpoint of `index`, read through the SDK as the relayer reads it. */
async function checkpointsOf(index: number): Promise<(Signed<CheckpointWithMessageId> | undefined)[]> {
  const { GcpValidator } = await import('@hyperlane-xyz/sdk');
  return Promise.all(
    VALIDATORS.map(async (_, i) => {
      const validator = await GcpValidator.fromStorageLocation(storageLocation(i, CHAIN.name));
      return (await validator.getCheckpoint(index)) as Signed<CheckpointWithMessageId> | undefined;
    }),
  );
}

/** The message-id multisig metadata (isms/libs/MessageIdMultisigIsmMetadata.sol), signatures in the ISM's validator order. */
function metadata(checkpoints: readonly Signed<CheckpointWithMessageId>[]): Hex {
  const [first] = checkpoints;
  if (!first) throw new Error('no checkpoint');
  const order = VALIDATORS.map((v) => v.address.toLowerCase()).sort();
  const byValidator = (c: Signed<CheckpointWithMessageId>) =>
    order.indexOf(VALIDATORS[checkpoints.indexOf(c)]?.address.toLowerCase() ?? '');
  const signatures = [...checkpoints]
    .sort((a, b) => byValidator(a) - byValidator(b))
    .map((c) => c.serialized_signature);
  return concat([
    first.value.checkpoint.merkle_tree_hook_address,
    first.value.checkpoint.root,
    toHex(first.value.checkpoint.index, { size: 4 }),
    ...signatures.slice(0, VALIDATOR_THRESHOLD),
  ]);
}

describe('the devnet validators', () => {
  it("keep the MerkleTreeHook's root after each of several insertions", async () => {
    const tree = new IncrementalMerkleTree();
    for (let i = 0; i < 5; i++) {
      const { id, index } = await dispatch(`tree ${i}`);
      tree.insert(id);
      expect(index).toBe(i);
      expect(tree.root()).toBe(await hook.root());
    }
    await until(() => signedBy(0) === 4 && signedBy(1) === 4 && signedBy(2) === 4, 'the backlog signed');
  }, 30_000);

  it('sign checkpoints that recover to each validator and that the ISM accepts', async () => {
    const sent = await dispatch('verified');
    await until(() => [0, 1, 2].every((v) => signedBy(v) >= sent.index), 'the checkpoint signed');
    const checkpoints = await checkpointsOf(sent.index);
    const root = (await hook.root()) as Hex;
    for (const [i, checkpoint] of checkpoints.entries()) {
      if (!checkpoint) throw new Error(`validator ${i} published nothing`);
      expect(checkpoint.value).toEqual({
        checkpoint: {
          merkle_tree_hook_address: addressToBytes32(hook.address as Hex),
          mailbox_domain: CHAIN.domainId,
          root,
          index: sent.index,
        },
        message_id: sent.id,
      });
      const signer = await recoverMessageAddress({
        message: { raw: checkpointDigest(checkpoint.value) },
        signature: checkpoint.serialized_signature,
      });
      expect(signer).toBe(VALIDATORS[i]?.address);
      expect(Number.isSafeInteger(checkpoint.signature.v)).toBe(true);
    }
    const signed = checkpoints as Signed<CheckpointWithMessageId>[];
    // The contract's own digest (CheckpointLib) and signature check: any 2 of the 3 pass, 1 does not.
    expect(await ism.callStatic.verify(metadata(signed), sent.message)).toBe(true);
    expect(await ism.callStatic.verify(metadata([signed[2], signed[0]] as typeof signed), sent.message)).toBe(true);
    const other = await dispatch('another');
    await expect(ism.callStatic.verify(metadata(signed), other.message)).rejects.toThrow();
  }, 30_000);

  it('publish the announcement the ValidatorAnnounce accepts, and the latest index', async () => {
    const signer = new ethers.Wallet(VALIDATORS[0].privateKey, provider);
    await rpc(node.rpcUrl, 'anvil_setBalance', [signer.address, '0xde0b6b3a7640000']);
    const announce = await new ValidatorAnnounce__factory(new ethers.Wallet(DEPLOYER.privateKey, provider)).deploy(
      mailbox.address,
    );
    await announce.deployed();
    const location = storageLocation(0, CHAIN.name);
    const published = JSON.parse(
      validators.buckets.text('treasure-devnet-validator-0', objectName(CHAIN.name, GCS_ANNOUNCEMENT_KEY)) ?? '',
    ) as Awaited<ReturnType<typeof signAnnouncement>>;
    expect(published.value).toEqual({
      validator: VALIDATORS[0].address.toLowerCase(),
      mailbox_address: addressToBytes32(mailbox.address as Hex),
      mailbox_domain: CHAIN.domainId,
      storage_location: `gs://treasure-devnet-validator-0/arbitrum/gcsAnnouncementKey`,
    });
    expect(await announce.getAnnouncementDigest(location)).toBe(
      hashMessage({ raw: announcementDigest(published.value) }),
    );
    await (await announce.connect(signer).announce(signer.address, location, published.serialized_signature)).wait();
    expect(await announce.getAnnouncedStorageLocations([signer.address])).toEqual([[location]]);
    const latest = validators.buckets.text('treasure-devnet-validator-0', objectName(CHAIN.name, GCS_LATEST_INDEX_KEY));
    expect(Number(latest)).toBe(signedBy(0));
  }, 30_000);

  it('sign nothing while stopped, and catch up when started', async () => {
    validators.stopValidator(2);
    const before = signedBy(2);
    const sent = await dispatch('while stopped');
    await until(() => signedBy(0) >= sent.index && signedBy(1) >= sent.index, 'the others signed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(signedBy(2)).toBe(before);
    const [, , stopped] = await checkpointsOf(sent.index);
    expect(stopped).toBeUndefined();
    // What it published before stays readable.
    expect((await checkpointsOf(before))[2]).toBeDefined();
    expect(validators.states()[2]?.running).toBe(false);
    await validators.startValidator(2);
    expect(signedBy(2)).toBe(sent.index);
    expect((await checkpointsOf(sent.index))[2]?.value.message_id).toBe(sent.id);
  }, 30_000);

  it('sign again what a reorganisation replaced', async () => {
    const kept = await dispatch('kept');
    const dropped = await dispatch('dropped');
    await until(() => signedBy(0) === dropped.index, 'the message to drop signed');
    // The block with the last message is replaced by an empty one, as faults.spec does.
    await rpc(node.rpcUrl, 'anvil_reorg', [1, []]);
    await until(() => signedBy(0) === kept.index, 'the reorganisation seen');
    const bucket = 'treasure-devnet-validator-0';
    expect(validators.buckets.text(bucket, objectName(CHAIN.name, checkpointKey(dropped.index)))).toBeUndefined();
    expect(validators.buckets.text(bucket, objectName(CHAIN.name, GCS_LATEST_INDEX_KEY))).toBe(String(kept.index));
    const replacement = await dispatch('replacement');
    expect(replacement.index).toBe(dropped.index);
    await until(() => [0, 1, 2].every((v) => signedBy(v) === replacement.index), 'the replacement signed');
    const checkpoints = (await checkpointsOf(replacement.index)) as Signed<CheckpointWithMessageId>[];
    expect(checkpoints[0]?.value.message_id).toBe(replacement.id);
    expect(await ism.callStatic.verify(metadata(checkpoints), replacement.message)).toBe(true);
  }, 30_000);
});
