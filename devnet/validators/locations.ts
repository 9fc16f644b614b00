/**
 * Where the devnet's validators keep their signed checkpoints: Google Cloud Storage locations, one bucket per
 * validator and one folder per origin chain, named as Hyperlane's validator agent names them
 * (hyperlane-monorepo rust/main/hyperlane-base/src/types/gcs_storage.rs) and as the SDK reads them
 * (typescript/sdk/src/gcp/validator.ts, storage.ts). The devnet serves these buckets itself (storage.ts);
 * docs/hyperlane-validators.md. The deploy announces these locations, so a change here is a new deploy.
 */

/** The object holding the index of the latest signed checkpoint, a JSON number (the agent's LATEST_INDEX_KEY). */
export const GCS_LATEST_INDEX_KEY = 'gcsLatestIndexKey';
/** The object holding the validator's signed announcement (the agent's ANNOUNCEMENT_KEY). */
export const GCS_ANNOUNCEMENT_KEY = 'gcsAnnouncementKey';

/** The object holding the signed checkpoint of leaf `index` (the agent's `get_checkpoint_key`). */
export function checkpointKey(index: number): string {
  return `checkpoint_${index}_with_id.json`;
}

/** Validator `validator`'s bucket (0-based, in the order of accounts.ts's VALIDATORS). */
export function validatorBucket(validator: number): string {
  return `treasure-devnet-validator-${validator}`;
}

/** The folder of `chain`'s checkpoints in each validator's bucket: the chain's Hyperlane name. */
export function checkpointFolder(chain: string): string {
  return chain;
}

/** An object's name in a bucket: the folder, a slash, the key (gcs_storage.rs `object_path`). */
export function objectName(chain: string, key: string): string {
  return `${checkpointFolder(chain)}/${key}`;
}

/**
 * What validator `validator` announces on `chain`'s ValidatorAnnounce: `gs://<bucket>/<folder>/gcsAnnouncementKey`,
 * exactly the string the agent announces (gcs_storage.rs `announcement_location`). The SDK strips the trailing
 * key (gcp/validator.ts `fromStorageLocation`); the Rust relayer takes the middle part as the folder
 * (hyperlane-base/src/settings/checkpoint_syncer.rs), and would misread `gs://<bucket>/<folder>` (no key) as a
 * bucket without a folder: the trailing key is what keeps both readers right.
 */
export function storageLocation(validator: number, chain: string): string {
  return `gs://${validatorBucket(validator)}/${objectName(chain, GCS_ANNOUNCEMENT_KEY)}`;
}
