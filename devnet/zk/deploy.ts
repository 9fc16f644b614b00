/**
 * Deploys the zk stand-in on fresh devnet chains (docs/zk-devnet.md): on Ethereum the asset router, nullifier,
 * native token vault (each behind a transparent proxy, as on mainnet) and legacy ERC20 bridge, and the Bridgehub and Abstract's chain contract at their mainnet
 * addresses; on Abstract the system contracts at their fixed addresses and the legacy shared bridge. No L1
 * token: the app moves only ETH over the native bridge. Contracts placed with anvil_setCode run no
 * constructor, so each has an `initialize`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  type Abi,
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  getAddress,
  type Hex,
  http,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { DEPLOYER, DEVNET_ACCOUNTS, ZK_OPERATOR } from '../accounts';
import { rpc } from '../rpc';
import {
  L2_ASSET_ROUTER,
  L2_BASE_TOKEN,
  L2_L1_MESSENGER,
  L2_NATIVE_TOKEN_VAULT,
  MAINNET_ABSTRACT_CHAIN_CONTRACT,
  MAINNET_BRIDGEHUB,
  MAINNET_ERA_CHAIN_ID,
  ZK_L1_CHAIN_ID,
  ZK_L2_CHAIN_ID,
  type ZkDeployment,
} from './addresses';
import type { CompiledContracts } from './compile';

/** Resolves from `@matterlabs/zksync-contracts`, whose dependency OpenZeppelin 4.9 is (hoisted or not). */
const fromZksyncContracts = createRequire(
  createRequire(import.meta.url).resolve('@matterlabs/zksync-contracts/package.json'),
);

function chainAt(id: number, rpcUrl: string): Chain {
  return defineChain({
    id,
    name: `devnet ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

/** Deploys and sets up the stand-in; `l1RpcUrl` and `l2RpcUrl` are the Ethereum and Abstract anvils. */
export async function deployZk(
  contracts: CompiledContracts,
  l1RpcUrl: string,
  l2RpcUrl: string,
  log: (message: string) => void,
): Promise<ZkDeployment> {
  const l1 = deployer(contracts, chainAt(ZK_L1_CHAIN_ID, l1RpcUrl));
  const l2 = deployer(contracts, chainAt(ZK_L2_CHAIN_ID, l2RpcUrl));

  log('deploying the zk stand-in (Bridgehub, chain contract, asset routers, nullifier, vaults, legacy bridges)');
  // Behind OpenZeppelin's TransparentUpgradeableProxy, as on mainnet, so that calls cost what they cost there.
  const proxyAdmin = await l1.deployArtifact(OZ_PROXY_ADMIN);
  const l1AssetRouter = await l1.deployBehindProxy('DevnetL1AssetRouter', proxyAdmin);
  const l1Nullifier = await l1.deployBehindProxy('DevnetL1Nullifier', proxyAdmin);
  const l1NativeTokenVault = await l1.deployBehindProxy('DevnetL1NativeTokenVault', proxyAdmin);
  const l1Erc20Bridge = await l1.deploy('DevnetL1ERC20Bridge');
  const l2SharedBridgeLegacy = await l2.deploy('DevnetL2SharedBridgeLegacy');
  await l1.place('DevnetBridgehub', MAINNET_BRIDGEHUB);
  await l1.place('DevnetZKChain', MAINNET_ABSTRACT_CHAIN_CONTRACT);
  await l1.call('DevnetBridgehub', MAINNET_BRIDGEHUB, 'initialize', [
    l1AssetRouter,
    l1NativeTokenVault,
    BigInt(ZK_L2_CHAIN_ID),
    MAINNET_ABSTRACT_CHAIN_CONTRACT,
  ]);
  await l1.call('DevnetZKChain', MAINNET_ABSTRACT_CHAIN_CONTRACT, 'initialize', [
    MAINNET_BRIDGEHUB,
    ZK_OPERATOR.address,
    BigInt(ZK_L2_CHAIN_ID),
  ]);
  await l1.call('DevnetL1AssetRouter', l1AssetRouter, 'initialize', [
    MAINNET_BRIDGEHUB,
    l1Nullifier,
    l1NativeTokenVault,
    l1Erc20Bridge,
  ]);
  // The nullifier records Abstract's legacy L2 bridge (mainnet: `__DEPRECATED_l2BridgeAddress`).
  await l1.call('DevnetL1Nullifier', l1Nullifier, 'initialize', [
    MAINNET_BRIDGEHUB,
    l1AssetRouter,
    l1NativeTokenVault,
    l1Erc20Bridge,
    BigInt(ZK_L2_CHAIN_ID),
    l2SharedBridgeLegacy,
  ]);
  await l1.call('DevnetL1ERC20Bridge', l1Erc20Bridge, 'initialize', [
    l1Nullifier,
    l1AssetRouter,
    l1NativeTokenVault,
    BigInt(MAINNET_ERA_CHAIN_ID),
  ]);
  // The ETH the L2's accounts hold from genesis, locked in the vault as if it had been deposited.
  const genesisEth = await l2.genesisEth(DEVNET_ACCOUNTS.map((a) => a.address as Address));
  await l1.fund(DEPLOYER.address as Address, genesisEth);
  await l1.call(
    'DevnetL1NativeTokenVault',
    l1NativeTokenVault,
    'initialize',
    [MAINNET_BRIDGEHUB, l1AssetRouter, l1Nullifier, BigInt(ZK_L2_CHAIN_ID)],
    genesisEth,
  );

  await l2.place('DevnetL1Messenger', L2_L1_MESSENGER);
  await l2.place('DevnetL2BaseToken', L2_BASE_TOKEN);
  await l2.place('DevnetL2AssetRouter', L2_ASSET_ROUTER);
  await l2.place('DevnetL2NativeTokenVault', L2_NATIVE_TOKEN_VAULT);
  await l2.call('DevnetL2NativeTokenVault', L2_NATIVE_TOKEN_VAULT, 'initialize', [
    BigInt(ZK_L1_CHAIN_ID),
    l2SharedBridgeLegacy,
  ]);
  await l2.call('DevnetL2AssetRouter', L2_ASSET_ROUTER, 'initialize', [l1AssetRouter, l2SharedBridgeLegacy]);
  // Its L1 counterpart is the old L1 shared bridge, which the v26 upgrade made the nullifier (docs/zk-devnet.md).
  await l2.call('DevnetL2SharedBridgeLegacy', l2SharedBridgeLegacy, 'initialize', [l1Nullifier]);

  return { l1AssetRouter, l1Nullifier, l1NativeTokenVault, l1Erc20Bridge, l2SharedBridgeLegacy };
}

interface Artifact {
  readonly abi: Abi;
  readonly bytecode: Hex;
}

/**
 * OpenZeppelin 4.9's proxy contracts, compiled as npm ships them (`@openzeppelin/contracts-v4`, the version
 * `@matterlabs/zksync-contracts` depends on). Mainnet's L1 asset router, nullifier and native token vault are
 * each a `TransparentUpgradeableProxy` administered by a `ProxyAdmin` (era-contracts
 * `l1-contracts/deploy-scripts/DeployL1.s.sol`, `deployTuppWithContract`; Abstract's nullifier
 * 0xD7f9…cB2cB, router 0x8829…cE56 and vault 0xbeD1…11f6 are such proxies on Etherscan).
 */
function openZeppelin(name: string): Artifact {
  const file = fromZksyncContracts.resolve(`@openzeppelin/contracts-v4/build/contracts/${name}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Artifact;
}
const OZ_PROXY_ADMIN = openZeppelin('ProxyAdmin');
const OZ_TRANSPARENT_PROXY = openZeppelin('TransparentUpgradeableProxy');

function deployer(contracts: CompiledContracts, chain: Chain) {
  const rpcUrl = chain.rpcUrls.default.http[0] as string;
  const transport = http(rpcUrl);
  const wallet = createWalletClient({ account: privateKeyToAccount(DEPLOYER.privateKey), chain, transport });
  const client = createPublicClient({ chain, transport, pollingInterval: 20 });
  const artifact = (name: string) => {
    const found = contracts[name];
    if (!found) throw new Error(`No compiled zk contract ${name}`);
    return found;
  };
  const mined = async (hash: Hex, what: string) => {
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`${what} reverted on chain ${chain.id}: ${hash}`);
    return receipt;
  };
  const deployArtifact = async ({ abi, bytecode }: Artifact, args: readonly unknown[] = [], name = 'a contract') => {
    const hash = await wallet.deployContract({ abi, bytecode, args: args as unknown[] });
    const address = (await mined(hash, `deploying ${name}`)).contractAddress;
    if (!address) throw new Error(`No address for ${name} on chain ${chain.id}`);
    return getAddress(address);
  };
  const deploy = (name: string, args: readonly unknown[] = []) =>
    deployArtifact({ abi: artifact(name).abi as Abi, bytecode: artifact(name).bytecode }, args, name);
  return {
    deployArtifact,
    deploy,
    /**
     * `name` behind a new TransparentUpgradeableProxy that `admin` administers, with no initialising call:
     * the stand-ins are initialised afterwards through the proxy (by the deployer, which is not the admin,
     * so the proxy forwards its calls).
     */
    async deployBehindProxy(name: string, admin: Address): Promise<Address> {
      const implementation = await deploy(name);
      return deployArtifact(OZ_TRANSPARENT_PROXY, [implementation, admin, '0x'], `the proxy of ${name}`);
    },
    async place(name: string, address: Address): Promise<void> {
      await rpc(rpcUrl, 'anvil_setCode', [address, artifact(name).deployedBytecode]);
    },
    async call(
      name: string,
      address: Address,
      functionName: string,
      args: readonly unknown[],
      value = 0n,
    ): Promise<void> {
      const hash = await wallet.writeContract({
        address,
        abi: artifact(name).abi,
        functionName,
        args: args as unknown[],
        value,
      });
      await mined(hash, `${name}.${functionName}`);
    },
    /** What `accounts` hold together on this chain. */
    async genesisEth(accounts: readonly Address[]): Promise<bigint> {
      const balances = await Promise.all(accounts.map((address) => client.getBalance({ address })));
      return balances.reduce((sum, each) => sum + each, 0n);
    },
    /** Adds `wei` to what `address` holds (anvil's cheat code). */
    async fund(address: Address, wei: bigint): Promise<void> {
      const balance = (await client.getBalance({ address })) + wei;
      await rpc(rpcUrl, 'anvil_setBalance', [address, `0x${balance.toString(16)}`]);
    },
  };
}
