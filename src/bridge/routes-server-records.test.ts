import { describe, expect, it } from 'vitest';
import { chainOf } from '../config/chain-of';
import { MAINNET } from '../config/mainnet';
import { TESTNET } from '../config/testnet';
import type { NetworkConfig } from '../config/types';
import { LIST_ISSUED_AT, LIST_SIGNER, listAttesting } from '../lib/routes/route-list.fixture';
import { mergeServerRoutes } from '../lib/routes/server-records';
import { type ServerBridgeToken, serverBridgeTokenSchema } from '../lib/server-bridge-token';
import { builtInRoutes } from './routes';
import { ABSTRACT, ARB, ask, BASE, ETH, mainnetRoutes } from './routes.fixture';

const record = (overrides: Partial<ServerBridgeToken>): ServerBridgeToken => ({
  name: 'MAGIC',
  srcChainId: ARB,
  destChainId: ABSTRACT,
  srcTokenAddress: '0x37687d638EA2D25Df5350D37d5BccBF7Fff1F2B3',
  destTokenAddress: '0x263D8f36Bb8d0d9526255E205868C26690b04B88',
  underlyingTokenAddress: '0x539bdE0d7Dbd336b79148AA742883198BBF60342',
  isCollateral: true,
  isNft: false,
  method: 'hyperlane',
  ...overrides,
});

/** Every record attested by a signed list, so each other rule is seen on its own. */
const merge = (records: ServerBridgeToken[]) =>
  mergeServerRoutes(MAINNET, mainnetRoutes, records, listAttesting(records));
const MAGIC_TOKEN = '0x539bdE0d7Dbd336b79148AA742883198BBF60342';
const MAGIC_ARB_ROUTER = '0x37687d638EA2D25Df5350D37d5BccBF7Fff1F2B3';
const DRAINER = '0xdddddddddddddddddddddddddddddddddddddddd';

describe('server routes', () => {
  it('add nothing for a direction a built-in route covers with the same contracts', () => {
    const { routes, rejected } = merge([
      record({}),
      record({
        srcChainId: ABSTRACT,
        destChainId: ARB,
        srcTokenAddress: '0x263D8f36Bb8d0d9526255E205868C26690b04B88',
        destTokenAddress: MAGIC_ARB_ROUTER,
        isCollateral: false,
        underlyingTokenAddress: undefined,
      }),
    ]);
    expect(routes).toEqual(mainnetRoutes);
    expect(rejected).toEqual([]);
  });

  it('drop Hyperlane records on a chain without a Mailbox (one the registry disables)', () => {
    const ghost = record({ name: 'GHOST', srcChainId: 421614, destChainId: 11124 });
    const records = [ghost, { ...ghost, srcChainId: 11124, destChainId: 84532 }, { ...ghost, destChainId: 84532 }];
    const { routes, rejected } = mergeServerRoutes(TESTNET, builtInRoutes(TESTNET), records, listAttesting(records));
    expect(rejected.map((r) => r.reason)).toEqual(['no-mailbox', 'no-mailbox']);
    expect(routes.filter((r) => r.origin === 'server').map((r) => `${r.l1.chainId}->${r.l2.chainId}`)).toEqual([
      '421614->84532',
    ]);
  });

  it('drop records on a chain the network does not have', () => {
    const { routes, rejected } = merge([
      record({ name: 'GHOST', srcChainId: 999 }),
      record({ name: 'GHOST', destChainId: 999 }),
    ]);
    expect(routes).toHaveLength(mainnetRoutes.length);
    expect(rejected.map((r) => r.reason)).toEqual(['unknown-chain', 'unknown-chain']);
  });

  it('make a server-only direction of a new token a deposit-only candidate, with default decimals', () => {
    const ghost = record({
      name: 'GHOST',
      srcChainId: BASE,
      destChainId: ETH,
      srcTokenAddress: '0x1111111111111111111111111111111111111111',
      destTokenAddress: '0x2222222222222222222222222222222222222222',
      underlyingTokenAddress: '0x3333333333333333333333333333333333333333',
      isDestCollateral: true,
    });
    // As the marketplace sends it, naming the function the wallet would be asked to call: only the
    // config may name one (docs/nfts.md, "Batches"), so the record's is dropped at the boundary.
    const nft = serverBridgeTokenSchema.parse({
      ...record({
        name: 'BRAINS',
        srcChainId: ARB,
        destChainId: BASE,
        srcTokenAddress: '0x4444444444444444444444444444444444444444',
        destTokenAddress: '0x5555555555555555555555555555555555555555',
        isCollateral: false,
        underlyingTokenAddress: undefined,
        isNft: true,
        nftStandard: 'ERC721',
      }),
      nftBatchSignature: 'transferOwnership(address)',
    });
    const { routes: merged } = merge([ghost, nft]);
    const answer = ask(merged, 'GHOST', BASE, ETH);
    expect(answer).toMatchObject({ ok: true, direction: 'deposit', method: 'hyperlane', estimatedTime: 300 });
    if (!answer.ok) throw new Error('no route');
    expect(answer.route.origin).toBe('server');
    expect(answer.route.destinationCollateral).toBe(true);
    expect(answer.route.token.decimals).toBe(18);
    expect(answer.from).toEqual({
      chainId: BASE,
      address: '0x3333333333333333333333333333333333333333',
      router: '0x1111111111111111111111111111111111111111',
    });
    expect(ask(merged, 'GHOST', ETH, BASE)).toEqual({ ok: false, reason: 'deposit-only' });
    const brains = ask(merged, 'BRAINS', ARB, BASE);
    expect(brains).toMatchObject({ ok: true, route: { token: { decimals: 0, isNft: true, nftStandard: 'ERC721' } } });
    if (brains.ok) expect(brains.route).not.toHaveProperty('nftBatchSignature');
  });

  it('take the network’s Hyperlane delivery time, as the built-in routes do', () => {
    const quick = { ...MAINNET, hyperlaneDeliverySeconds: 15 };
    const records = [record({ name: 'GHOST', destChainId: ETH, srcChainId: BASE })];
    const { routes } = mergeServerRoutes(quick, builtInRoutes(quick), records, listAttesting(records));
    expect(ask(routes, 'GHOST', BASE, ETH)).toMatchObject({ ok: true, estimatedTime: 15 });
    expect(ask(routes, 'MAGIC', ARB, ABSTRACT)).toMatchObject({ ok: true, estimatedTime: 15 });
  });

  it('keep built-in restrictions over what the server lists, even with other contracts', () => {
    const smolBack = record({
      name: 'SMOL',
      srcChainId: ETH,
      destChainId: ARB,
      srcTokenAddress: '0x53ccE6d10e43d1B3D11872Ad22eC2aCd8d2537B8',
      destTokenAddress: '0x32AD8eEb9831afe4B8f19FCF7B318c6526B8B781',
      isCollateral: false,
      underlyingTokenAddress: undefined,
    });
    const otherContracts = { ...smolBack, srcTokenAddress: DRAINER, destTokenAddress: DRAINER };
    const { routes, rejected } = merge([smolBack, otherContracts]);
    expect(ask(routes, 'SMOL', ETH, ARB)).toEqual({ ok: false, reason: 'withdraw-disabled' });
    expect(rejected).toEqual([{ record: otherContracts, reason: 'conflicts-with-built-in' }]);
  });

  it('refuse a record that would make a drainer the spender of real MAGIC', () => {
    const drainer = record({
      name: 'magic',
      srcChainId: ARB,
      destChainId: ETH,
      srcTokenAddress: DRAINER,
      destTokenAddress: DRAINER,
      underlyingTokenAddress: MAGIC_TOKEN,
    });
    const { routes, rejected } = merge([drainer]);
    expect(ask(routes, 'MAGIC', ARB, ETH)).toEqual({ ok: false, reason: 'no-route' });
    expect(rejected.map((r) => r.reason)).toEqual(['look-alike']);
  });

  it.each([
    ['trailing space', 'MAGIC ', 'look-alike'],
    ['lower case', 'magic', 'look-alike'],
    ['all Cyrillic, with U+050C', '\u041c\u0410\u050c\u0406\u0421', 'look-alike'],
    ['Cyrillic А among Latin', 'M\u0410GIC', 'unsafe-name'],
    ['Greek Μ and zero-width space', '\u039cAG\u200bIC', 'unsafe-name'],
    ['dots', 'M.A.G.I.C', 'look-alike'],
    ['digit one for I', 'MAG1C', 'look-alike'],
    ['accent', 'MÀGIC', 'look-alike'],
  ])('refuse a second token under a look-alike of a built-in name (%s)', (_, name, reason) => {
    const { routes, rejected } = merge([
      record({
        name,
        srcChainId: BASE,
        destChainId: ETH,
        srcTokenAddress: DRAINER,
        destTokenAddress: '0x2222222222222222222222222222222222222222',
        isCollateral: false,
        underlyingTokenAddress: undefined,
      }),
    ]);
    expect(routes).toEqual(mainnetRoutes);
    expect(rejected.map((r) => r.reason)).toEqual([reason]);
  });

  it('take a new leg of a built-in token only from one of its routers, under the built-in name', () => {
    const ronin = record({
      name: 'MAGIC',
      srcChainId: ARB,
      destChainId: 2020,
      srcTokenAddress: MAGIC_ARB_ROUTER,
      destTokenAddress: '0x2222222222222222222222222222222222222222',
    });
    const network: NetworkConfig = { ...MAINNET, chains: [...MAINNET.chains, roninChain()] };
    const { routes, rejected } = mergeServerRoutes(network, mainnetRoutes, [ronin], listAttesting([ronin]));
    expect(rejected).toEqual([]);
    const answer = ask(routes, 'MAGIC', ARB, 2020);
    expect(answer).toMatchObject({ ok: true, route: { origin: 'server', token: { symbol: 'MAGIC', decimals: 18 } } });
  });

  it('refuse unparseable addresses, impossible decimals, and zk records (the zk bridge comes from config)', () => {
    const base = { name: 'GHOST', srcChainId: BASE, destChainId: ETH, isCollateral: false };
    const { rejected } = merge([
      record({ ...base, srcTokenAddress: 'not-an-address' }),
      record({ ...base, decimals: 77 }),
      record({ ...base, isNft: true, decimals: 3 }),
      record({ ...base, method: 'zk', srcTokenAddress: DRAINER }),
    ]);
    expect(rejected.map((r) => r.reason)).toEqual(['bad-address', 'bad-decimals', 'bad-decimals', 'zk-from-server']);
  });

  it('refuse a second server token whose name only looks like an earlier one', () => {
    const first = record({
      name: 'GHOST',
      srcChainId: BASE,
      destChainId: ETH,
      srcTokenAddress: '0x1111111111111111111111111111111111111111',
      isCollateral: false,
    });
    const second = { ...first, name: 'GH0ST', srcTokenAddress: DRAINER };
    const { rejected } = merge([first, second]);
    expect(rejected).toEqual([{ record: second, reason: 'look-alike' }]);
  });
  it('refuse names that reorder text, hide characters or mix scripts, even on a listed route', () => {
    const ghost = record({ name: 'GHOST', srcChainId: BASE, destChainId: ETH, isCollateral: false });
    const { rejected } = merge([
      { ...ghost, name: 'GH\u200bOST' },
      { ...ghost, name: 'GHOST\u202e' },
      { ...ghost, name: 'Smol Br\u0430ins' },
    ]);
    expect(rejected.map((r) => r.reason)).toEqual(['unsafe-name', 'unsafe-name', 'unsafe-name']);
  });

  describe('attested by the signed route list', () => {
    const ghost = record({ name: 'GHOST', srcChainId: BASE, destChainId: ETH, isCollateral: false });

    it('become routes only where the list names them, carrying who signed it and when', () => {
      const other = record({ ...ghost, name: 'OTHER', srcTokenAddress: DRAINER });
      const { routes, rejected } = mergeServerRoutes(MAINNET, mainnetRoutes, [ghost, other], listAttesting([ghost]));
      expect(rejected).toEqual([{ record: other, reason: 'unattested' }]);
      expect(ask(routes, 'GHOST', BASE, ETH)).toMatchObject({
        ok: true,
        route: { origin: 'server', attestation: { signer: LIST_SIGNER, issuedAt: LIST_ISSUED_AT } },
      });
    });

    it('add nothing without a list, whatever the records say; a built-in route’s own record is no rejection', () => {
      const { routes, rejected } = mergeServerRoutes(MAINNET, mainnetRoutes, [record({}), ghost], undefined);
      expect(routes).toEqual(mainnetRoutes);
      expect(rejected).toEqual([{ record: ghost, reason: 'unattested' }]);
    });

    it('do not attest a record whose router, token, chain, standard or decimals differ from the list’s', () => {
      const list = listAttesting([ghost]);
      for (const changed of [
        { srcTokenAddress: DRAINER },
        { destTokenAddress: DRAINER },
        { destChainId: ABSTRACT },
        { decimals: 6 },
        { isNft: true, nftStandard: 'ERC721' as const, decimals: 0 },
        { isCollateral: true, underlyingTokenAddress: MAGIC_TOKEN },
      ]) {
        const { rejected } = mergeServerRoutes(MAINNET, mainnetRoutes, [{ ...ghost, ...changed }], list);
        expect(rejected.map((r) => r.reason)).toEqual(['unattested']);
      }
    });

    it('take a collateral destination’s token from the list, for the chains to confirm', () => {
      const back = { ...ghost, isDestCollateral: true };
      const wrapped = '0x1111111111111111111111111111111111111111';
      const list = listAttesting([back], { [back.destTokenAddress]: wrapped });
      const { routes } = mergeServerRoutes(MAINNET, mainnetRoutes, [back], list);
      expect(ask(routes, 'GHOST', BASE, ETH)).toMatchObject({
        ok: true,
        route: { destinationCollateral: true, l2: { address: wrapped, router: back.destTokenAddress } },
      });
    });
  });
});

function roninChain() {
  const arbitrum = chainOf(MAINNET, ARB);
  if (!arbitrum) throw new Error('no Arbitrum');
  return { ...arbitrum, chainId: 2020, domainId: 2020, chainSlug: 'ronin' as const, chainName: 'Ronin' };
}
