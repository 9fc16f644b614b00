/**
 * The networks a mainnet build does not need on its first screen, loaded on demand together (one chunk):
 * testnet, and the devnet's config with its manifest's schema (README, the first-load budget).
 */
export { devnetConfig } from './devnet';
export { publicDevnetManifestSchema } from './devnet-manifest';
export { TESTNET } from './testnet';
