import { createThirdwebClient } from 'thirdweb';
import { type LoginPayload, signLoginPayload } from 'thirdweb/auth';
import { privateKeyToAccount } from 'thirdweb/wallets';
import type { Address, Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevnetChains } from '../../devnet/client';
import type { Devnet } from '../../devnet/devnet';
import { publicClient } from '../../src/api/chain-clients';
import { type ApiError, AuthRequiredError } from '../../src/api/errors';
import { createIndexerClient } from '../../src/api/indexer';
import { createMarketplaceClient, getAllBridgingTokens } from '../../src/api/marketplace';
import { builtInRoutes } from '../../src/bridge';
import { verifyRoute } from '../../src/bridge/hyperlane/route-trust';
import { loadNetworkConfig } from '../../src/config/network';
import type { NetworkConfig } from '../../src/config/types';
import { type BridgeRoute, findRoute } from '../../src/lib/routes';
import { vetServerRoutes } from '../../src/lib/routes/vetting';
import { startTestDevnet } from '../support/test-devnet';

const USER = 2;

let devnet: Devnet;
let chains: DevnetChains;
let user: { address: Address; privateKey: Hex };

beforeAll(async () => {
  devnet = await startTestDevnet();
  chains = new DevnetChains(devnet.manifest);
  user = devnet.manifest.accounts[USER] as { address: Address; privateKey: Hex };
});

afterAll(async () => {
  await devnet?.stop();
});

async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  withinMs: number,
): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return { value, ms: Date.now() - started };
    if (Date.now() - started > withinMs)
      throw new Error(
        `not within ${withinMs} ms: ${JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? String(v) : v))}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('devnet indexer', () => {
  it('shows a MAGIC transfer pending within a second, then delivered within a second of its delivery', async () => {
    const indexer = createIndexerClient({ url: devnet.manifest.services.indexerUrl });
    const abstract = chains.chain('abstract');
    await devnet.relayer.stop();
    const { messageId, receipt } = await chains.transferRemote({
      symbol: 'MAGIC',
      from: 'arbitrum',
      to: 'abstract',
      accountIndex: USER,
      amountOrId: 3n * 10n ** 18n,
    });

    const pending = await eventually(
      () => indexer.getDepositsForAddressOnChain(user.address, abstract.chainId),
      (rows) => rows.some((r) => r.msgId === messageId),
      1000,
    );
    const row = pending.value.find((r) => r.msgId === messageId);
    const magicArbitrum = chains.token('MAGIC', 'arbitrum');
    const magicAbstract = chains.token('MAGIC', 'abstract');
    expect(row).toMatchObject({
      isDelivered: false,
      deliveryOccurredAt: null,
      deliveryLatencyMs: null,
      destinationTxHash: null,
      originChainId: 42161,
      originDomainId: 42161,
      originTxHash: receipt.transactionHash,
      originTxSender: user.address,
      destinationChainId: 2741,
      destinationDomainId: 2741,
      sender: magicArbitrum.router,
      recipient: magicAbstract.router,
    });
    expect(row?.sendOccurredAt.getTime()).toBeGreaterThan(Date.now() - 60_000);

    await devnet.relayer.start();
    const delivery = await chains.waitForDelivery('abstract', messageId);
    const delivered = await eventually(
      () => indexer.getDepositsForAddressOnChain(user.address, abstract.chainId),
      (rows) => rows.some((r) => r.msgId === messageId && r.isDelivered),
      delivery + 1000,
    );
    const done = delivered.value.find((r) => r.msgId === messageId);
    expect(done?.isDelivered).toBe(true);
    expect(done?.destinationTxHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(done?.destinationTxSender).toBe(devnet.manifest.accounts.find((a) => a.role === 'relayer')?.address);
    expect(done?.destinationTxRecipient).toBe(abstract.mailbox);
    expect(done?.deliveryLatencyMs).toBeGreaterThanOrEqual(0);
    expect(done?.deliveryOccurredAt?.getTime()).toBeGreaterThanOrEqual(done?.sendOccurredAt.getTime() ?? 0);
  });

  it('answers only the sender and destination asked for, newest first', async () => {
    const indexer = createIndexerClient({ url: devnet.manifest.services.indexerUrl });
    await chains.transferRemote({
      symbol: 'MAGIC',
      from: 'arbitrum',
      to: 'abstract',
      accountIndex: USER,
      amountOrId: 10n ** 18n,
    });
    await chains.transferRemote({
      symbol: 'MAGIC',
      from: 'arbitrum',
      to: 'base',
      accountIndex: USER,
      amountOrId: 10n ** 18n,
    });
    const rows = (
      await eventually(
        () => indexer.getDepositsForAddressOnChain(user.address, 2741),
        (r) => r.length >= 2,
        2000,
      )
    ).value;
    expect(rows.every((r) => r.originTxSender === user.address && r.destinationChainId === 2741)).toBe(true);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));
    const other = devnet.manifest.accounts[3]?.address as Address;
    expect(await indexer.getDepositsForAddressOnChain(other, 2741)).toEqual([]);
  });
});

describe('devnet marketplace', () => {
  const client = (token: () => string | null = () => null) =>
    createMarketplaceClient({
      baseUrl: devnet.manifest.services.marketplaceUrl,
      apiKey: devnet.manifest.services.marketplaceApiKey,
      authToken: token,
      log: () => {},
    });

  /** The records and the signed route list, as the app vets them. */
  const vetted = async (network: NetworkConfig) =>
    vetServerRoutes(
      network,
      builtInRoutes(network),
      await getAllBridgingTokens(client()),
      await client().getBridgeRouteList('devnet'),
      Math.floor(Date.now() / 1000),
    );

  it('lists bridge-token records the app merges: one deposit-only direction, one unknown chain dropped', async () => {
    const records = await getAllBridgingTokens(client());
    expect(records.some((r) => r.destChainId === 999)).toBe(true);
    expect(records.some((r) => r.srcChainId === 42161 && r.destChainId === 2020)).toBe(true);
    expect(records.some((r) => r.srcChainId === 2020)).toBe(false);
    const network = await loadNetworkConfig('devnet', devnet.manifest);
    const { routes, rejected, listProblem } = await vetted(network);
    // The devnet marketplace signs its list with the key whose address the manifest names.
    expect(listProblem).toBeUndefined();
    expect(routes.some((r) => r.l1.chainId === 999 || r.l2.chainId === 999)).toBe(false);
    expect(new Set(rejected.map((r) => r.reason))).toEqual(new Set(['unknown-chain']));
    expect(findRoute(routes, { token: 'MAGIC', fromChainId: 42161, toChainId: 2020 })).toMatchObject({
      ok: true,
      route: { origin: 'server', depositOnly: true, attestation: { signer: devnet.manifest.services.routeListSigner } },
    });
    expect(findRoute(routes, { token: 'MAGIC', fromChainId: 2020, toChainId: 42161 })).toEqual({
      ok: false,
      reason: 'deposit-only',
    });
    expect(findRoute(routes, { token: 'MAGIC', fromChainId: 42161, toChainId: 2741 })).toMatchObject({
      ok: true,
      route: { origin: 'built-in' },
    });
    expect(findRoute(routes, { token: 'SmolBrain', fromChainId: 42161, toChainId: 8453 })).toMatchObject({ ok: true });
  });

  it('offers a listed server route only as far as the chains agree with it', async () => {
    const network = await loadNetworkConfig('devnet', devnet.manifest);
    const { routes } = await vetted(network);
    const ronin = routes.find((r) => r.origin === 'server' && r.token.symbol === 'MAGIC' && r.l2.chainId === 2020);
    if (!ronin) throw new Error('no MAGIC Arbitrum -> Ronin server route');
    const verify = async (route: BridgeRoute) => {
      const verdict = await verifyRoute(route, network, publicClient);
      return 'failure' in verdict ? verdict.failure : 'consistent';
    };
    expect(await verify(ronin)).toBe('consistent');

    const smol = devnet.manifest.tokens.find((t) => t.symbol === 'SMOL' && t.chainId === 42161);
    if (!smol) throw new Error('no SMOL on Arbitrum');
    const user = devnet.manifest.accounts[1]?.address as Address;
    expect(await verify({ ...ronin, l2: { ...ronin.l2, router: user } })).toBe('no-code');
    expect(await verify({ ...ronin, l1: { ...ronin.l1, address: smol.token as Address } })).toBe('wrong-wrapped-token');
    expect(
      await verify({ ...ronin, l1: { ...ronin.l1, router: smol.router as Address, address: smol.token as Address } }),
    ).toBe('not-enrolled');
    expect(await verify({ ...ronin, token: { ...ronin.token, decimals: 6 } })).toBe('wrong-decimals');
  });

  it('quotes prices', async () => {
    expect(await client().getPrice('MAGIC', 'USD')).toBe('0.25');
    expect(await client().getPrice('ETH', 'USD')).toBe('3000');
  });

  it('signs in with a signature, then serves the account with the token, and refuses without it', async () => {
    await expect(client().getAccountSettings()).rejects.toBeInstanceOf(AuthRequiredError);
    const { payload } = (await client().authenticate(user.address)) as { payload: LoginPayload };
    expect(payload.address).toBe(user.address);
    const thirdweb = createThirdwebClient({ clientId: 'test' });
    const signed = await signLoginPayload({
      payload,
      account: privateKeyToAccount({ client: thirdweb, privateKey: user.privateKey }),
    });
    const { token } = (await client().createSession(signed)) as { token: string };
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(await client(() => token).getAccountSettings()).toMatchObject({ address: user.address });
    const refused = (await client(() => 'not-a-token')
      .getAccountSettings()
      .catch((e: unknown) => e)) as ApiError;
    expect(refused.status).toBe(401);
    expect(refused.shortMessage).toBe('Sign in to continue');
  });

  it('refuses a signature by another account', async () => {
    const { payload } = (await client().authenticate(user.address)) as { payload: LoginPayload };
    const thirdweb = createThirdwebClient({ clientId: 'test' });
    const other = devnet.manifest.accounts[3]?.privateKey as Hex;
    const forged = await signLoginPayload({
      payload,
      account: privateKeyToAccount({ client: thirdweb, privateKey: other }),
    });
    const error = (await client()
      .createSession(forged)
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
  });

  it('refuses a wrong API key and says what it does not serve', async () => {
    const wrongKey = createMarketplaceClient({
      baseUrl: devnet.manifest.services.marketplaceUrl,
      apiKey: 'nope',
      authToken: () => null,
      log: () => {},
    });
    const unauthorised = (await wrongKey.getSeasons().catch((e: unknown) => e)) as ApiError;
    expect([unauthorised.status, unauthorised.shortMessage]).toEqual([401, 'Missing or invalid API key']);
    const unserved = (await client()
      .getSeasons()
      .catch((e: unknown) => e)) as ApiError;
    expect([unserved.status, unserved.shortMessage]).toEqual([
      501,
      'The devnet marketplace does not serve GET /v1/seasons',
    ]);
  });

  it('serves the NFTs a user holds, read from the chains, and the collection traits', async () => {
    const holder = devnet.manifest.accounts[1]?.address as Address;
    const tokens = await client().getTokensForUser({ userAddress: holder });
    const onArbitrum = tokens.filter((t) => t.chainId === 42161).map((t) => Number(t.tokenId));
    expect(onArbitrum.length).toBeGreaterThan(0);
    expect(onArbitrum.every((id) => id >= 1 && id <= 10)).toBe(true);
    expect(tokens[0]?.name).toMatch(/^Smol Brain #\d+$/);
    // Served by the marketplace itself, the devnet's one image origin (docs/nfts.md, "Images").
    expect(tokens[0]?.image).toMatch(
      new RegExp(`^${devnet.manifest.services.marketplaceUrl}/images/smol-brains/\\d+\\.svg$`),
    );
    const traits = await client().getCollectionTraits('smol-brains');
    expect(Object.keys(traits).sort()).toEqual(['Body', 'Glasses', 'Hat']);
    const bodies = Object.values(traits.Body?.valuesMap ?? {}).reduce((sum, v) => sum + v.valueCount, 0);
    expect(bodies).toBe(21);
  });

  it('names addresses', async () => {
    const domains = (await client().getDomains([user.address])) as { address: string; name: string }[];
    expect(domains).toEqual([expect.objectContaining({ address: user.address })]);
    expect(await client().getDomain(user.address)).toMatchObject({ address: user.address });
  });
});
