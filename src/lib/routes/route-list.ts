/**
 * Treasure's signed route list (docs/routes.md, "The signed route list"): the root that attests a route the
 * marketplace serves. It is EIP-712 typed data, signed by a key the network's config pins and verified here,
 * in the browser, with viem; the list's own content (addresses, network, times) is covered by the signature,
 * so a list edited after signing recovers another signer and attests nothing. Loaded with the server routes'
 * vetting, never on the first screen: signature recovery brings in secp256k1.
 */
import { type Address, getAddress, type Hex, isAddress, isAddressEqual, recoverTypedDataAddress } from 'viem';
import * as z from 'zod/mini';
import type { NetworkName } from '../../config/types';
import type { ServerBridgeToken } from '../server-bridge-token';
import type { RouteAttestation } from './model';

/** The EIP-712 domain: no chain id, since one list names routes across chains; the network is in the message. */
export const ROUTE_LIST_DOMAIN = { name: 'Treasure Bridge route list', version: '1' } as const;

/**
 * The typed data's types. A route is a warp route as a whole, with one leg per chain: the router the transfer
 * goes through and the token the user holds there (a collateral leg's wrapped token; a synthetic leg is its own
 * token), its standard and decimals. Any two legs of a listed route are attested, in either direction.
 */
export const ROUTE_LIST_TYPES = {
  RouteList: [
    { name: 'network', type: 'string' },
    { name: 'issuedAt', type: 'uint64' },
    { name: 'expiresAt', type: 'uint64' },
    { name: 'routes', type: 'Route[]' },
  ],
  Route: [
    { name: 'standard', type: 'string' },
    { name: 'decimals', type: 'uint8' },
    { name: 'legs', type: 'Leg[]' },
  ],
  Leg: [
    { name: 'chainId', type: 'uint256' },
    { name: 'router', type: 'address' },
    { name: 'token', type: 'address' },
  ],
} as const;

const address = () =>
  z.pipe(
    z.string(),
    z.custom<Address>((value) => typeof value === 'string' && isAddress(value, { strict: false }), 'not an address'),
  );
const uint = () => z.number().check(z.int(), z.gte(0));

/** What the marketplace serves beside `/bridging-tokens`: the list as signed, and its signature. */
export const signedRouteListSchema = z.lazy(() =>
  z.object({
    list: z.object({
      network: z.string(),
      issuedAt: uint(),
      expiresAt: uint(),
      routes: z.array(
        z.object({
          standard: z.enum(['ERC20', 'ERC721', 'ERC1155']),
          decimals: uint().check(z.lte(255)),
          legs: z.array(z.object({ chainId: uint(), router: address(), token: address() })),
        }),
      ),
    }),
    signature: z.custom<Hex>((value) => typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value), 'not hex'),
  }),
);
export type SignedRouteList = z.infer<typeof signedRouteListSchema>;
export type RouteListMessage = SignedRouteList['list'];
type RouteListRoute = RouteListMessage['routes'][number];

/** The typed data of a list, as signed and as verified: one function, so both hash the same thing. */
export function routeListTypedData(list: RouteListMessage) {
  return {
    domain: ROUTE_LIST_DOMAIN,
    types: ROUTE_LIST_TYPES,
    primaryType: 'RouteList',
    message: {
      network: list.network,
      issuedAt: BigInt(list.issuedAt),
      expiresAt: BigInt(list.expiresAt),
      routes: list.routes.map((route) => ({
        standard: route.standard,
        decimals: route.decimals,
        legs: route.legs.map((leg) => ({ chainId: BigInt(leg.chainId), router: leg.router, token: leg.token })),
      })),
    },
  } as const;
}

/** A list whose signature and terms hold: the routes it attests, and who attests them. */
export interface AttestedRouteList extends RouteAttestation {
  readonly routes: readonly RouteListRoute[];
}

/**
 * Why a served list attests nothing: the network pins no signer, the list could not be had or parsed, it was
 * signed by another key (or edited after signing, which reads the same), it is for another network, it has
 * expired or is not valid yet.
 */
export type RouteListProblem =
  | 'no-signer'
  | 'unavailable'
  | 'malformed'
  | 'wrong-signer'
  | 'wrong-network'
  | 'expired'
  | 'not-yet-valid';

/** Clocks disagree: a list issued this far in the future of the browser's clock still counts. */
const CLOCK_SKEW_S = 5 * 60;

/**
 * The list `served` attests for `network`, or why it attests nothing. Only the pinned `signer`'s signature over
 * exactly this content counts; the list's own claims (its network, its times) are read only once signed.
 */
export async function verifyRouteList(
  served: unknown,
  expected: { readonly network: NetworkName; readonly signer: Address | undefined; readonly nowSeconds: number },
): Promise<{ readonly list: AttestedRouteList } | { readonly problem: RouteListProblem }> {
  if (!expected.signer) return { problem: 'no-signer' };
  if (served === undefined) return { problem: 'unavailable' };
  const parsed = signedRouteListSchema.safeParse(served);
  if (!parsed.success) return { problem: 'malformed' };
  const { list, signature } = parsed.data;
  let recovered: Address;
  try {
    recovered = await recoverTypedDataAddress({ ...routeListTypedData(list), signature });
  } catch {
    return { problem: 'malformed' };
  }
  if (!isAddressEqual(recovered, expected.signer)) return { problem: 'wrong-signer' };
  if (list.network !== expected.network) return { problem: 'wrong-network' };
  if (list.expiresAt <= expected.nowSeconds) return { problem: 'expired' };
  if (list.issuedAt > expected.nowSeconds + CLOCK_SKEW_S) return { problem: 'not-yet-valid' };
  return { list: { signer: getAddress(recovered), issuedAt: list.issuedAt, routes: list.routes } };
}

/** The standard a record's token has, as the list names it. */
const standardOf = (record: ServerBridgeToken) => (record.isNft ? (record.nftStandard ?? 'ERC721') : 'ERC20');

const same = (a: string | undefined, b: string | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/**
 * The attested legs a record names, when a listed route has both: its source leg (the router and the token
 * the user holds there) and its destination router, with the standard and decimals the record claims. The
 * destination's token is the list's: the record does not name a collateral destination's wrapped token.
 */
export function attestedLegs(
  list: AttestedRouteList,
  record: ServerBridgeToken,
  decimals: number,
): { readonly destToken: Address } | undefined {
  const srcToken = record.isCollateral ? record.underlyingTokenAddress : record.srcTokenAddress;
  for (const route of list.routes) {
    if (route.standard !== standardOf(record) || route.decimals !== decimals) continue;
    const src = route.legs.find(
      (leg) =>
        leg.chainId === record.srcChainId && same(leg.router, record.srcTokenAddress) && same(leg.token, srcToken),
    );
    const dest = route.legs.find(
      (leg) => leg.chainId === record.destChainId && same(leg.router, record.destTokenAddress),
    );
    // A synthetic destination is its own token: the list must say so too.
    if (!src || !dest || (!record.isDestCollateral && !same(dest.token, dest.router))) continue;
    return { destToken: getAddress(dest.token) };
  }
  return undefined;
}
