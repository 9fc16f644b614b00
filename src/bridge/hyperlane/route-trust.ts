/**
 * On-chain consistency checks of a route that came from the marketplace (docs/routes.md, "Checking a server
 * route on chain"). Its root is the signed route list that names it (route-list.ts), never these reads: a
 * contract answers whatever it was written to answer. They only catch a listed route the chains no longer
 * agree with: routers that are not on this network's Mailboxes, not enrolled with each other, wrapping another
 * token or with other decimals, owned or secured by someone the config does not name. Built-in routes are
 * trusted as configured.
 */
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  getAddress,
  type Hex,
  isAddressEqual,
  pad,
  zeroAddress,
} from 'viem';
import type { ChainClient } from '../../api/chain-clients';
import { chainOf } from '../../config/chain-of';
import type { NetworkChain, NetworkConfig, TrustedOwner } from '../../config/types';
import { erc20Abi } from '../../lib/abis';
import { type BridgeRoute, isCollateralEnd, type RouteEndpoint } from '../../lib/routes';
import { warpRouterAbi } from './abis';

export type TrustFailure =
  | 'unknown-chain'
  | 'no-code'
  | 'wrong-mailbox'
  | 'wrong-wrapped-token'
  | 'not-enrolled'
  | 'not-enrolled-back'
  | 'wrong-decimals'
  | 'untrusted-owner'
  | 'untrusted-ism'
  | 'untrusted-hook'
  | 'untrusted-proxy-admin';

/** What the chains say of a listed server route: they agree with it, or why it is not offered. */
export type RouteVerdict = { readonly consistent: true } | { readonly failure: TrustFailure };

/** What one end's chain says about its router; `undefined` where the call reverted or returned nothing. */
export interface EndFacts {
  readonly code: Hex | undefined;
  readonly mailbox: Address | undefined;
  /** The router enrolled for the other end's domain, as bytes32. */
  readonly enrolled: Hex | undefined;
  /** Collateral routers only. */
  readonly wrappedToken?: Address | undefined;
  /** ERC20 routes only: the decimals of the token this end holds. */
  readonly decimals?: number | undefined;
  /** The router's `owner()`: who can change its ISM, hook and enrolled routers. */
  readonly owner?: Address | undefined;
  /** Its `interchainSecurityModule()`: zero for the Mailbox's default; the one that accepts messages. */
  readonly ism?: Address | undefined;
  /** Its `hook()`: zero for the Mailbox's default. */
  readonly hook?: Address | undefined;
  /**
   * Where the router is an EIP-1967 proxy, the `owner()` of its admin, who can replace its code (`null` when
   * it is no proxy; undefined when the admin has no owner to read).
   */
  readonly proxyAdminOwner?: Address | null | undefined;
}

/** EIP-1967's admin slot: `bytes32(uint256(keccak256('eip1967.proxy.admin')) - 1)`. */
const ADMIN_SLOT = '0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103';

/** The trusted roots a server route's routers are checked against: the network config's. */
export type RouterRoots = Pick<NetworkConfig, 'trustedRouterOwners' | 'trustedIsms'>;

/** The owner the network trusts on `chainId` with this address, if any. */
function trustedOwner(
  owners: readonly TrustedOwner[],
  chainId: number,
  owner: Address | undefined,
): TrustedOwner | undefined {
  return owner ? owners.find((o) => o.chainId === chainId && isAddressEqual(o.address, owner)) : undefined;
}

/** Decimals beyond this are no ERC20 anyone bridges; a bound keeps amount parsing sane. */
const MAX_DECIMALS = 36;

const hasCode = (code: Hex | undefined) => code !== undefined && code !== '0x';

/** Why the chains' facts do not vouch for `route`, or nothing when they do. */
function trustFailure(
  route: BridgeRoute,
  facts: { readonly l1: EndFacts; readonly l2: EndFacts },
  mailboxes: { readonly l1: Address; readonly l2: Address },
): TrustFailure | undefined {
  const ends = [
    { end: route.l1, facts: facts.l1, other: route.l2, mailbox: mailboxes.l1, failure: 'not-enrolled' as const },
    { end: route.l2, facts: facts.l2, other: route.l1, mailbox: mailboxes.l2, failure: 'not-enrolled-back' as const },
  ];
  // Each check on both ends before the next: the most basic failure names the route.
  if (ends.some(({ end, facts: known }) => !end.router || !hasCode(known.code))) return 'no-code';
  if (ends.some(({ facts: known, mailbox }) => !known.mailbox || !isAddressEqual(known.mailbox, mailbox))) {
    return 'wrong-mailbox';
  }
  for (const { facts: known, other, failure } of ends) {
    if (!other.router || known.enrolled?.toLowerCase() !== pad(other.router).toLowerCase()) return failure;
  }
  if (isCollateralEnd(route.l1)) {
    if (!facts.l1.wrappedToken || !route.l1.address || !isAddressEqual(facts.l1.wrappedToken, route.l1.address)) {
      return 'wrong-wrapped-token';
    }
  }
  // A collateral destination wraps the token the signed list names (the route's L2 address).
  if (
    route.destinationCollateral &&
    (!facts.l2.wrappedToken || !route.l2.address || !isAddressEqual(facts.l2.wrappedToken, route.l2.address))
  ) {
    return 'wrong-wrapped-token';
  }
  if (!route.token.isNft) {
    const decimals = route.token.decimals;
    for (const known of [facts.l1, facts.l2]) {
      if (known.decimals !== decimals || decimals > MAX_DECIMALS) return 'wrong-decimals';
    }
  }
  return undefined;
}

/**
 * Why one end's router, as it answers, is not under the control the config names, or nothing: its owner and
 * the proxy admin's owner are the config's owners on its chain, and it accepts messages through the Mailbox's
 * default ISM or one the config names. A consistency check, never a credential: a contract that lies passes it
 * (docs/routes.md, "Checking a server route on chain").
 */
function endControlFailure(chainId: number, facts: EndFacts, roots: RouterRoots): TrustFailure | undefined {
  if (!trustedOwner(roots.trustedRouterOwners, chainId, facts.owner)) return 'untrusted-owner';
  const ism = facts.ism;
  const ismTrusted =
    ism !== undefined &&
    (isAddressEqual(ism, zeroAddress) ||
      roots.trustedIsms.some((trusted) => trusted.chainId === chainId && isAddressEqual(trusted.address, ism)));
  if (!ismTrusted) return 'untrusted-ism';
  if (facts.hook !== undefined && !isAddressEqual(facts.hook, zeroAddress)) return 'untrusted-hook';
  const adminTrusted =
    facts.proxyAdminOwner === null || trustedOwner(roots.trustedRouterOwners, chainId, facts.proxyAdminOwner);
  return adminTrusted ? undefined : 'untrusted-proxy-admin';
}

/** The verdict on `route` from its chains' facts: every check of `trustFailure`, then each end's control. */
export function routeVerdict(
  route: BridgeRoute,
  facts: { readonly l1: EndFacts; readonly l2: EndFacts },
  mailboxes: { readonly l1: Address; readonly l2: Address },
  roots: RouterRoots,
): RouteVerdict {
  const failure =
    trustFailure(route, facts, mailboxes) ??
    endControlFailure(route.l1.chainId, facts.l1, roots) ??
    endControlFailure(route.l2.chainId, facts.l2, roots);
  return failure ? { failure } : { consistent: true };
}

/**
 * A call that reverted or hit an account without code says something about the contract; any other
 * failure (the RPC is down) says nothing, and is thrown so the check is tried again later.
 */
async function orUndefinedOnRevert<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    const revert =
      error instanceof BaseError &&
      error.walk((e) => e instanceof ContractFunctionRevertedError || e instanceof ContractFunctionZeroDataError);
    if (revert) return undefined;
    throw error;
  }
}

type EndOptions = { readonly collateral: boolean; readonly erc20: boolean };
type RouterFacts = Omit<EndFacts, 'enrolled'>;

/**
 * The reads of a router's own facts in flight, per client and router: the checks of several routes through one
 * router (a chain's end of several server routes) share them instead of asking the same calls again in the
 * same second (docs/rpc.md, "Budget"). Dropped once answered, so a later check reads afresh.
 */
const routerReads = new WeakMap<ChainClient, Map<string, Promise<RouterFacts>>>();

function sharedRouterFacts(client: ChainClient, router: Address, options: EndOptions): Promise<RouterFacts> {
  const reads = routerReads.get(client) ?? new Map<string, Promise<RouterFacts>>();
  routerReads.set(client, reads);
  const key = `${router}:${options.collateral}:${options.erc20}`;
  let facts = reads.get(key);
  if (!facts) {
    facts = readRouter(client, router, options).finally(() => reads.delete(key));
    reads.set(key, facts);
  }
  return facts;
}

async function readRouter(client: ChainClient, router: Address, options: EndOptions): Promise<RouterFacts> {
  const read = <T>(call: Promise<T>) => orUndefinedOnRevert(call);
  // Issued in one tick, so they leave as one JSON-RPC batch per chain, the contract reads as one Multicall3 call.
  const view = (functionName: 'mailbox' | 'owner' | 'interchainSecurityModule' | 'hook') =>
    read(client.readContract({ address: router, abi: warpRouterAbi, functionName }));
  const [code, mailbox, owner, ism, hook, adminSlot, wrappedToken] = await Promise.all([
    client.getCode({ address: router }),
    view('mailbox'),
    view('owner'),
    view('interchainSecurityModule'),
    view('hook'),
    client.getStorageAt({ address: router, slot: ADMIN_SLOT }),
    options.collateral
      ? read(client.readContract({ address: router, abi: warpRouterAbi, functionName: 'wrappedToken' }))
      : undefined,
  ]);
  const admin = adminSlot && BigInt(adminSlot) !== 0n ? getAddress(`0x${adminSlot.slice(-40)}`) : undefined;
  const token = options.erc20 ? (options.collateral ? wrappedToken : router) : undefined;
  // The second round: the proxy admin's owner, and the token's decimals.
  const [proxyAdminOwner, decimals] = await Promise.all([
    admin ? read(client.readContract({ address: admin, abi: warpRouterAbi, functionName: 'owner' })) : null,
    token ? read(client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' })) : undefined,
  ]);
  const facts = { code, mailbox, owner, ism, hook, proxyAdminOwner, wrappedToken };
  return options.erc20 ? { ...facts, decimals } : facts;
}

/** What `end`'s chain says of its router: its own facts (shared by the routes through it), and whom it enrolled for `otherDomain`. */
async function readEnd(
  client: ChainClient,
  end: RouteEndpoint,
  otherDomain: number,
  options: EndOptions,
): Promise<EndFacts> {
  const router = end.router;
  if (!router) return { code: undefined, mailbox: undefined, enrolled: undefined };
  const [facts, enrolled] = await Promise.all([
    sharedRouterFacts(client, router, options),
    orUndefinedOnRevert(
      client.readContract({ address: router, abi: warpRouterAbi, functionName: 'routers', args: [otherDomain] }),
    ),
  ]);
  return { ...facts, enrolled };
}

/**
 * Checks a listed server route on both its chains: whether they agree with it, or why it is not offered.
 * Throws when a chain cannot be read at all, so the route is neither offered nor condemned.
 */
export async function verifyRoute(
  route: BridgeRoute,
  network: Pick<NetworkConfig, 'chains'> & RouterRoots,
  clientOf: (chain: NetworkChain) => ChainClient,
): Promise<RouteVerdict> {
  const l1 = chainOf(network, route.l1.chainId);
  const l2 = chainOf(network, route.l2.chainId);
  if (!l1?.mailbox || !l2?.mailbox) return { failure: 'unknown-chain' };
  const erc20 = !route.token.isNft;
  const [l1Facts, l2Facts] = await Promise.all([
    readEnd(clientOf(l1), route.l1, l2.domainId, { collateral: isCollateralEnd(route.l1), erc20 }),
    readEnd(clientOf(l2), route.l2, l1.domainId, { collateral: route.destinationCollateral === true, erc20 }),
  ]);
  return routeVerdict(route, { l1: l1Facts, l2: l2Facts }, { l1: l1.mailbox, l2: l2.mailbox }, network);
}
