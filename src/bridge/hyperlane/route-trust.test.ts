import { type Address, pad, zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { MAINNET } from '../../config/mainnet';
import { NFT_COLLECTION, NFT_ROUTER, serverNftRoute } from './nft-route.fixture';
import { type EndFacts, routeVerdict } from './route-trust';

const BASE_ROUTER: Address = '0x5555555555555555555555555555555555555555';
const ATTACKER: Address = '0xa77ac4e7a77ac4e7a77ac4e7a77ac4e7a77ac4e7';
const BASE_OWNER = MAINNET.trustedRouterOwners.find((o) => o.chainId === 8453);
const ARBITRUM_OWNER = MAINNET.trustedRouterOwners.find((o) => o.chainId === 42161) as { address: Address };
const mailboxOn = (chainId: number) => {
  const mailbox = MAINNET.chains.find((c) => c.chainId === chainId)?.mailbox;
  if (!mailbox) throw new Error(`no mailbox on ${chainId}`);
  return mailbox;
};
const mailboxes = { l1: mailboxOn(42161), l2: mailboxOn(8453) };
const route = serverNftRoute().route;

/** What genuine routers on the real Mailboxes, enrolled with each other, answer: every check but the owner. */
function genuine(owners: { l1: Address | undefined; l2: Address | undefined }): { l1: EndFacts; l2: EndFacts } {
  return {
    l1: {
      code: '0x60',
      mailbox: mailboxes.l1,
      enrolled: pad(BASE_ROUTER),
      wrappedToken: NFT_COLLECTION,
      owner: owners.l1,
      ism: zeroAddress,
      hook: zeroAddress,
      proxyAdminOwner: null,
    },
    l2: {
      code: '0x60',
      mailbox: mailboxes.l2,
      enrolled: pad(NFT_ROUTER),
      owner: owners.l2,
      ism: zeroAddress,
      hook: zeroAddress,
      proxyAdminOwner: null,
    },
  };
}

describe('the chains’ consistency checks of a listed server route', () => {
  it('pass when each end’s router answers as the config’s routes do', () => {
    const facts = genuine({ l1: ARBITRUM_OWNER.address, l2: BASE_OWNER?.address });
    expect(routeVerdict(route, facts, mailboxes, MAINNET)).toEqual({ consistent: true });
  });

  it('refuses genuine, enrolled routers an attacker owns, on either end', () => {
    for (const owners of [
      { l1: ATTACKER, l2: ATTACKER },
      { l1: ARBITRUM_OWNER.address, l2: ATTACKER },
      { l1: ATTACKER, l2: BASE_OWNER?.address },
    ]) {
      expect(routeVerdict(route, genuine(owners), mailboxes, MAINNET)).toEqual({
        failure: 'untrusted-owner',
      });
    }
  });

  it('refuses an owner trusted on another chain only, and a router without `owner()`', () => {
    // Arbitrum's owner is trusted on Arbitrum and Ethereum, not on Base.
    const elsewhere = genuine({ l1: ARBITRUM_OWNER.address, l2: ARBITRUM_OWNER.address });
    expect(routeVerdict(route, elsewhere, mailboxes, MAINNET)).toEqual({
      failure: 'untrusted-owner',
    });
    const ownerless = genuine({ l1: ARBITRUM_OWNER.address, l2: undefined });
    expect(routeVerdict(route, ownerless, mailboxes, MAINNET)).toEqual({
      failure: 'untrusted-owner',
    });
  });

  it('refuses a router that names a trusted owner but whose ISM, hook or proxy admin the attacker kept', () => {
    // `initialize(hook, ism, owner)` takes any owner, and `transferOwnership` needs no acceptance: the
    // attacker names Treasure as owner and keeps what decides which messages release the collateral.
    const honest = genuine({ l1: ARBITRUM_OWNER.address, l2: BASE_OWNER?.address });
    const kept = (l1: Partial<EndFacts>) => ({ ...honest, l1: { ...honest.l1, ...l1 } });
    const verdict = (facts: typeof honest) => routeVerdict(route, facts, mailboxes, MAINNET);
    expect(verdict(kept({ ism: ATTACKER }))).toEqual({ failure: 'untrusted-ism' });
    expect(verdict(kept({ ism: undefined }))).toEqual({ failure: 'untrusted-ism' });
    expect(verdict(kept({ hook: ATTACKER }))).toEqual({ failure: 'untrusted-hook' });
    expect(verdict(kept({ proxyAdminOwner: ATTACKER }))).toEqual({ failure: 'untrusted-proxy-admin' });
    expect(verdict(kept({ proxyAdminOwner: undefined }))).toEqual({ failure: 'untrusted-proxy-admin' });
    // Treasure's own ISM on Arbitrum (the registry's MAGIC leg), a proxy Treasure administers, no hook():
    const treasureIsm = MAINNET.trustedIsms.find((ism) => ism.chainId === 42161)?.address;
    expect(verdict(kept({ ism: treasureIsm, proxyAdminOwner: ARBITRUM_OWNER.address, hook: undefined }))).toEqual({
      consistent: true,
    });
    // An ISM trusted on another chain only is not trusted here.
    const baseIsm = MAINNET.trustedIsms.find((ism) => ism.chainId === 8453)?.address;
    expect(verdict(kept({ ism: baseIsm }))).toEqual({ failure: 'untrusted-ism' });
  });

  it('check the Mailboxes and enrollment before control', () => {
    const facts = genuine({ l1: ARBITRUM_OWNER.address, l2: BASE_OWNER?.address });
    const unenrolled = { ...facts, l2: { ...facts.l2, enrolled: pad(ATTACKER) } };
    expect(routeVerdict(route, unenrolled, mailboxes, MAINNET)).toEqual({
      failure: 'not-enrolled-back',
    });
  });

  it('need a collateral destination to wrap the token the signed list names', () => {
    const backRoute = { ...route, destinationCollateral: true, l2: { ...route.l2, address: NFT_COLLECTION } };
    const facts = genuine({ l1: ARBITRUM_OWNER.address, l2: BASE_OWNER?.address });
    const wrapping = (wrappedToken: Address | undefined) => ({ ...facts, l2: { ...facts.l2, wrappedToken } });
    expect(routeVerdict(backRoute, wrapping(NFT_COLLECTION), mailboxes, MAINNET)).toEqual({ consistent: true });
    expect(routeVerdict(backRoute, wrapping(ATTACKER), mailboxes, MAINNET)).toEqual({
      failure: 'wrong-wrapped-token',
    });
    expect(routeVerdict(backRoute, wrapping(undefined), mailboxes, MAINNET)).toEqual({
      failure: 'wrong-wrapped-token',
    });
  });
});
