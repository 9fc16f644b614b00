/** The marketplace's bridge-token records, vetted and merged with the built-in routes (docs/routes.md). */
import { type Address, getAddress, isAddress } from 'viem';
import type { NetworkConfig } from '../../config/types';
import type { ServerBridgeToken } from '../server-bridge-token';
import {
  type BridgeRoute,
  NFT_DEFAULT_DECIMALS,
  type RouteToken,
  sameAddress,
  TOKEN_DEFAULT_DECIMALS,
  tokenKey,
} from './model';
import { nameSkeleton } from './name-skeleton';
import { type AttestedRouteList, attestedLegs } from './route-list';
import { tokenNameRefusal } from './token-names';

/**
 * Why a server record was not made a route. A record is data to check, never an instruction: it may not
 * add a second token under a built-in name, replace a built-in route's contracts, relax a built-in
 * restriction, or name the zk bridge's contracts (those come from the config alone).
 */
export type RecordRejection =
  | 'unknown-chain'
  | 'no-mailbox'
  | 'same-chain'
  | 'bad-address'
  | 'bad-decimals'
  | 'zk-from-server'
  | 'look-alike'
  | 'conflicts-with-built-in'
  | 'unattested'
  | 'unsafe-name';

export interface RejectedRecord {
  readonly record: ServerBridgeToken;
  readonly reason: RecordRejection;
}

/** Decimals a record may claim: an ERC20 with more than this is not a token anyone bridges. */
const MAX_TOKEN_DECIMALS = 36;

/** Whether a built-in route has exactly this record's contracts on exactly its chains. */
function coveredByBuiltIn(route: BridgeRoute, record: ServerBridgeToken): boolean {
  const ends = [route.l1, route.l2];
  const src = ends.find((e) => e.chainId === record.srcChainId);
  const dest = ends.find((e) => e.chainId === record.destChainId);
  if (!src || !dest || src === dest || route.bridge !== record.method) return false;
  return (
    sameAddress(src.router, record.srcTokenAddress) &&
    sameAddress(dest.router, record.destTokenAddress) &&
    (!record.isCollateral || sameAddress(src.address, record.underlyingTokenAddress))
  );
}

const joins = (route: BridgeRoute, a: number, b: number) =>
  (route.l1.chainId === a && route.l2.chainId === b) || (route.l1.chainId === b && route.l2.chainId === a);

/** The built-in token a record's name is, or looks like. */
function builtInTokenNamed(builtIn: readonly BridgeRoute[], name: string): RouteToken | undefined {
  const skeleton = nameSkeleton(name);
  return builtIn.find((r) => nameSkeleton(r.token.symbol) === skeleton || nameSkeleton(r.token.tokenName) === skeleton)
    ?.token;
}

/** Whether `address` is one of a built-in token's routers on `chainId`. */
function isBuiltInRouter(builtIn: readonly BridgeRoute[], token: RouteToken, chainId: number, address: string) {
  return builtIn.some(
    (r) =>
      tokenKey(r.token) === tokenKey(token) &&
      [r.l1, r.l2].some((end) => end.chainId === chainId && sameAddress(end.router, address)),
  );
}

function serverRoute(
  network: NetworkConfig,
  record: ServerBridgeToken,
  token: RouteToken,
  attested: { readonly list: AttestedRouteList; readonly destToken: Address },
): BridgeRoute {
  const src = getAddress(record.srcTokenAddress);
  const dest = getAddress(record.destTokenAddress);
  return {
    bridge: 'hyperlane',
    token,
    l1: {
      chainId: record.srcChainId,
      address: record.isCollateral && record.underlyingTokenAddress ? getAddress(record.underlyingTokenAddress) : src,
      router: src,
    },
    // The destination's token is the signed list's: a collateral destination's wrapped token, which the chain
    // must confirm (route-trust.ts).
    l2: { chainId: record.destChainId, address: attested.destToken, router: dest },
    estimatedDepositTime: network.hyperlaneDeliverySeconds,
    // A direction only the server knows goes one way: the way it lists.
    depositOnly: true,
    widthdrawOnly: false,
    depositDeprecated: false,
    withdrawDisabled: false,
    origin: 'server',
    attestation: { signer: attested.list.signer, issuedAt: attested.list.issuedAt },
    ...(record.isDestCollateral ? { destinationCollateral: true } : {}),
  };
}

const recordDecimals = (record: ServerBridgeToken) =>
  record.decimals ?? (record.isNft ? NFT_DEFAULT_DECIMALS : TOKEN_DEFAULT_DECIMALS);

function recordProblem(network: NetworkConfig, record: ServerBridgeToken): RecordRejection | undefined {
  const chainIds = new Set(network.chains.map((c) => c.chainId));
  if (!chainIds.has(record.srcChainId) || !chainIds.has(record.destChainId)) return 'unknown-chain';
  if (record.srcChainId === record.destChainId) return 'same-chain';
  if (record.method !== 'hyperlane') return 'zk-from-server';
  // A chain the Hyperlane registry disables has no Mailbox in the config: nothing is relayed there.
  const relayed = (chainId: number) => network.chains.some((c) => c.chainId === chainId && c.mailbox);
  if (!relayed(record.srcChainId) || !relayed(record.destChainId)) return 'no-mailbox';
  // A name that reorders text, hides characters or mixes scripts would be shown as something it is not.
  if (tokenNameRefusal(record.name)) return 'unsafe-name';
  const addresses = [record.srcTokenAddress, record.destTokenAddress];
  if (record.isCollateral) addresses.push(record.underlyingTokenAddress ?? '');
  if (!addresses.every((a) => isAddress(a, { strict: false }))) return 'bad-address';
  const decimals = recordDecimals(record);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > (record.isNft ? 0 : MAX_TOKEN_DECIMALS)) {
    return 'bad-decimals';
  }
  return undefined;
}

/**
 * The built-in routes plus, for each server direction no built-in route covers and the signed route list
 * (`attested`, already verified: route-list.ts) names, a deposit-only route that is only a candidate: it is
 * offered once the chains agree with its contracts (`route-trust.ts`). A record with exactly a built-in route's
 * contracts adds nothing; a record the list does not name is dropped, whatever the chains would say of it; any
 * other record under a built-in token's name (or a look-alike of it) must start or end at one of that token's
 * built-in routers on a chain pair no built-in route joins.
 */
export function mergeServerRoutes(
  network: NetworkConfig,
  builtIn: readonly BridgeRoute[],
  records: readonly ServerBridgeToken[],
  attestedList: AttestedRouteList | undefined,
): { routes: BridgeRoute[]; rejected: RejectedRecord[] } {
  const merged = builtIn.map((route) => ({ ...route }));
  const rejected: RejectedRecord[] = [];
  const serverNames = new Map<string, string>();
  for (const record of records) {
    const problem = recordProblem(network, record);
    if (problem) {
      rejected.push({ record, reason: problem });
      continue;
    }
    // A record with exactly a built-in route's contracts adds nothing: not even a batch function, which only
    // the config names (docs/nfts.md, "Batches").
    if (merged.some((route) => route.origin === 'built-in' && coveredByBuiltIn(route, record))) continue;
    const legs = attestedList && attestedLegs(attestedList, record, recordDecimals(record));
    if (!legs) {
      rejected.push({ record, reason: 'unattested' });
      continue;
    }
    const known = builtInTokenNamed(builtIn, record.name);
    let token: RouteToken;
    if (known) {
      const sameToken = builtIn.filter((r) => tokenKey(r.token) === tokenKey(known));
      if (sameToken.some((r) => joins(r, record.srcChainId, record.destChainId))) {
        rejected.push({ record, reason: 'conflicts-with-built-in' });
        continue;
      }
      const anchored =
        isBuiltInRouter(builtIn, known, record.srcChainId, record.srcTokenAddress) ||
        isBuiltInRouter(builtIn, known, record.destChainId, record.destTokenAddress);
      if (!anchored || record.isNft !== known.isNft || (record.decimals ?? known.decimals) !== known.decimals) {
        rejected.push({ record, reason: 'look-alike' });
        continue;
      }
      token = known;
    } else {
      const skeleton = nameSkeleton(record.name);
      const earlier = serverNames.get(skeleton);
      if (earlier !== undefined && earlier !== record.name) {
        rejected.push({ record, reason: 'look-alike' });
        continue;
      }
      serverNames.set(skeleton, record.name);
      token = {
        tokenName: record.name,
        symbol: record.name,
        decimals: recordDecimals(record),
        isNft: record.isNft,
        ...(record.nftStandard && record.isNft ? { nftStandard: record.nftStandard } : {}),
      };
    }
    const route = serverRoute(network, record, token, { list: attestedList, destToken: legs.destToken });
    const duplicate = merged.some(
      (r) =>
        r.origin === 'server' &&
        r.l1.chainId === route.l1.chainId &&
        r.l2.chainId === route.l2.chainId &&
        sameAddress(r.l1.router, route.l1.router),
    );
    if (!duplicate) merged.push(route);
  }
  return { routes: merged, rejected };
}
