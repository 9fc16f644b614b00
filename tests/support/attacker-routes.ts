/**
 * For browser tests that play an attacker with a deployer's skills (README, "Threat model"): genuine
 * Hyperlane warp routers from `@hyperlane-xyz/core`, on the devnet's real Mailboxes, enrolled with each other
 * and wrapping the real MAGIC and Smol Brains, but deployed and owned by an account the config does not trust.
 * Every on-chain check of a server route passes for them except the owner, or (`disguise`) the owner is the
 * one the config trusts while the attacker keeps the ISM that decides which messages release the collateral.
 */
import {
  HypERC20__factory,
  HypERC20Collateral__factory,
  HypERC721__factory,
  HypERC721Collateral__factory,
} from '@hyperlane-xyz/core';
import { type Abi, type Address, type Hex, pad, zeroAddress } from 'viem';
import type { DevnetManifest } from '../../src/config/devnet-manifest';
import { attackerOn } from './attacker-account';

export interface AttackerRoute {
  readonly collateral: Address;
  readonly synthetic: Address;
}

/** Every router has `enrollRemoteRouter` and Ownable's `transferOwnership`: one ABI serves both ends. */
const routerAbi = HypERC20Collateral__factory.abi as Abi;

/** Names a trusted owner on the routers while the ISM stays the attacker's. */
export interface Disguise {
  readonly owner: Address;
}

export async function deployAttackerRoutes(
  manifest: DevnetManifest,
  from: { home: string; away: string },
  disguise?: Disguise,
): Promise<{ attacker: Address; erc20: AttackerRoute; erc721: AttackerRoute }> {
  const { devnet, home, away } = attackerOn(manifest, from);
  const tokenOn = (symbol: string) => devnet.token(symbol, from.home).token;

  async function deploy(chain: typeof home, abi: Abi, bytecode: string, args: readonly unknown[]) {
    const hash = await chain.wallet.deployContract({ abi, bytecode: bytecode as Hex, args });
    const { contractAddress } = await chain.client.waitForTransactionReceipt({ hash });
    if (!contractAddress) throw new Error('no contract deployed');
    return contractAddress;
  }
  async function call(chain: typeof home, address: Address, abi: Abi, functionName: string, args: readonly unknown[]) {
    const hash = await chain.wallet.writeContract({ address, abi, functionName, args });
    await chain.client.waitForTransactionReceipt({ hash });
  }
  // The attacker initialises as owner (enrolling needs it), then, disguised, hands ownership over in one
  // step (Ownable needs no acceptance), keeping the ISM it set. Any contract stands in for a permissive ISM
  // here (the router refuses an account without code): the chain's gas paymaster.
  const ismOn = (chain: typeof home) => (disguise ? (chain.interchainGasPaymaster as Address) : zeroAddress);
  async function finish(route: AttackerRoute) {
    await call(home, route.collateral, routerAbi, 'enrollRemoteRouter', [away.domainId, pad(route.synthetic)]);
    await call(away, route.synthetic, routerAbi, 'enrollRemoteRouter', [home.domainId, pad(route.collateral)]);
    if (!disguise) return;
    await call(home, route.collateral, routerAbi, 'transferOwnership', [disguise.owner]);
    await call(away, route.synthetic, routerAbi, 'transferOwnership', [disguise.owner]);
  }
  const owner = home.wallet.account.address;

  const erc20: AttackerRoute = {
    collateral: await deploy(home, HypERC20Collateral__factory.abi as Abi, HypERC20Collateral__factory.bytecode, [
      tokenOn('MAGIC'),
      1n,
      1n,
      home.mailbox,
    ]),
    synthetic: await deploy(away, HypERC20__factory.abi as Abi, HypERC20__factory.bytecode, [18, 1n, 1n, away.mailbox]),
  };
  await call(home, erc20.collateral, HypERC20Collateral__factory.abi as Abi, 'initialize', [
    zeroAddress,
    ismOn(home),
    owner,
  ]);
  await call(away, erc20.synthetic, HypERC20__factory.abi as Abi, 'initialize', [
    0n,
    'MAGIC',
    'MAGIC',
    zeroAddress,
    ismOn(away),
    owner,
  ]);
  await finish(erc20);

  const erc721: AttackerRoute = {
    collateral: await deploy(home, HypERC721Collateral__factory.abi as Abi, HypERC721Collateral__factory.bytecode, [
      tokenOn('SmolBrain'),
      home.mailbox,
    ]),
    synthetic: await deploy(away, HypERC721__factory.abi as Abi, HypERC721__factory.bytecode, [away.mailbox]),
  };
  await call(home, erc721.collateral, HypERC721Collateral__factory.abi as Abi, 'initialize', [
    zeroAddress,
    ismOn(home),
    owner,
  ]);
  await call(away, erc721.synthetic, HypERC721__factory.abi as Abi, 'initialize', [
    0n,
    'Smol Brains',
    'SmolBrain',
    zeroAddress,
    ismOn(away),
    owner,
  ]);
  await finish(erc721);
  return { attacker: owner, erc20, erc721 };
}
