/** The zk method's on-demand part: everything that needs viem's zkSync actions, loaded on first use. */
export { zkClaimCost } from './claim-fee';
export { zkError } from './errors';
export { findTransfers, transferFromHash } from './find';
export { planZkClaim, planZkTransfer, zkFee } from './plans';
export { track } from './track';
