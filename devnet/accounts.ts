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
/** Commits and executes the zk stand-in's batches on Ethereum (docs/zk-devnet.md). */
export const ZK_OPERATOR = account(8);
