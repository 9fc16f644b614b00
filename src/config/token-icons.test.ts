import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEVNET_TOKENS } from '../../devnet/tokens';
import { BALANCE_ASSET_SYMBOLS } from './balance-assets';
import { CHAINS } from './chains';
import { MAINNET } from './mainnet';
import { TESTNET } from './testnet';
import { tokenIcon } from './token-icons';

const PUBLIC = path.resolve(__dirname, '../../public');

/** Every token symbol a network's routes or balances use: what the pickers, the panel and the history show. */
const CONFIGURED_SYMBOLS = [
  ...Object.values(BALANCE_ASSET_SYMBOLS).flat(),
  ...Object.values(CHAINS).map((chain) => chain.nativeCurrency.symbol),
  ...[MAINNET, TESTNET].flatMap((network) => [
    ...network.hyperlaneTokens.filter((token) => !token.isNft).map((token) => token.symbol),
    ...network.zkTokens.map((token) => token.symbol),
    ...Object.values(network.balanceAssets).flatMap((assets) => assets.map((asset) => asset.symbol)),
  ]),
  ...DEVNET_TOKENS.filter((token) => token.kind === 'erc20').map((token) => token.symbol),
];

describe('token icons', () => {
  it('exist in the public folder for every configured token and balance asset', () => {
    for (const symbol of new Set(CONFIGURED_SYMBOLS)) {
      const icon = tokenIcon(symbol);
      expect(icon, symbol).toMatch(/^\/tokens\/[a-z]+\.svg$/);
      expect(existsSync(path.join(PUBLIC, `.${icon}`)), `${symbol}: ${icon}`).toBe(true);
    }
  });

  it('covers the tokens of the spec, whatever the case of the symbol', () => {
    expect([...new Set(CONFIGURED_SYMBOLS)].sort()).toEqual(['ETH', 'MAGIC', 'RON', 'SMOL', 'WETH']);
    expect(tokenIcon('magic')).toBe(tokenIcon('MAGIC'));
  });

  it('has none for a token the app does not know, nor for names of object properties', () => {
    expect(tokenIcon('EVIL')).toBeUndefined();
    expect(tokenIcon('constructor')).toBeUndefined();
  });
});
