import i18next from 'i18next';
import { getAddress, UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { localeStrings } from '../../../tests/support/locale-strings';
import { builtInRoutes } from '../../bridge';
import type { WalletState, WatchAssetRequest } from '../../bridge/wallet';
import { MAINNET } from '../../config/mainnet';
import { AppError } from '../../lib/errors';
import { listAttesting } from '../../lib/routes/route-list.fixture';
import { mergeServerRoutes } from '../../lib/routes/server-records';
import { escapeName } from '../names/name-rules';
import {
  addCheckedToWallet,
  addToWallet,
  arrivedToken,
  balanceAssetToken,
  readTokenIdentity,
  shownSymbol,
  type TokenIdentity,
  tokenIconUrl,
  watchAssetRequest,
  watchRefusalText,
} from './watch-asset';

const ORIGIN = 'https://bridge.treasure.lol';
const MAGIC_ARBITRUM = getAddress('0x539bdE0d7Dbd336b79148AA742883198BBF60342');
const MAGIC_ARBITRUM_ROUTER = getAddress('0x37687d638EA2D25Df5350D37d5BccBF7Fff1F2B3');
const MAGIC_ABSTRACT = getAddress('0x263D8f36Bb8d0d9526255E205868C26690b04B88');
const SMOL_ETHEREUM = getAddress('0x53ccE6d10e43d1B3D11872Ad22eC2aCd8d2537B8');
const [ARBITRUM, ABSTRACT, ETHEREUM, BASE] = [42161, 2741, 1, 8453];

const builtIn = builtInRoutes(MAINNET);

describe('the request', () => {
  it("names the token by its address, symbol and decimals, with the app's own icon on the app's origin", () => {
    const token = { address: MAGIC_ABSTRACT, symbol: 'MAGIC', decimals: 18 };
    expect(watchAssetRequest(token, ORIGIN)).toEqual({
      type: 'ERC20',
      options: {
        address: MAGIC_ABSTRACT,
        symbol: 'MAGIC',
        decimals: 18,
        image: 'https://bridge.treasure.lol/tokens/magic.svg',
      },
    });
  });

  it('keeps the icon under /tokens/ whatever the symbol holds', () => {
    expect(tokenIconUrl('Smol Brains', 'http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173/tokens/smol%20brains.svg');
    expect(tokenIconUrl('../../evil', ORIGIN)).toBe('https://bridge.treasure.lol/tokens/..%2F..%2Fevil.svg');
    expect(tokenIconUrl('x?y#z', ORIGIN)).toBe('https://bridge.treasure.lol/tokens/x%3Fy%23z.svg');
  });
});

describe('balanceAssetToken', () => {
  it("gives an ERC20 balance asset of the built-in config with the config's address", () => {
    expect(balanceAssetToken(MAINNET, ARBITRUM, 'MAGIC')).toEqual({
      address: MAGIC_ARBITRUM,
      symbol: 'MAGIC',
      decimals: 18,
    });
  });

  it('gives nothing for the native currency, an asset the chain does not show, or an unknown chain', () => {
    expect(balanceAssetToken(MAINNET, ARBITRUM, 'ETH')).toBeUndefined();
    expect(balanceAssetToken(MAINNET, ETHEREUM, 'MAGIC')).toBeUndefined();
    expect(balanceAssetToken(MAINNET, 999, 'MAGIC')).toBeUndefined();
  });
});

describe('arrivedToken', () => {
  const hyperlane = (symbol: string, originChainId: number, destinationChainId: number) =>
    arrivedToken(builtIn, { symbol, method: 'hyperlane', originChainId, destinationChainId });

  it('is the synthetic token a deposit minted on its destination', () => {
    expect(hyperlane('MAGIC', ARBITRUM, ABSTRACT)).toEqual({
      kind: 'token',
      chainId: ABSTRACT,
      token: { address: MAGIC_ABSTRACT, symbol: 'MAGIC', decimals: 18 },
    });
    expect(hyperlane('SMOL', ARBITRUM, ETHEREUM)).toMatchObject({ token: { address: SMOL_ETHEREUM } });
  });

  it('is the wrapped token, not its router, where a transfer came back to the collateral chain', () => {
    const arrived = hyperlane('MAGIC', ABSTRACT, ARBITRUM);
    expect(arrived).toMatchObject({ kind: 'token', chainId: ARBITRUM, token: { address: MAGIC_ARBITRUM } });
    expect(arrived).not.toMatchObject({ token: { address: MAGIC_ARBITRUM_ROUTER } });
  });

  it('finds the route of a direction closed since the transfer went over it', () => {
    // SMOL does not go back from Ethereum to Arbitrum today (a built-in restriction).
    expect(hyperlane('SMOL', ETHEREUM, ARBITRUM)).toMatchObject({ kind: 'token', chainId: ARBITRUM });
  });

  it('takes an indexed transfer, whose method is unknown, for a Hyperlane one', () => {
    expect(arrivedToken(builtIn, { symbol: 'magic', originChainId: ARBITRUM, destinationChainId: BASE })).toMatchObject(
      { kind: 'token', chainId: BASE, token: { symbol: 'MAGIC' } },
    );
  });

  it('offers nothing for a token or a pair no given route knows', () => {
    expect(hyperlane('GEMS', ARBITRUM, ABSTRACT)).toEqual({ kind: 'none' });
    expect(hyperlane('MAGIC', ETHEREUM, BASE)).toEqual({ kind: 'none' });
    expect(arrivedToken([], { symbol: 'MAGIC', originChainId: ARBITRUM, destinationChainId: ABSTRACT })).toEqual({
      kind: 'none',
    });
  });

  describe('zk', () => {
    const zk = (symbol: string, originChainId: number, destinationChainId: number) =>
      arrivedToken(builtIn, { symbol, method: 'zk', originChainId, destinationChainId });

    it('offers nothing for ETH, native at both ends', () => {
      expect(zk('ETH', ETHEREUM, ABSTRACT)).toEqual({ kind: 'none' });
      expect(zk('ETH', ABSTRACT, ETHEREUM)).toEqual({ kind: 'none' });
    });

    it('does not take a Hyperlane route for a zk transfer of the same token', () => {
      expect(zk('MAGIC', ARBITRUM, ABSTRACT)).toEqual({ kind: 'none' });
      // Nor offer, for a MAGIC zk transfer saved by an earlier version, a token zk no longer moves.
      expect(zk('MAGIC', ETHEREUM, ABSTRACT)).toEqual({ kind: 'none' });
    });
  });

  describe('server routes', () => {
    const record = {
      name: 'GEMS',
      srcChainId: ARBITRUM,
      destChainId: BASE,
      srcTokenAddress: '0x1111111111111111111111111111111111111111',
      destTokenAddress: '0x2222222222222222222222222222222222222222',
      isCollateral: false,
      isNft: false,
      decimals: 6,
      method: 'hyperlane' as const,
    };

    it("is a verified route's destination token, with the route's decimals", () => {
      const { routes } = mergeServerRoutes(MAINNET, builtIn, [record], listAttesting([record]));
      expect(hyperlane('GEMS', ARBITRUM, BASE)).toEqual({ kind: 'none' });
      expect(arrivedToken(routes, { symbol: 'GEMS', originChainId: ARBITRUM, destinationChainId: BASE })).toEqual({
        kind: 'token',
        chainId: BASE,
        token: { address: getAddress(record.destTokenAddress), symbol: 'GEMS', decimals: 6 },
      });
    });

    it('is the signed list’s token where the destination is a collateral router (its record names none)', () => {
      const back = { ...record, isDestCollateral: true };
      const wrapped = getAddress('0x3333333333333333333333333333333333333333');
      const list = listAttesting([back], { [back.destTokenAddress]: wrapped });
      const { routes } = mergeServerRoutes(MAINNET, builtIn, [back], list);
      expect(arrivedToken(routes, { symbol: 'GEMS', originChainId: ARBITRUM, destinationChainId: BASE })).toEqual({
        kind: 'token',
        chainId: BASE,
        token: { address: wrapped, symbol: 'GEMS', decimals: 6 },
      });
    });

    it('offers nothing for an NFT collection', () => {
      const badges = [{ ...record, name: 'BADGES', isNft: true, decimals: 0, nftStandard: 'ERC721' as const }];
      const { routes } = mergeServerRoutes(MAINNET, builtIn, badges, listAttesting(badges));
      expect(arrivedToken(routes, { symbol: 'BADGES', originChainId: ARBITRUM, destinationChainId: BASE })).toEqual({
        kind: 'none',
      });
    });
  });
});

/** A wallet on `chainId` that records what it is asked, in order, and answers `watch`. */
function fakeWallet(chainId: number, watch: () => Promise<boolean>) {
  const calls: string[] = [];
  let current = chainId;
  const wallet: WalletState = {
    chainId,
    switchChain: async (next) => {
      calls.push(`switch ${next}`);
      current = next;
    },
    watchAsset: async (asked) => {
      calls.push(`watch ${asked.options.symbol} on ${current}`);
      return watch();
    },
  };
  return { wallet, calls };
}

describe('addToWallet', () => {
  const request: WatchAssetRequest = watchAssetRequest(
    { address: MAGIC_ABSTRACT, symbol: 'MAGIC', decimals: 18 },
    ORIGIN,
  );

  it("switches the wallet to the token's chain first, then asks it to watch the token", async () => {
    const { wallet, calls } = fakeWallet(ARBITRUM, async () => true);
    await expect(addToWallet(wallet, ABSTRACT, request)).resolves.toBe('added');
    expect(calls).toEqual([`switch ${ABSTRACT}`, `watch MAGIC on ${ABSTRACT}`]);
  });

  it("asks no switch when the wallet is on the token's chain", async () => {
    const { wallet, calls } = fakeWallet(ABSTRACT, async () => true);
    await expect(addToWallet(wallet, ABSTRACT, request)).resolves.toBe('added');
    expect(calls).toEqual([`watch MAGIC on ${ABSTRACT}`]);
  });

  it('is declined when the wallet answers false or the user refuses (EIP-1193 4001)', async () => {
    await expect(addToWallet(fakeWallet(ABSTRACT, async () => false).wallet, ABSTRACT, request)).resolves.toBe(
      'declined',
    );
    const refusal = new UserRejectedRequestError(new Error('User rejected the request.'));
    await expect(
      addToWallet(fakeWallet(ABSTRACT, () => Promise.reject(refusal)).wallet, ABSTRACT, request),
    ).resolves.toBe('declined');
    const { wallet, calls } = fakeWallet(ARBITRUM, async () => true);
    const refusingSwitch = { ...wallet, switchChain: () => Promise.reject({ code: 4001, message: 'no' }) };
    await expect(addToWallet(refusingSwitch, ABSTRACT, request)).resolves.toBe('declined');
    expect(calls).toEqual([]);
  });

  it("throws another failure as the app's wallet error, with the wallet's words", async () => {
    const failing = fakeWallet(ABSTRACT, () => Promise.reject({ code: -32603, message: 'Token list is full' }));
    const error = await addToWallet(failing.wallet, ABSTRACT, request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'wallet-failed', data: { message: 'Token list is full' } });
  });

  it('throws, asking nothing, for a wallet that cannot watch tokens', async () => {
    const { wallet, calls } = fakeWallet(ARBITRUM, async () => true);
    const error = await addToWallet({ ...wallet, watchAsset: undefined }, ABSTRACT, request).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'unexpected' });
    expect(calls).toEqual([]);
  });
});

describe('addCheckedToWallet: a token whose contract says it is another', () => {
  const magic = { address: MAGIC_ABSTRACT, symbol: 'MAGIC', decimals: 18 };
  /** The token's contract as a chain answers for it: what it says, or a read that fails. */
  const contract = (says: TokenIdentity | Error) => {
    const read: string[] = [];
    const readIdentity = async (address: `0x${string}`) => {
      read.push(address);
      if (says instanceof Error) throw says;
      return says;
    };
    return { read, readIdentity };
  };

  it('asks the wallet once the contract on the token’s chain says the route’s symbol and decimals', async () => {
    const { wallet, calls } = fakeWallet(ARBITRUM, async () => true);
    const { read, readIdentity } = contract({ symbol: 'MAGIC', decimals: 18 });
    await expect(addCheckedToWallet(wallet, ABSTRACT, magic, ORIGIN, readIdentity)).resolves.toEqual({ kind: 'added' });
    expect(read).toEqual([MAGIC_ABSTRACT]);
    expect(calls).toEqual([`switch ${ABSTRACT}`, `watch MAGIC on ${ABSTRACT}`]);
  });

  it('asks nothing of the wallet, not even a switch, when symbol() differs, by so much as its case', async () => {
    for (const symbol of ['USDC', 'magic', 'MAGIC ', 'MAG\u200bIC']) {
      const { wallet, calls } = fakeWallet(ARBITRUM, async () => true);
      const outcome = await addCheckedToWallet(
        wallet,
        ABSTRACT,
        magic,
        ORIGIN,
        contract({ symbol, decimals: 18 }).readIdentity,
      );
      expect(outcome, symbol).toEqual({ kind: 'mismatch', onChain: { symbol, decimals: 18 } });
      expect(calls, symbol).toEqual([]);
    }
  });

  it('asks nothing of the wallet when decimals() differs', async () => {
    const { wallet, calls } = fakeWallet(ABSTRACT, async () => true);
    const says = { symbol: 'MAGIC', decimals: 6 };
    await expect(addCheckedToWallet(wallet, ABSTRACT, magic, ORIGIN, contract(says).readIdentity)).resolves.toEqual({
      kind: 'mismatch',
      onChain: says,
    });
    expect(calls).toEqual([]);
  });

  it('asks nothing of the wallet when the contract cannot be read (no code, a revert, the RPC down)', async () => {
    const { wallet, calls } = fakeWallet(ABSTRACT, async () => true);
    const failing = contract(new Error('execution reverted')).readIdentity;
    await expect(addCheckedToWallet(wallet, ABSTRACT, magic, ORIGIN, failing)).resolves.toEqual({ kind: 'unreadable' });
    expect(calls).toEqual([]);
  });
});

describe('readTokenIdentity', () => {
  it('reads symbol() and decimals() of the token’s address', async () => {
    const asked: string[] = [];
    const client = {
      readContract: async ({ address, functionName }: { address: string; functionName: string }) => {
        asked.push(`${functionName} ${address}`);
        return functionName === 'symbol' ? 'MAGIC' : 18;
      },
    } as unknown as Parameters<typeof readTokenIdentity>[0];
    await expect(readTokenIdentity(client, MAGIC_ABSTRACT)).resolves.toEqual({ symbol: 'MAGIC', decimals: 18 });
    expect(asked.sort()).toEqual([`decimals ${MAGIC_ABSTRACT}`, `symbol ${MAGIC_ABSTRACT}`]);
  });
});

describe('shownSymbol', () => {
  it('shows invisible and reordering characters as escapes, and cuts a long symbol', () => {
    expect(shownSymbol('USDC')).toBe('USDC');
    expect(shownSymbol('MAG\u200bIC')).toBe('MAG\\u{200B}IC');
    expect(shownSymbol('\u202eCIGAM')).toBe('\\u{202E}CIGAM');
    expect(shownSymbol('A'.repeat(40))).toBe(`${'A'.repeat(24)}…`);
  });

  it('escapes as names are escaped: the same text for the same character, a backslash and a blank filler too', () => {
    for (const symbol of ['MAG\u200bIC', 'MAG\\u{200B}IC', 'MA\u3164GIC', 'M\uFE0FAGIC', 'MAG\u00A0IC'])
      expect(shownSymbol(symbol), symbol).toBe(escapeName(symbol));
  });
});

describe('watchRefusalText', () => {
  const token = { address: MAGIC_ABSTRACT, symbol: 'MAGIC', decimals: 18 };
  const mismatch = { kind: 'mismatch', onChain: { symbol: 'MAG\u200BIC', decimals: 6 } } as const;

  it('words a kept refusal in the language shown now, so a language switch rewords it', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en_US',
      resources: {
        en_US: { translation: localeStrings('en_US') },
        de_DE: { translation: localeStrings('de_DE') },
      },
      interpolation: { escapeValue: false },
    });
    const english = watchRefusalText(i18n.t, mismatch, token, 'Abstract');
    expect(english).toBe(
      'Not added: the token’s contract on Abstract says MAG\\u{200B}IC with 6 decimals, not MAGIC with 18',
    );
    await i18n.changeLanguage('de_DE');
    const german = watchRefusalText(i18n.t, mismatch, token, 'Abstract');
    expect(german).not.toBe(english);
    expect(german).toContain('MAG\\u{200B}IC');
    expect(watchRefusalText(i18n.t, { kind: 'unreadable' }, token, 'Abstract')).toBe(
      i18n.t('addToWallet.unreadable', { symbol: 'MAGIC', chain: 'Abstract' }),
    );
  });
});
