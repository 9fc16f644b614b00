/**
 * The features' way to find a network's chain by id.
 * @public
 */
export { chainOf } from './chain-of';
export { DevnetStartingError, devnetProgressUrl, loadNetworkConfig, networkName } from './network';
export type * from './types';
export { ConfigError } from './validate';
