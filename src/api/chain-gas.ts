/**
 * viem's gas estimate, loaded on first use by `chain-clients.ts`: it brings transaction preparation (about
 * 20 KB gzip) that only a send needs. A module of its own, not `import('viem/actions')`: a dynamic import of
 * a package index the first screen also imports statically makes every module of that index that any chunk
 * uses part of the first load (docs/performance.md, "First load and chunks").
 */
export { estimateGas } from 'viem/actions';
