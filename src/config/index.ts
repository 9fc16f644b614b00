export { chainOf } from './chain-of';
export { addressUrl, CHAINS, type ChainConfig, type ChainSlug, chainById, txUrl } from './chains';
export { DevnetStartingError, loadNetworkConfig, NETWORK_NAMES, networkName } from './network';
export type * from './types';
export { ConfigError } from './validate';
