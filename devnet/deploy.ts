import {
  ERC20Test__factory,
  ERC721Test__factory,
  HypERC721__factory,
  HypERC721Collateral__factory,
} from '@hyperlane-xyz/core';
import { type CoreConfig, EvmCoreModule, HypERC20Deployer, type MultiProvider } from '@hyperlane-xyz/sdk';
import { configureRootLogger, LogFormat, LogLevel } from '@hyperlane-xyz/utils';
import { ethers } from 'ethers';
import type { DeployedToken, RouterStandard } from '../src/config/devnet-manifest';
import { DEPLOYER, USERS } from './accounts';
import { type DevnetChain, devnetChain, NATIVE_USD } from './chains';
import { type ChainEndpoint, devnetMultiProvider } from './hyperlane';
import { placeMulticall3 } from './multicall3';
import { DEVNET_TOKENS, type DevnetTokenSpec, SMOL_BRAIN_ALLOCATION, USER_ERC20_BALANCE } from './tokens';

export interface Deployment {
  /** Core contract addresses per chain name, as the SDK's core module reports them. */
  readonly core: Record<string, Record<string, string>>;
  readonly tokens: readonly DeployedToken[];
}

type Log = (message: string) => void;

/** IGP overhead per destination, on top of the router's destination gas: what the ISM and mailbox cost. */
const DELIVERY_OVERHEAD_GAS = 50_000;
/** The IGP's fixed-point scale for token exchange rates. */
const EXCHANGE_RATE_SCALE = 10n ** 10n;

/**
 * Deploys Multicall3, Hyperlane core, the tokens and their warp routes on fresh devnet chains, and funds the
 * users.
 */
export async function deployDevnet(endpoints: readonly ChainEndpoint[], log: Log): Promise<Deployment> {
  configureRootLogger(LogFormat.JSON, (process.env.DEVNET_DEPLOY_LOG_LEVEL as LogLevel | undefined) ?? LogLevel.Error);
  const multiProvider = devnetMultiProvider(endpoints, DEPLOYER.privateKey);
  const chains = endpoints.map((e) => e.chain);

  // First, so that it is there in every block the app's contracts are.
  log("placing Multicall3 at the mainnet chains' addresses");
  await placeMulticall3(endpoints);
  log('deploying Hyperlane core (mailbox, merkle tree hook, gas paymaster, test ISM)');
  const core: Record<string, Record<string, string>> = {};
  await Promise.all(
    chains.map(async (chain) => {
      const module = await EvmCoreModule.create({
        chain: chain.name,
        config: coreConfig(chain, chains),
        multiProvider,
      });
      core[chain.name] = module.serialize() as Record<string, string>;
    }),
  );

  const tokens: DeployedToken[] = [];
  for (const spec of DEVNET_TOKENS) {
    log(`deploying ${spec.name} and its warp route`);
    const deployed =
      spec.kind === 'erc20'
        ? await deployErc20Route(spec, multiProvider, core)
        : await deployErc721Route(spec, multiProvider, core);
    tokens.push(...deployed);
  }
  return { core, tokens };
}

function coreConfig(chain: DevnetChain, chains: readonly DevnetChain[]): CoreConfig {
  const owner = DEPLOYER.address;
  const remotes = chains.filter((c) => c.name !== chain.name);
  return {
    owner,
    defaultIsm: { type: 'testIsm' },
    requiredHook: { type: 'merkleTreeHook' },
    defaultHook: {
      type: 'interchainGasPaymaster',
      owner,
      beneficiary: owner,
      oracleKey: owner,
      overhead: Object.fromEntries(remotes.map((r) => [r.name, DELIVERY_OVERHEAD_GAS])),
      oracleConfig: Object.fromEntries(
        remotes.map((r) => [
          r.name,
          { gasPrice: r.gasPriceWei.toString(), tokenExchangeRate: exchangeRate(chain, r).toString() },
        ]),
      ),
    },
  } as CoreConfig;
}

/** Remote native currency priced in local native currency, scaled as the IGP's oracle expects. */
function exchangeRate(local: DevnetChain, remote: DevnetChain): bigint {
  const localUsd = NATIVE_USD[local.nativeSymbol] ?? 1;
  const remoteUsd = NATIVE_USD[remote.nativeSymbol] ?? 1;
  return BigInt(Math.round((remoteUsd / localUsd) * Number(EXCHANGE_RATE_SCALE)));
}

function mailboxOf(core: Deployment['core'], chain: string): string {
  const mailbox = core[chain]?.mailbox;
  if (!mailbox) throw new Error(`No mailbox deployed on ${chain}`);
  return mailbox;
}

async function deployErc20Route(
  spec: DevnetTokenSpec,
  multiProvider: MultiProvider,
  core: Deployment['core'],
): Promise<DeployedToken[]> {
  const signer = multiProvider.getSigner(spec.home);
  const unit = 10n ** BigInt(spec.decimals);
  const userSupply = USER_ERC20_BALANCE * unit * BigInt(USERS.length);
  const token = await new ERC20Test__factory(signer).deploy(spec.name, spec.symbol, userSupply, spec.decimals);
  await token.deployed();
  for (const user of USERS) {
    await (await token.transfer(user.address, USER_ERC20_BALANCE * unit)).wait();
  }

  const owner = DEPLOYER.address;
  const config = {
    [spec.home]: {
      type: 'collateral',
      token: token.address,
      owner,
      mailbox: mailboxOf(core, spec.home),
      gas: spec.destinationGas,
    },
    ...Object.fromEntries(
      spec.synthetics.map((chain) => [
        chain,
        {
          type: 'synthetic',
          name: spec.name,
          symbol: spec.symbol,
          decimals: spec.decimals,
          owner,
          mailbox: mailboxOf(core, chain),
          gas: spec.destinationGas,
        },
      ]),
    ),
  };
  // biome-ignore lint/suspicious/noExplicitAny: the SDK's config type is a deep zod union; the values above are checked by its own schema.
  const routes = await new HypERC20Deployer(multiProvider).deploy(config as any);
  const routerAddress = (chain: string, key: 'collateral' | 'synthetic'): string => {
    const contracts = routes[chain] as Record<string, { address: string }> | undefined;
    const address = contracts?.[key]?.address;
    if (!address) throw new Error(`${spec.symbol}: no ${key} router deployed on ${chain}`);
    return address;
  };
  const home = routerAddress(spec.home, 'collateral');
  return [
    deployedToken(spec, spec.home, 'collateral', home, token.address),
    ...spec.synthetics.map((chain) => {
      const router = routerAddress(chain, 'synthetic');
      return deployedToken(spec, chain, 'synthetic', router, router);
    }),
  ];
}

async function deployErc721Route(
  spec: DevnetTokenSpec,
  multiProvider: MultiProvider,
  core: Deployment['core'],
): Promise<DeployedToken[]> {
  const owner = DEPLOYER.address;
  const homeSigner = multiProvider.getSigner(spec.home);
  const highestId = Math.max(...SMOL_BRAIN_ALLOCATION.flatMap((a) => a.ids));
  // ERC721Test mints ids 0..n-1 to the deployer; id 0 stays with it.
  const token = await new ERC721Test__factory(homeSigner).deploy(spec.name, spec.symbol, highestId + 1);
  await token.deployed();
  for (const { user, ids } of SMOL_BRAIN_ALLOCATION) {
    const recipient = USERS[user - 1]?.address;
    if (!recipient) throw new Error(`No devnet user ${user}`);
    for (const id of ids) {
      await (await token.transferFrom(owner, recipient, id)).wait();
    }
  }

  // The SDK's ERC721 deployer does not work with this core version: deploy, initialise and enrol by hand.
  const collateral = await new HypERC721Collateral__factory(homeSigner).deploy(
    token.address,
    mailboxOf(core, spec.home),
  );
  await collateral.deployed();
  await (await collateral.initialize(ethers.constants.AddressZero, ethers.constants.AddressZero, owner)).wait();
  const routers: { chain: string; router: ethers.Contract }[] = [{ chain: spec.home, router: collateral }];
  for (const chain of spec.synthetics) {
    const synthetic = await new HypERC721__factory(multiProvider.getSigner(chain)).deploy(mailboxOf(core, chain));
    await synthetic.deployed();
    await (
      await synthetic.initialize(
        0,
        spec.name,
        spec.symbol,
        ethers.constants.AddressZero,
        ethers.constants.AddressZero,
        owner,
      )
    ).wait();
    routers.push({ chain, router: synthetic });
  }
  for (const { chain, router } of routers) {
    const remotes = routers.filter((r) => r.chain !== chain);
    const domains = remotes.map((r) => devnetChain(r.chain).domainId);
    await (
      await router.enrollRemoteRouters(
        domains,
        remotes.map((r) => ethers.utils.hexZeroPad(r.router.address, 32)),
      )
    ).wait();
    await (
      await router['setDestinationGas((uint32,uint256)[])'](
        domains.map((domain) => ({ domain, gas: spec.destinationGas })),
      )
    ).wait();
  }
  return routers.map(({ chain, router }) =>
    chain === spec.home
      ? deployedToken(spec, chain, 'erc721-collateral', router.address, token.address)
      : deployedToken(spec, chain, 'erc721-synthetic', router.address, router.address),
  );
}

function deployedToken(
  spec: DevnetTokenSpec,
  chain: string,
  standard: RouterStandard,
  router: string,
  token: string,
): DeployedToken {
  return {
    symbol: spec.symbol,
    name: spec.name,
    standard,
    decimals: spec.decimals,
    chainId: devnetChain(chain).chainId,
    router,
    token,
  };
}
