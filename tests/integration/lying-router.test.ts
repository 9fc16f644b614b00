/**
 * Issue 37, attack 1: a contract that is no warp router, written to answer every read the app checks a server
 * route with as a genuine route the trusted owner owns would (tests/support/lying-router.ts). The app's own
 * on-chain checks pass for it in both directions: on-chain reads cannot tell a liar from a genuine route, so
 * their root must be elsewhere (docs/routes.md). And it keeps what is sent through it.
 */
import { type Address, getAddress, isAddressEqual, pad, parseEventLogs, zeroAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevnetChains } from '../../devnet/client';
import type { Devnet } from '../../devnet/devnet';
import { publicClient } from '../../src/api/chain-clients';
import { mailboxAbi, tokenRouterAbi, warpRouterAbi } from '../../src/bridge/hyperlane/abis';
import { verifyRoute } from '../../src/bridge/hyperlane/route-trust';
import { devnetConfig } from '../../src/config/devnet';
import type { NetworkConfig } from '../../src/config/types';
import { erc20Abi, erc721Abi } from '../../src/lib/abis';
import type { BridgeRoute } from '../../src/lib/routes';
import { listAttesting } from '../../src/lib/routes/route-list.fixture';
import { mergeServerRoutes } from '../../src/lib/routes/server-records';
import type { ServerBridgeToken } from '../../src/lib/server-bridge-token';
import { deployLyingRoutes, type LyingRoute, type LyingRoutes } from '../support/lying-router';
import { startTestDevnet } from '../support/test-devnet';

const HOME = 'arbitrum';
const AWAY = 'ethereum';
const ADMIN_SLOT = '0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103';

let devnet: Devnet;
let chains: DevnetChains;
let network: NetworkConfig;
let liars: LyingRoutes;

beforeAll(async () => {
  devnet = await startTestDevnet();
  chains = new DevnetChains(devnet.manifest);
  network = devnetConfig(devnet.manifest);
  liars = await deployLyingRoutes(devnet.manifest, { home: HOME, away: AWAY });
});

afterAll(async () => {
  await devnet?.stop();
});

const MAGIC = { symbol: 'MAGIC', decimals: 18, isNft: false } as const;
const SMOL_BRAINS = { symbol: 'SmolBrain', decimals: 0, isNft: true } as const;

/**
 * The server route a record naming the liars becomes, made as the app makes it (`mergeServerRoutes`, with a
 * signed list naming the liars): from home (the collateral liar, over the real token) to away, or back (a
 * collateral destination, whose wrapped token the list names).
 */
function serverRoute(
  token: { symbol: string; decimals: number; isNft: boolean },
  liar: LyingRoute,
  direction: 'out' | 'back',
): BridgeRoute {
  const real = chains.token(token.symbol, HOME).token;
  const out: ServerBridgeToken = {
    name: `${token.symbol} (liar)`,
    srcChainId: chains.chain(HOME).chainId,
    destChainId: chains.chain(AWAY).chainId,
    srcTokenAddress: liar.collateral,
    destTokenAddress: liar.synthetic,
    underlyingTokenAddress: real,
    isCollateral: true,
    isNft: token.isNft,
    decimals: token.decimals,
    method: 'hyperlane',
    ...(token.isNft ? { nftStandard: 'ERC721' as const } : {}),
  };
  const back: ServerBridgeToken = {
    ...out,
    srcChainId: out.destChainId,
    destChainId: out.srcChainId,
    srcTokenAddress: liar.synthetic,
    destTokenAddress: liar.collateral,
    underlyingTokenAddress: undefined,
    isCollateral: false,
    isDestCollateral: true,
  };
  const record = direction === 'out' ? out : back;
  const list = listAttesting([record], { [liar.collateral]: getAddress(real) });
  const [route] = mergeServerRoutes(network, [], [record], list).routes;
  if (!route) throw new Error("the liar's record made no route");
  return route;
}

describe('a lying router: no warp router, answering as a genuine one the trusted owner owns', () => {
  it.each([
    ['MAGIC', 'out'],
    ['MAGIC', 'back'],
    ['Smol Brains', 'out'],
    ['Smol Brains', 'back'],
  ] as const)('passes every on-chain check of a server route (%s, %s)', async (name, direction) => {
    const route =
      name === 'MAGIC' ? serverRoute(MAGIC, liars.erc20, direction) : serverRoute(SMOL_BRAINS, liars.erc721, direction);
    const verdict = await verifyRoute(route, network, publicClient);
    expect('failure' in verdict ? verdict.failure : undefined).toBeUndefined();
  });

  it('reads as what it claims: a route claiming other decimals than its token has fails', async () => {
    const route = serverRoute({ ...MAGIC, decimals: 6 }, liars.erc20, 'out');
    expect(await verifyRoute(route, network, publicClient)).toMatchObject({ failure: 'wrong-decimals' });
  });

  it('answers the owner, the ProxyAdmin, the Mailbox, its hooks and quotes as a genuine route would', async () => {
    for (const [chain, liar] of [
      [HOME, liars.erc20.collateral],
      [HOME, liars.erc721.collateral],
      [AWAY, liars.erc20.synthetic],
      [AWAY, liars.erc721.synthetic],
    ] as const) {
      const client = chains.client(chain);
      const read = (functionName: 'owner' | 'mailbox' | 'interchainSecurityModule' | 'hook') =>
        client.readContract({ address: liar, abi: warpRouterAbi, functionName });
      expect(isAddressEqual(await read('owner'), devnet.manifest.routerOwner as Address)).toBe(true);
      expect(isAddressEqual(await read('mailbox'), chains.chain(chain).mailbox as Address)).toBe(true);
      expect(await read('interchainSecurityModule')).toBe(zeroAddress);
      expect(await read('hook')).toBe(zeroAddress);
      // A genuine ProxyAdmin of that chain, which the trusted owner owns.
      const slot = await client.getStorageAt({ address: liar, slot: ADMIN_SLOT });
      const admin = getAddress(`0x${(slot ?? '').slice(-40)}`);
      expect(admin).not.toBe(zeroAddress);
      const adminOwner = await client.readContract({ address: admin, abi: warpRouterAbi, functionName: 'owner' });
      expect(isAddressEqual(adminOwner, devnet.manifest.routerOwner as Address)).toBe(true);
    }
    // On home, the genuine MAGIC route's own ProxyAdmin.
    const home = chains.client(HOME);
    const adminOf = (address: Address) => home.getStorageAt({ address, slot: ADMIN_SLOT });
    expect(await adminOf(liars.erc20.collateral)).toBe(await adminOf(chains.token('MAGIC', HOME).router));
    // The genuine MAGIC route does not reach Ethereum: the liar quotes what it would, as the SMOL route (the same
    // destination gas) does.
    const quoteTo = (router: Address) =>
      home.readContract({
        address: router,
        abi: tokenRouterAbi,
        functionName: 'quoteGasPayment',
        args: [chains.chain(AWAY).domainId],
      });
    const quote = await quoteTo(liars.erc20.collateral);
    expect(quote).toBeGreaterThan(0n);
    expect(quote).toBe(await quoteTo(chains.token('SMOL', HOME).router));
    expect(await quoteTo(liars.erc721.collateral)).toBeGreaterThan(quote);
  });

  /** Sends through the collateral liar as the app would (approve, quote, transferRemote); no message leaves. */
  async function sendThroughLiar(symbol: string, accountIndex: number, amountOrId: bigint) {
    const home = chains.client(HOME);
    const wallet = chains.wallet(HOME, accountIndex);
    const router = symbol === 'MAGIC' ? liars.erc20.collateral : liars.erc721.collateral;
    const approval = await wallet.writeContract({
      address: chains.token(symbol, HOME).token,
      abi: symbol === 'MAGIC' ? erc20Abi : erc721Abi,
      functionName: 'approve',
      args: [router, amountOrId],
    });
    await home.waitForTransactionReceipt({ hash: approval });
    const destination = chains.chain(AWAY).domainId;
    const value = await home.readContract({
      address: router,
      abi: tokenRouterAbi,
      functionName: 'quoteGasPayment',
      args: [destination],
    });
    const hash = await wallet.writeContract({
      address: router,
      abi: tokenRouterAbi,
      functionName: 'transferRemote',
      args: [destination, pad(wallet.account.address), amountOrId],
      value,
    });
    const receipt = await home.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(parseEventLogs({ abi: mailboxAbi, logs: receipt.logs })).toEqual([]);
    expect(await home.getBalance({ address: router })).toBeGreaterThanOrEqual(value);
    return router;
  }

  it('keeps the MAGIC sent through it, and dispatches nothing', async () => {
    const amount = 5n * 10n ** 18n;
    const router = await sendThroughLiar('MAGIC', 3, amount);
    expect(await chains.erc20Balance('MAGIC', HOME, router)).toBe(amount);
  });

  it('keeps the Smol Brain sent through it, and dispatches nothing', async () => {
    const router = await sendThroughLiar('SmolBrain', 2, 20n);
    expect(await chains.nftOwner('SmolBrain', HOME, 20n)).toBe(router);
  });
});
