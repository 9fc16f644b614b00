import { bytesToHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import type { AccountRole } from '../src/config/devnet-manifest';

/** anvil's default mnemonic: every anvil node funds its accounts with 10,000 ETH. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk';

export interface DevnetAccount {
  readonly index: number;
  readonly role: AccountRole;
  readonly address: string;
  readonly privateKey: `0x${string}`;
}

const ROLES: readonly AccountRole[] = [
  'deployer',
  'user',
  'user',
  'user',
  'spare',
  'spare',
  'spare',
  'spare',
  'zk-operator',
  'relayer',
  // Beyond anvil's funded accounts (devnet/anvil.ts funds 10): the deploy gives them gas (deploy.ts).
  'validator',
  'validator',
  'validator',
];

export const DEVNET_ACCOUNTS: readonly DevnetAccount[] = ROLES.map((role, index) => {
  const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: index });
  const key = account.getHdKey().privateKey;
  if (!key) throw new Error(`No private key for devnet account ${index}`);
  return { index, role, address: account.address, privateKey: bytesToHex(key) };
});

function account(index: number): DevnetAccount {
  const found = DEVNET_ACCOUNTS[index];
  if (!found) throw new Error(`No devnet account ${index}`);
  return found;
}

export const DEPLOYER = account(0);
export const USERS = [account(1), account(2), account(3)] as const;
export const RELAYER = account(9);
/**
 * The Hyperlane validators: each signs every chain's checkpoints, and the default ISMs accept a message with
 * 2 of their 3 signatures (docs/hyperlane-validators.md).
 */
export const VALIDATORS = [account(10), account(11), account(12)] as const;
/** Of the validators' signatures, how many the default ISMs need. */
export const VALIDATOR_THRESHOLD = 2;
/** Commits and executes the zk stand-in's batches on Ethereum (docs/zk-devnet.md). */
export const ZK_OPERATOR = account(8);
