/**
 * Multicall3 on the devnet chains, at the addresses of the chains they mimic (viem's chain definitions, as
 * mds1/multicall's deployments list has them; the app's chain metadata names the same ones, chains.test
 * compares): the app's contract reads of a task go out as one `aggregate3` call (docs/rpc.md, "Budget").
 */
import { createRequire } from 'node:module';
import type { Address, Hex } from 'viem';
import { abstract, arbitrum, base, mainnet, ronin } from 'viem/chains';
import type { ChainEndpoint } from './hyperlane';
import { rpc } from './rpc';

const MIMICKED = [arbitrum, abstract, base, mainnet, ronin];

/** Multicall3's creation code as viem ships it (viem exports no path to it, so read from its own folder). */
const { multicall3Bytecode } = createRequire(createRequire(import.meta.url).resolve('viem'))(
  './constants/contracts.js',
) as { multicall3Bytecode: Hex };

/**
 * Places Multicall3 on each chain of `endpoints` whose mainnet namesake has it. Its constructor is run once in
 * an `eth_call` (no transaction: no deployer nonce moves, so every other devnet address stays as it was), and
 * its runtime code set at the address with `anvil_setCode`. Abstract's is the EVM contract where mainnet's
 * is a zkEVM one (docs/zk-devnet.md). Chain state saved after the deploy keeps it.
 */
export async function placeMulticall3(endpoints: readonly ChainEndpoint[]): Promise<void> {
  const [first] = endpoints;
  if (!first) return;
  const code = await rpc<Hex>(first.rpcUrl, 'eth_call', [{ data: multicall3Bytecode }, 'latest']);
  await Promise.all(
    endpoints.map(async ({ chain, rpcUrl }) => {
      const address: Address | undefined = MIMICKED.find((c) => c.id === chain.chainId)?.contracts.multicall3.address;
      if (address) await rpc(rpcUrl, 'anvil_setCode', [address, code]);
    }),
  );
}
