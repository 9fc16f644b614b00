import { isAddress } from 'viem';
import { publicClient } from '../../api/chain-clients';
import { zkAssetRouterAbi, zkBridgehubAbi, zkNullifierAbi } from './abis';
import {
  type CheckedBridge,
  checkBridge,
  type NodeBridgeAnswer,
  nodeBridgeContractsSchema,
  type VerifiedBridge,
} from './check';
import { zkPublicClient } from './client';
import type { ZkPair } from './pairs';

const checkedBridges = new Map<string, Promise<CheckedBridge>>();

/**
 * The pair's bridge contracts, read before any wallet request and rooted in L1 (`checkBridge`): from the
 * configured Bridgehub down to the asset router, nullifier, vault and legacy L2 bridge, with where the L2
 * node names others. Read once per page load.
 */
export function checkedBridge(pair: ZkPair): Promise<CheckedBridge> {
  const key = `${pair.l1.rpcUrls.join(' ')}:${pair.l2.rpcUrls.join(' ')}:${pair.config.bridgehub}`;
  let checked = checkedBridges.get(key);
  if (!checked) {
    checked = verifyBridge(pair);
    checked.catch(() => checkedBridges.delete(key));
    checkedBridges.set(key, checked);
  }
  return checked;
}

/** The pair's bridge contracts as L1 names them (`checkedBridge`). */
export const verifiedBridge = async (pair: ZkPair): Promise<VerifiedBridge> => (await checkedBridge(pair)).verified;

/**
 * The node's answers, each one missing when it could not be read or parsed: compared with L1, never needed.
 */
async function nodeAnswer(pair: ZkPair): Promise<NodeBridgeAnswer> {
  const l2 = zkPublicClient(pair.l2);
  // The answer is parsed here, not taken as viem's type: a v26+ node leaves out keys older ones sent.
  const request = l2.request as (args: { method: 'zks_getBridgeContracts' }) => Promise<unknown>;
  const [answer, bridgehub] = await Promise.allSettled([
    request({ method: 'zks_getBridgeContracts' }),
    l2.getBridgehubContractAddress(),
  ]);
  const contracts = answer.status === 'fulfilled' ? nodeBridgeContractsSchema.safeParse(answer.value) : undefined;
  const named = bridgehub.status === 'fulfilled' ? bridgehub.value : undefined;
  return {
    contracts: contracts?.success ? contracts.data : undefined,
    bridgehub: named !== undefined && isAddress(named, { strict: false }) ? named : undefined,
  };
}

/**
 * Reads what `checkBridge` compares, every time (a deposit's send-time check reads it again, `plans.ts`): the
 * node's answers alongside the L1 reads, which go in three rounds
 * (the Bridgehub, then the asset router it names, then the nullifier that names), each round's calls made
 * in the same tick so that the L1 client sends them as one JSON-RPC batch. A node that names other
 * contracts is a console line and a note in the review, not a stop: the contracts are L1's (docs/routes.md, "The bridge contracts,
 * checked from L1").
 */
export async function verifyBridge(pair: ZkPair): Promise<CheckedBridge> {
  const { bridgehub } = pair.config;
  const l2ChainId = BigInt(pair.l2.chainId);
  const l1 = publicClient(pair.l1);
  const fromL1 = (async () => {
    const [assetRouter, zkChain] = await Promise.all([
      l1.readContract({ address: bridgehub, abi: zkBridgehubAbi, functionName: 'assetRouter' }),
      l1.readContract({ address: bridgehub, abi: zkBridgehubAbi, functionName: 'getZKChain', args: [l2ChainId] }),
    ]);
    const [nullifier, vault] = await Promise.all([
      l1.readContract({ address: assetRouter, abi: zkAssetRouterAbi, functionName: 'L1_NULLIFIER' }),
      l1.readContract({ address: assetRouter, abi: zkAssetRouterAbi, functionName: 'nativeTokenVault' }),
    ]);
    const legacyL2Bridge = await l1.readContract({
      address: nullifier,
      abi: zkNullifierAbi,
      functionName: 'l2BridgeAddress',
      args: [l2ChainId],
    });
    return { assetRouter, zkChain, nullifier, vault, legacyL2Bridge };
  })();
  const [node, reads] = await Promise.all([nodeAnswer(pair), fromL1]);
  const checked = checkBridge(pair.config, node, reads);
  for (const disagreement of checked.disagreements) {
    console.warn(`The ${pair.l2.chainName} node disagrees with L1, whose contracts are used: ${disagreement}`);
  }
  return checked;
}
