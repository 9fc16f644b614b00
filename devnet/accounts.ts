import { ethers } from 'ethers';

/** anvil's default mnemonic: every anvil node funds its accounts with 10,000 ETH. */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk';

export type AccountRole = 'deployer' | 'user' | 'spare' | 'relayer';

export interface DevnetAccount {
  readonly index: number;
  readonly role: AccountRole;
  readonly address: string;
  readonly privateKey: string;
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
  'spare',
  'relayer',
];

export const DEVNET_ACCOUNTS: readonly DevnetAccount[] = ROLES.map((role, index) => {
  const wallet = ethers.Wallet.fromMnemonic(DEVNET_MNEMONIC, `m/44'/60'/0'/0/${index}`);
  return { index, role, address: wallet.address, privateKey: wallet.privateKey };
});

function account(index: number): DevnetAccount {
  const found = DEVNET_ACCOUNTS[index];
  if (!found) throw new Error(`No devnet account ${index}`);
  return found;
}

export const DEPLOYER = account(0);
export const USERS = [account(1), account(2), account(3)] as const;
export const RELAYER = account(9);
