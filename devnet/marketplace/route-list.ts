/**
 * The devnet marketplace's signed route list (docs/routes.md, "The signed route list"): every warp route the
 * devnet deploys, signed with EIP-712 by a key made at each start, whose address the manifest names and the
 * devnet config pins. The key never leaves this process. As an operator's list would, it lists whole routes
 * (every leg) and is valid for a while; it is signed again once expired.
 *
 * Test-only overrides (the control endpoint's POST /marketplace/route-list) play a backend that serves
 * another list: one signed by this key with other terms (another network, expired, extra routes), one signed
 * by another key, or any body at all.
 */
import type { Address, Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { DeployedToken } from '../../src/config/devnet-manifest';
import { type RouteListMessage, routeListTypedData, type SignedRouteList } from '../../src/lib/routes/route-list';

/** How long a list the devnet signs stays valid: an operator's list lives for days. */
const LIST_LIFETIME_S = 7 * 24 * 60 * 60;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The devnet's warp routes as the list names them: one route per token, one leg per chain. */
export function devnetListedRoutes(tokens: readonly DeployedToken[]): RouteListMessage['routes'] {
  const symbols = [...new Set(tokens.map((t) => t.symbol))];
  return symbols.map((symbol) => {
    const legs = tokens.filter((t) => t.symbol === symbol);
    const first = legs[0] as DeployedToken;
    return {
      standard: first.standard.startsWith('erc721') ? 'ERC721' : 'ERC20',
      decimals: first.decimals,
      legs: legs.map((t) => ({ chainId: t.chainId, router: t.router as Address, token: t.token as Address })),
    };
  });
}

/** What a test asks the list to be signed as, in place of the devnet's own terms. */
export interface ListTerms {
  readonly network?: string;
  readonly issuedAt?: number;
  readonly expiresAt?: number;
  /** Routes listed beside the devnet's own. */
  readonly extraRoutes?: RouteListMessage['routes'];
  /** Sign with a fresh key of its own rather than the one the manifest names. */
  readonly otherSigner?: boolean;
}

export type ListOverride = { readonly terms: ListTerms } | { readonly served: unknown };

export interface RouteListSigner {
  readonly address: Address;
  /**
   * The list `/bridging-route-list` serves for `network`: the devnet's own, or a test's override; undefined
   * when it has none for that network.
   */
  served(network: string): Promise<unknown>;
  setOverride(override: ListOverride | undefined): void;
}

async function sign(privateKey: Hex, list: RouteListMessage): Promise<SignedRouteList> {
  const signature = await privateKeyToAccount(privateKey).signTypedData(routeListTypedData(list));
  return { list, signature };
}

export function createRouteListSigner(tokens: readonly DeployedToken[]): RouteListSigner {
  const privateKey = generatePrivateKey();
  let own: SignedRouteList | undefined;
  let override: ListOverride | undefined;
  const routes = devnetListedRoutes(tokens);
  return {
    address: privateKeyToAccount(privateKey).address,
    async served(network) {
      if (override && 'served' in override) return override.served;
      if (override) {
        const { terms } = override;
        const issuedAt = terms.issuedAt ?? nowSeconds();
        return sign(terms.otherSigner ? generatePrivateKey() : privateKey, {
          network: terms.network ?? network,
          issuedAt,
          expiresAt: terms.expiresAt ?? issuedAt + LIST_LIFETIME_S,
          routes: [...routes, ...(terms.extraRoutes ?? [])],
        });
      }
      // The devnet's list is for the devnet (its chains carry mainnet's ids, but its routes are its own).
      if (network !== 'devnet') return undefined;
      if (!own || own.list.expiresAt <= nowSeconds()) {
        const issuedAt = nowSeconds();
        own = await sign(privateKey, { network, issuedAt, expiresAt: issuedAt + LIST_LIFETIME_S, routes });
      }
      return own;
    },
    setOverride(next) {
      override = next;
    },
  };
}
