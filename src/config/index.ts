/**
 * The features' way to find a network's chain by id.
 * @public
 */
export { chainOf } from './chain-of';
export { ConfigError } from './config-error';
export { DevnetStartingError, devnetProgressUrl, loadNetworkConfig, networkName } from './network';
export type * from './types';
