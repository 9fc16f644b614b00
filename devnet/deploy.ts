import {
  ERC20Test__factory,
  ERC721Test__factory,
  HypERC721__factory,
  HypERC721Collateral__factory,
  IMultisigIsm__factory,
  Mailbox__factory,
  MailboxClient__factory,
  StaticAggregationHook__factory,
  ValidatorAnnounce__factory,
} from '@hyperlane-xyz/core';
import { type CoreConfig, EvmCoreModule, HypERC20Deployer, type MultiProvider } from '@hyperlane-xyz/sdk';
import { configureRootLogger, LogFormat, LogLevel } from '@hyperlane-xyz/utils';
import { ethers } from 'ethers';
import type { DeployedToken, RouterStandard } from '../src/config/devnet-manifest';
import { DEPLOYER, USERS, VALIDATOR_THRESHOLD, VALIDATORS } from './accounts';
import { DEVNET_CHAINS, type DevnetChain, devnetChain, NATIVE_USD } from './chains';
import { type ChainEndpoint, devnetMultiProvider } from './hyperlane';
import { placeMulticall3 } from './multicall3';
import { rpc } from './rpc';
import { DEVNET_TOKENS, type DevnetTokenSpec, SMOL_BRAIN_ALLOCATION, USER_ERC20_BALANCE } from './tokens';
import { addressToBytes32, signAnnouncement } from './validators/checkpoint';
import { storageLocation } from './validators/locations';

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
/** Each validator's native balance on every chain: it pays for its announcement there (anvil funds 10 accounts). */
const VALIDATOR_GAS = 100n * 10n ** 18n;

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
  log("deploying Hyperlane core (mailbox, merkle tree hook and gas paymaster, validators' multisig ISM)");
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
  await Promise.all(chains.map((chain) => checkHooks(chain.name, multiProvider, core)));
  log('announcing the validators on every chain');
  await Promise.all(endpoints.map((endpoint) => announceValidators(endpoint, multiProvider, core)));

  const tokens: DeployedToken[] = [];
  for (const spec of DEVNET_TOKENS) {
    log(`deploying ${spec.name} and its warp route`);
    const deployed =
      spec.kind === 'erc20'
        ? await deployErc20Route(spec, multiProvider, core)
        : await deployErc721Route(spec, multiProvider, core);
    tokens.push(...deployed);
  }
  await checkRoutersUseDefaultIsm(tokens, multiProvider);
  return { core, tokens };
}

function coreConfig(chain: DevnetChain, chains: readonly DevnetChain[]): CoreConfig {
  const owner = DEPLOYER.address;
  const remotes = chains.filter((c) => c.name !== chain.name);
  return {
    owner,
    // As mainnet's default ISMs: a message-id multisig of the validators, by the SDK's static factory.
    defaultIsm: {
      type: 'messageIdMultisigIsm',
      validators: VALIDATORS.map((v) => v.address),
      threshold: VALIDATOR_THRESHOLD,
    },
    // Mainnet's hooks (hyperlane-monorepo typescript/infra/config/environments/mainnet3/core.ts): the default
    // hook aggregates the Merkle tree (what validators sign) and the gas paymaster, the required hook is a
    // protocol fee; here of 0 (mainnet: 1 wei), so quotes are the paymaster's alone. The official relayer
    // finds the tree in the sender's hook: with the tree as the required hook it cannot build multisig
    // metadata ("Merkle tree hook context not found").
    requiredHook: {
      type: 'protocolFee',
      owner,
      beneficiary: owner,
      maxProtocolFee: (10n ** 9n).toString(),
      protocolFee: '0',
    },
    defaultHook: {
      type: 'aggregationHook',
      hooks: [
        { type: 'merkleTreeHook' },
        {
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
      ],
    },
  } as CoreConfig;
}

/** The Mailbox's default hook aggregates the Merkle tree hook the SDK reported, which validators follow. */
async function checkHooks(chain: string, multiProvider: MultiProvider, core: Deployment['core']): Promise<void> {
  const provider = multiProvider.getProvider(chain);
  const defaultHook = await Mailbox__factory.connect(mailboxOf(core, chain), provider).defaultHook();
  const hooks = await StaticAggregationHook__factory.connect(defaultHook, provider).hooks('0x');
  const tree = core[chain]?.merkleTreeHook?.toLowerCase();
  if (!hooks.some((hook) => hook.toLowerCase() === tree))
    throw new Error(
      `${chain}: the Mailbox's default hook ${defaultHook} does not include the Merkle tree hook ${tree}`,
    );
}

/**
 * Every warp router leaves its ISM unset (0), so the Mailbox's default, the validators' multisig, secures it;
 * mainnet's Treasure routes name ISMs of their own (docs/hyperlane-validators.md).
 */
async function checkRoutersUseDefaultIsm(
  tokens: readonly DeployedToken[],
  multiProvider: MultiProvider,
): Promise<void> {
  for (const token of tokens) {
    const chain = DEVNET_CHAINS.find((c) => c.chainId === token.chainId)?.name ?? String(token.chainId);
    const router = MailboxClient__factory.connect(token.router, multiProvider.getProvider(chain));
    const ism = await router.interchainSecurityModule();
    if (ism !== ethers.constants.AddressZero)
      throw new Error(`${token.symbol}'s router on ${chain} sets its own ISM ${ism}, not the Mailbox's default`);
  }
}

/**
 * Each validator pays for its own announcement on `endpoint`'s chain, as the agent does when it has a signer
 * there (hyperlane-monorepo rust/main/agents/validator/src/validator.rs, `announce`): `announce(validator,
 * storageLocation, signature)` on the chain's ValidatorAnnounce, signed over the announcement digest. Done at
 * deploy time so it is in the saved chain state; the devnet publishes the same signed announcement in the
 * validator's bucket at every start (validators/validators.ts).
 */
async function announceValidators(
  { chain, rpcUrl }: ChainEndpoint,
  multiProvider: MultiProvider,
  core: Deployment['core'],
): Promise<void> {
  const mailbox = mailboxOf(core, chain.name);
  const validatorAnnounce = core[chain.name]?.validatorAnnounce;
  if (!validatorAnnounce) throw new Error(`No ValidatorAnnounce deployed on ${chain.name}`);
  const provider = multiProvider.getProvider(chain.name);
  await Promise.all(
    VALIDATORS.map(async (validator, index) => {
      await rpc(rpcUrl, 'anvil_setBalance', [validator.address, `0x${VALIDATOR_GAS.toString(16)}`]);
      const location = storageLocation(index, chain.name);
      const signed = await signAnnouncement(validator.privateKey, {
        validator: validator.address as `0x${string}`,
        mailbox_address: addressToBytes32(mailbox as `0x${string}`),
        mailbox_domain: chain.domainId,
        storage_location: location,
      });
      const contract = ValidatorAnnounce__factory.connect(
        validatorAnnounce,
        new ethers.Wallet(validator.privateKey, provider),
      );
      await (await contract.announce(validator.address, location, signed.serialized_signature)).wait();
    }),
  );
  const announced = await ValidatorAnnounce__factory.connect(validatorAnnounce, provider).getAnnouncedStorageLocations(
    VALIDATORS.map((v) => v.address),
  );
  if (!announced.every((locations, index) => locations.at(-1) === storageLocation(index, chain.name)))
    throw new Error(`${chain.name}: the validators' announcements are not all on its ValidatorAnnounce`);
  // The default ISM the Mailbox names is the validators' 2-of-3 (its address: Mailbox.defaultIsm()).
  const ism = await Mailbox__factory.connect(mailbox, provider).defaultIsm();
  const [validators, threshold] = await IMultisigIsm__factory.connect(ism, provider).validatorsAndThreshold('0x');
  const expected = VALIDATORS.map((v) => v.address.toLowerCase()).sort();
  if (threshold !== VALIDATOR_THRESHOLD || validators.map((v) => v.toLowerCase()).join() !== expected.join())
    throw new Error(
      `${chain.name}: the Mailbox's default ISM ${ism} is not the validators' ${VALIDATOR_THRESHOLD} of ${expected.length}`,
    );
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
