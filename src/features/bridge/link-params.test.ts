import { describe, expect, it } from 'vitest';
import { builtInRoutes } from '../../bridge';
import { MAINNET } from '../../config/mainnet';
import { findRoute, openingSelection } from '../../lib/routes';
import { type FormLinkState, hasLinkValues, readLinkValues, resolveLink, writeLinkSearch } from './link-params';

const routes = builtInRoutes(MAINNET);
const context = { routes, chains: MAINNET.chains, opening: openingSelection(routes) };
const resolve = (search: string) => resolveLink(readLinkValues(search), context);
const ARB = 42161;
const ABSTRACT = 2741;
const ALICE = '0x1111111111111111111111111111111111111111';
const magicRoute = findRoute(routes, { token: 'MAGIC', fromChainId: ARB, toChainId: ABSTRACT });
if (!magicRoute.ok) throw new Error('mainnet has MAGIC from Arbitrum to Abstract');

describe('readLinkValues', () => {
  it('reads the five parameters, trimmed, and nothing else', () => {
    expect(readLinkValues('?token=MAGIC&from=arb&to=abstract&amount=%2010%20&recipient=x&utm_source=game')).toEqual({
      token: 'MAGIC',
      from: 'arb',
      to: 'abstract',
      amount: '10',
      recipient: 'x',
    });
  });

  it('counts empty values as absent, and a repeated parameter as neither value', () => {
    expect(readLinkValues('?token=&amount=%20')).toEqual({});
    expect(hasLinkValues(readLinkValues('?utm_source=game'))).toBe(false);
    expect(readLinkValues(`?recipient=${ALICE}&recipient=0x2222222222222222222222222222222222222222`)).toEqual({
      recipient: null,
    });
  });
});

describe('resolveLink', () => {
  it('fills the form with everything a good link names', () => {
    expect(resolve(`?token=magic&from=ARB&to=abstract&amount=10.5&recipient=${ALICE}`)).toEqual({
      token: 'MAGIC',
      fromChainId: ARB,
      toChainId: ABSTRACT,
      amount: 10_500_000_000_000_000_000n,
      decimals: 18,
      recipient: ALICE,
      ignored: [],
    });
  });

  it('takes a name as the recipient: the form resolves it and the review asks to check its address', () => {
    expect(resolve('?recipient=alice.eth')).toMatchObject({ recipient: 'alice.eth', ignored: [] });
  });

  it('drops a token no route carries, and an NFT collection, keeping the rest', () => {
    expect(resolve('?token=DOGE&amount=1')).toMatchObject({ token: undefined, amount: 10n ** 18n });
    expect(resolve('?token=DOGE').ignored).toEqual([{ param: 'token', reason: 'unknown-token' }]);
    const withNft = [
      ...routes,
      { ...magicRoute.route, token: { ...magicRoute.route.token, symbol: 'SMOLS', isNft: true } },
    ];
    expect(resolveLink(readLinkValues('?token=SMOLS'), { ...context, routes: withNft }).ignored).toEqual([
      { param: 'token', reason: 'unknown-token' },
    ]);
  });

  it('drops a chain the network does not have, by its slug only', () => {
    expect(resolve('?token=MAGIC&from=solana&to=abstract')).toMatchObject({
      fromChainId: ARB,
      toChainId: ABSTRACT,
      ignored: [{ param: 'from', reason: 'unknown-chain' }],
    });
    // A testnet's chain is not this network's; the chain's name is not its slug.
    expect(resolve('?to=sepolia').ignored).toEqual([{ param: 'to', reason: 'unknown-chain' }]);
    expect(resolve('?from=arbitrum').ignored).toEqual([{ param: 'from', reason: 'unknown-chain' }]);
  });

  it('drops a chain the token has no route from or to', () => {
    expect(resolve('?token=MAGIC&from=arb&to=arb')).toMatchObject({
      fromChainId: ARB,
      toChainId: undefined,
      ignored: [{ param: 'to', reason: 'no-route' }],
    });
    expect(resolve('?token=MAGIC&from=eth').ignored).toEqual([{ param: 'from', reason: 'no-route' }]);
  });

  it('leaves from a chain that reaches the destination when only the destination is given', () => {
    expect(resolve('?token=MAGIC&to=arb')).toMatchObject({ fromChainId: ABSTRACT, toChainId: ARB, ignored: [] });
  });

  it('drops an amount the form would refuse, each with its reason, read with a point whatever the language', () => {
    const reason = (amount: string) => resolve(`?token=MAGIC&amount=${encodeURIComponent(amount)}`).ignored;
    expect(reason('abc')).toEqual([{ param: 'amount', reason: 'not-a-number' }]);
    expect(reason('1e18')).toEqual([{ param: 'amount', reason: 'not-a-number' }]);
    expect(reason('1,5')).toEqual([{ param: 'amount', reason: 'not-a-number' }]);
    expect(reason('1,000')).toEqual([{ param: 'amount', reason: 'ambiguous-separator' }]);
    expect(reason('-1')).toEqual([{ param: 'amount', reason: 'negative' }]);
    expect(reason('0')).toEqual([{ param: 'amount', reason: 'zero' }]);
    expect(reason('0.0000000000000000001')).toEqual([{ param: 'amount', reason: 'too-many-decimals' }]);
    expect(resolve('?amount=1.000').amount).toBe(10n ** 18n);
  });

  it('counts decimals by the token of the route the form ends on', () => {
    const usdc = { ...magicRoute.route, token: { ...magicRoute.route.token, symbol: 'USDC', decimals: 6 } };
    const withUsdc = { ...context, routes: [...routes, usdc] };
    expect(resolveLink(readLinkValues('?token=USDC&amount=1.0000001'), withUsdc).ignored).toEqual([
      { param: 'amount', reason: 'too-many-decimals' },
    ]);
    expect(resolveLink(readLinkValues('?token=USDC&amount=1.000001'), withUsdc)).toMatchObject({
      amount: 1_000_001n,
      decimals: 6,
    });
  });

  it('drops a recipient the recipient rules refuse', () => {
    const reason = (recipient: string) => resolve(`?recipient=${encodeURIComponent(recipient)}`).ignored;
    expect(reason('0x0000000000000000000000000000000000000000')).toEqual([
      { param: 'recipient', reason: 'recipient-zero' },
    ]);
    expect(reason('0x000000000000000000000000000000000000dEaD')).toEqual([
      { param: 'recipient', reason: 'recipient-burn' },
    ]);
    expect(reason('0x0000000000000000000000000000000000008001')).toEqual([
      { param: 'recipient', reason: 'recipient-reserved' },
    ]);
    expect(reason('0x12')).toEqual([{ param: 'recipient', reason: 'invalid-recipient' }]);
    // A checksum that does not hold is a mistyped address.
    expect(reason('0xAa1111111111111111111111111111111111111A')).toEqual([
      { param: 'recipient', reason: 'invalid-recipient' },
    ]);
    expect(reason('not an address')).toEqual([{ param: 'recipient', reason: 'invalid-recipient' }]);
    // A name with a right-to-left override reads as another name.
    expect(reason('alice\u202e.eth')).toEqual([{ param: 'recipient', reason: 'refused-name' }]);
  });

  it("drops one of the route's own contracts as the recipient: the funds would be locked there", () => {
    const router = magicRoute.from.router;
    if (!router) throw new Error('the MAGIC route has a router');
    expect(resolve(`?token=MAGIC&from=arb&to=abstract&recipient=${router}`)).toMatchObject({
      recipient: undefined,
      ignored: [{ param: 'recipient', reason: 'recipient-route-contract' }],
    });
  });

  it('drops a repeated parameter, so that a link cannot show one value and mean another', () => {
    expect(resolve(`?recipient=${ALICE}&recipient=0x2222222222222222222222222222222222222222&amount=2`)).toMatchObject({
      recipient: undefined,
      amount: 2n * 10n ** 18n,
      ignored: [{ param: 'recipient', reason: 'repeated' }],
    });
  });

  it('reports every dropped parameter and keeps the good ones', () => {
    expect(resolve(`?token=MAGIC&from=mars&to=abstract&amount=ten&recipient=${ALICE}`)).toEqual({
      token: 'MAGIC',
      fromChainId: ARB,
      toChainId: ABSTRACT,
      amount: undefined,
      decimals: 18,
      recipient: ALICE,
      ignored: [
        { param: 'from', reason: 'unknown-chain' },
        { param: 'amount', reason: 'not-a-number' },
      ],
    });
  });
});

describe('writeLinkSearch', () => {
  const state: FormLinkState = {
    token: 'MAGIC',
    fromSlug: 'arb',
    toSlug: 'abstract',
    amount: { value: 10_500_000n, decimals: 6 },
    recipient: ` ${ALICE} `,
  };

  it('writes the form as a link reads it back, keeping the page’s other parameters', () => {
    const search = writeLinkSearch('?utm_source=game&amount=3', state);
    expect(search).toBe(`?utm_source=game&token=MAGIC&from=arb&to=abstract&amount=10.5&recipient=${ALICE}`);
    expect(readLinkValues(search)).toEqual({
      token: 'MAGIC',
      from: 'arb',
      to: 'abstract',
      amount: '10.5',
      recipient: ALICE,
    });
  });

  it('leaves out an amount not typed and a recipient that is neither an address nor a name', () => {
    expect(writeLinkSearch('', { ...state, amount: undefined, recipient: '0x12' })).toBe(
      '?token=MAGIC&from=arb&to=abstract',
    );
    expect(
      writeLinkSearch('?amount=1', {
        ...state,
        fromSlug: undefined,
        toSlug: undefined,
        token: '',
        amount: undefined,
        recipient: '',
      }),
    ).toBe('');
  });
});
