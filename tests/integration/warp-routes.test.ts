import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevnetChains } from '../../devnet/client';
import type { Devnet } from '../../devnet/devnet';
import { tokenRouterAbi } from '../../src/bridge/hyperlane/abis';
import { startTestDevnet } from '../support/test-devnet';

const USER = 1;
const MAGIC_AMOUNT = 25n * 10n ** 18n;
const SMOL_AMOUNT = 7n * 10n ** 18n;

let devnet: Devnet;
let chains: DevnetChains;
let user: Address;

beforeAll(async () => {
  devnet = await startTestDevnet();
  chains = new DevnetChains(devnet.manifest);
  user = devnet.manifest.accounts[USER]?.address as Address;
});

afterAll(async () => {
  await devnet?.stop();
});

/** Sends through the warp route and checks the message is delivered and balances move on both sides. */
async function bridgeErc20(symbol: string, from: string, to: string, amount: bigint): Promise<void> {
  const before = {
    from: await chains.erc20Balance(symbol, from, user),
    to: await chains.erc20Balance(symbol, to, user),
  };
  const { messageId } = await chains.transferRemote({ symbol, from, to, accountIndex: USER, amountOrId: amount });
  expect(await chains.erc20Balance(symbol, from, user)).toBe(before.from - amount);
  await chains.waitForDelivery(to, messageId);
  expect(await chains.isDelivered(to, messageId)).toBe(true);
  expect(await chains.erc20Balance(symbol, to, user)).toBe(before.to + amount);
}

describe('devnet warp routes, relayed by the Hyperlane relayer', () => {
  it('writes a manifest with every chain, route and funded account', () => {
    expect(devnet.manifest.chains.map((c) => c.chainId)).toEqual([42161, 2741, 8453, 1, 2020]);
    const routes = (symbol: string) =>
      devnet.manifest.tokens.filter((t) => t.symbol === symbol).map((t) => [t.chainId, t.standard]);
    expect(routes('MAGIC')).toEqual([
      [42161, 'collateral'],
      [2741, 'synthetic'],
      [8453, 'synthetic'],
      [2020, 'synthetic'],
    ]);
    expect(routes('SMOL')).toEqual([
      [42161, 'collateral'],
      [1, 'synthetic'],
      [2741, 'synthetic'],
      [8453, 'synthetic'],
    ]);
    expect(routes('SmolBrain')).toEqual([
      [42161, 'erc721-collateral'],
      [2741, 'erc721-synthetic'],
      [8453, 'erc721-synthetic'],
    ]);
  });

  it('gives each user 10,000 MAGIC and 10,000 SMOL on Arbitrum, and ETH on every chain', async () => {
    // Runs before any transfer in this file, so the balances are the starting ones.
    const starting = 10_000n * 10n ** 18n;
    for (const index of [1, 2, 3]) {
      const address = devnet.manifest.accounts[index]?.address as Address;
      expect(await chains.erc20Balance('MAGIC', 'arbitrum', address)).toBe(starting);
      expect(await chains.erc20Balance('SMOL', 'arbitrum', address)).toBe(starting);
      for (const chain of devnet.manifest.chains) {
        expect(await chains.client(chain.name).getBalance({ address })).toBeGreaterThan(1000n * 10n ** 18n);
      }
    }
  });

  it('gives Smol Brains 1-10 to the first user and 11-20 to the second', async () => {
    const [first, second] = [1, 2].map((i) => devnet.manifest.accounts[i]?.address as Address);
    for (const id of [1n, 10n]) expect(await chains.nftOwner('SmolBrain', 'arbitrum', id)).toBe(first);
    for (const id of [11n, 20n]) expect(await chains.nftOwner('SmolBrain', 'arbitrum', id)).toBe(second);
  });

  it('quotes a non-zero interchain gas payment', async () => {
    const magic = chains.token('MAGIC', 'arbitrum');
    const quote = await chains.client('arbitrum').readContract({
      address: magic.router,
      abi: tokenRouterAbi,
      functionName: 'quoteGasPayment',
      args: [2741],
    });
    expect(quote).toBeGreaterThan(0n);
  });

  it('bridges 25 MAGIC Arbitrum -> Abstract -> Base -> Arbitrum', async () => {
    const start = await chains.erc20Balance('MAGIC', 'arbitrum', user);
    await bridgeErc20('MAGIC', 'arbitrum', 'abstract', MAGIC_AMOUNT);
    await bridgeErc20('MAGIC', 'abstract', 'base', MAGIC_AMOUNT);
    await bridgeErc20('MAGIC', 'base', 'arbitrum', MAGIC_AMOUNT);
    expect(await chains.erc20Balance('MAGIC', 'arbitrum', user)).toBe(start);
  });

  it('bridges SMOL Arbitrum -> Ethereum', async () => {
    await bridgeErc20('SMOL', 'arbitrum', 'ethereum', SMOL_AMOUNT);
  });

  it('bridges Smol Brain #1 Arbitrum -> Abstract -> Arbitrum', async () => {
    const id = 1n;
    const arbitrumRouter = chains.token('SmolBrain', 'arbitrum').router;
    expect(await chains.nftOwner('SmolBrain', 'arbitrum', id)).toBe(user);
    expect(await chains.nftOwner('SmolBrain', 'abstract', id)).toBeUndefined();

    const out = await chains.transferRemote({
      symbol: 'SmolBrain',
      from: 'arbitrum',
      to: 'abstract',
      accountIndex: USER,
      amountOrId: id,
    });
    expect(await chains.nftOwner('SmolBrain', 'arbitrum', id)).toBe(arbitrumRouter);
    await chains.waitForDelivery('abstract', out.messageId);
    expect(await chains.nftOwner('SmolBrain', 'abstract', id)).toBe(user);

    const back = await chains.transferRemote({
      symbol: 'SmolBrain',
      from: 'abstract',
      to: 'arbitrum',
      accountIndex: USER,
      amountOrId: id,
    });
    expect(await chains.nftOwner('SmolBrain', 'abstract', id)).toBeUndefined();
    await chains.waitForDelivery('arbitrum', back.messageId);
    expect(await chains.isDelivered('arbitrum', back.messageId)).toBe(true);
    expect(await chains.nftOwner('SmolBrain', 'arbitrum', id)).toBe(user);
  });

  it('holds messages while the relayer is stopped and delivers them once it is back', async () => {
    await devnet.relayer.stop();
    const { messageId } = await chains.transferRemote({
      symbol: 'MAGIC',
      from: 'arbitrum',
      to: 'base',
      accountIndex: USER,
      amountOrId: 10n ** 18n,
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await chains.isDelivered('base', messageId)).toBe(false);
    await devnet.relayer.start();
    await chains.waitForDelivery('base', messageId);
  });
});
