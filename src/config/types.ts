/**
 * The network config's zod schema and its types, inferred from it: the schema is their one description,
 * and validate.ts checks a config against it at start-up.
 */
import { type Address, type Hex, isAddress } from 'viem';
import * as z from 'zod/mini';
import { API_KEY_REFUSAL, carriesApiKey } from './config-error';

export type { BridgeMethod } from './bridge-methods';

// viem's isAddress checks the EIP-55 checksum of mixed-case addresses; all-lowercase ones pass as written.
const address = z.pipe(
  z.string(),
  z.custom<Address>(
    (value) => typeof value === 'string' && isAddress(value),
    'is not a valid address (bad hex or checksum)',
  ),
);
const chainId = z.number().check(z.int(), z.positive());
const url = z.string().check(z.url());
const nonEmpty = z.string().check(z.minLength(1));

const networkNameSchema = z.enum(['mainnet', 'testnet', 'devnet']);
export type NetworkName = z.infer<typeof networkNameSchema>;

const chainSlugSchema = z.enum([
  'arb',
  'abstract',
  'eth',
  'base',
  'ronin',
  'arbsepolia',
  'abstracttest',
  'sepolia',
  'basesepolia',
]);
export type ChainSlug = z.infer<typeof chainSlugSchema>;

const chainConfigObject = z.object({
  chainSlug: chainSlugSchema,
  chainIdHex: z.pipe(
    z.string(),
    z.custom<Hex>((value) => typeof value === 'string' && /^0x[0-9a-f]+$/.test(value), 'is not a hex number'),
  ),
  chainId,
  chainName: nonEmpty,
  /** Hyperlane's name for the chain: the key of its registry entries and of the token configs. */
  hyperlaneName: nonEmpty,
  nativeCurrency: z.readonly(z.object({ name: z.string(), symbol: z.string(), decimals: z.literal(18) })),
  blockExplorers: z.readonly(
    z.array(
      // The devnet's explorer names no Etherscan API: its logs API is the chain's `logsApiUrl`.
      z.readonly(z.object({ name: z.string(), url, apiUrl: z.optional(url) })),
    ),
  ),
  /** Path of the chain's icon under the app's public folder. */
  icon: z.string(),
  testnet: z.boolean(),
  /**
   * ENS's universal resolver, on a chain where ENS lives (Ethereum, Sepolia): names and avatars of
   * addresses, and addresses of `.eth` names, are asked there (docs/names.md). Absent: no ENS call is made.
   */
  ensUniversalResolver: z.optional(address),
  /**
   * Multicall3, where viem's chain definition names it (chains.test compares): the reads a task asks of the
   * chain go out as one `aggregate3` call (docs/rpc.md, "Budget"). Absent: each read is its own call.
   */
  multicall3: z.optional(address),
});
const chainConfigSchema = z.readonly(chainConfigObject);
/** A chain's public metadata (chains.ts lists every one); a network adds its RPC URL. */
export type ChainConfig = z.infer<typeof chainConfigSchema>;

const networkChainSchema = z.readonly(
  z.object({
    ...chainConfigObject.shape,
    /**
     * The chain's RPCs, in the order reads try them (docs/rpc.md): the `VITE_RPC_URL_<chainId>` override first,
     * then the chain's public RPCs as the Hyperlane registry lists them (registry.test compares).
     */
    rpcUrls: z.readonly(z.array(url).check(z.minLength(1))),
    /** The variable that set the first of `rpcUrls`, when one did: named when that RPC is refused. */
    rpcOverride: z.optional(z.string()),
    /**
     * The chain's WebSocket RPC, where delivery is heard as it happens (docs/transfers.md, "Tracking");
     * without one, delivery is polled.
     */
    wsUrl: z.optional(url),
    /**
     * An Etherscan-compatible logs API (`?module=logs&action=getLogs`) the search for an address's ZK
     * withdrawals asks first (docs/transfers.md, "Searching the chain"): Blockscout's `/api`, which needs no
     * key, or an operator's proxy that adds an Etherscan V2 key server-side. Never a key in the URL: the
     * config ships to every browser. Mainnet and testnet set none (Abscan, Etherscan V2, needs a key); a build
     * sets one with `VITE_LOGS_API_URL_<chainId>`.
     */
    logsApiUrl: z.optional(url.check(z.refine((value) => !carriesApiKey(value), API_KEY_REFUSAL))),
    /** Hyperlane domain id; equal to the chain id on every chain here. */
    domainId: chainId,
    mailbox: z.optional(address),
    /**
     * Where the chain's Hyperlane validators announce their checkpoint storage (the registry's
     * `validatorAnnounce`): read to count a late message's signatures and to deliver it yourself
     * (docs/self-delivery.md). The root the validators' locations are read from, never a contract's answer.
     */
    validatorAnnounce: z.optional(address),
  }),
);
export type NetworkChain = z.infer<typeof networkChainSchema>;

/** One chain's leg of a Hyperlane warp route (docs/routes.md). */
const hyperlaneTokenSchema = z.readonly(
  z.object({
    chainName: nonEmpty,
    standard: z.enum(['collateral', 'synthetic']),
    decimals: z.number().check(z.int(), z.gte(0), z.lte(36)),
    symbol: nonEmpty,
    name: nonEmpty,
    /** The warp route's router on this chain. */
    address,
    /** The wrapped token, on collateral legs only. */
    collateralAddress: z.optional(address),
    isNft: z.boolean(),
    /** Marketplace slug of an NFT collection. */
    collectionSlug: z.optional(z.string()),
    /**
     * An NFT router's function sending several tokens in one message, `name(uint32,bytes32,uint256[])` or
     * with `uint128[]` ids: named only here, never by the marketplace (docs/nfts.md, "Batches").
     */
    nftBatchSignature: z.optional(
      z.string().check(z.regex(/^[A-Za-z_]\w*\(uint32,bytes32,uint(128|256)\[\]\)$/, 'is not a batch send')),
    ),
    /** The same token's routers on other chains, enrolled with this one. */
    connections: z.readonly(z.array(z.readonly(z.object({ chainName: nonEmpty, address })))),
  }),
);
export type HyperlaneTokenConfig = z.infer<typeof hyperlaneTokenSchema>;

/**
 * What the ZK Stack native bridge moves between an L1 and a ZK chain: the L1's native currency, which is
 * also the ZK chain's base token (ETH on Abstract), native at both ends. No token contract is configured:
 * an ERC20 deposited this way arrives as a separate bridged token, not the one users know by its name
 * (docs/routes.md, "Methods"), so the app moves only ETH over zk. Unknown keys (an `l1Address`) are refused.
 */
const zkTokenSchema = z.readonly(
  z.strictObject({
    symbol: z.string(),
    name: z.string(),
    decimals: z.number().check(z.int(), z.gte(0)),
    l1ChainId: chainId,
    l2ChainId: chainId,
  }),
);
export type ZkTokenConfig = z.infer<typeof zkTokenSchema>;

const zkChainSchema = z.readonly(
  z.object({
    l1ChainId: chainId,
    l2ChainId: chainId,
    bridgehub: address,
    /**
     * The L2 chain's contract (diamond proxy) on L1, which emits NewPriorityRequest. The asset router,
     * nullifier and vault are not configured: they are read from the Bridgehub and checked at run time.
     */
    chainContract: address,
    /** Seconds a deposit and a withdrawal take here, when not the ZK Stack's usual (docs/routes.md, "Times"). */
    depositSeconds: z.optional(z.number().check(z.int(), z.positive())),
    withdrawalSeconds: z.optional(z.number().check(z.int(), z.positive())),
  }),
);
export type ZkChainConfig = z.infer<typeof zkChainSchema>;

/** A token whose balance the app shows on a chain; no address means the chain's native currency. */
const balanceAssetSchema = z.readonly(
  z.object({ symbol: z.string(), decimals: z.number().check(z.int(), z.gte(0)), address: z.optional(address) }),
);
export type BalanceAsset = z.infer<typeof balanceAssetSchema>;

/** A built-in restriction on the route of `symbol` between two chains (docs/routes.md). */
const routeRestrictionSchema = z.readonly(
  z.object({
    symbol: z.string(),
    l1ChainId: chainId,
    l2ChainId: chainId,
    withdrawOnly: z.optional(z.boolean()),
    depositDeprecated: z.optional(z.boolean()),
    withdrawDisabled: z.optional(z.boolean()),
  }),
);
export type RouteRestriction = z.infer<typeof routeRestrictionSchema>;

const serviceConfigSchema = z.readonly(
  z.object({
    /** The Hyperlane indexer's GraphQL endpoint. */
    indexerUrl: url,
    /**
     * The Hyperlane explorer's GraphQL endpoint (`VITE_EXPLORER_GRAPHQL_URL`): a transfer's message id is
     * resolved there from its origin transaction when the app does not have it (docs/explorer.md).
     */
    explorerGraphqlUrl: url,
    /** The Hyperlane explorer's web pages: messages link to `{url}/message/{id}`; none on an old devnet. */
    hyperlaneExplorerUrl: z.optional(url),
    /** The marketplace backend; without it the bridge runs on its built-in routes alone. */
    marketplace: z.optional(z.readonly(z.object({ url, apiKey: nonEmpty }))),
    /**
     * The fiat on-ramp (docs/onramp.md): its purchase page, whose origin alone may report a purchase, and
     * its public key; without it there is no "Buy".
     */
    onramp: z.optional(z.readonly(z.object({ url, publicKey: nonEmpty }))),
    /**
     * The key whose EIP-712 signature over Treasure's route list attests the marketplace's routes
     * (docs/routes.md, "The signed route list"); without it, the marketplace's records add no route.
     */
    routeListSigner: z.optional(address),
  }),
);
export type ServiceConfig = z.infer<typeof serviceConfigSchema>;

const trustedOwnerSchema = z.readonly(z.object({ chainId, address, name: nonEmpty }));
/** An account that owns the network's warp routers on one chain (docs/routes.md, "Checking a server route on chain"). */
export type TrustedOwner = z.infer<typeof trustedOwnerSchema>;

export const networkConfigSchema = z.readonly(
  z.object({
    name: networkNameSchema,
    services: serviceConfigSchema,
    /**
     * The ecosystem's home chain: a route's L2 end when it is one of the two ends, so moving onto it is a
     * deposit and moving off it a withdrawal.
     */
    homeChainId: chainId,
    chains: z.readonly(z.array(networkChainSchema).check(z.minLength(1))),
    hyperlaneTokens: z.readonly(z.array(hyperlaneTokenSchema)),
    /**
     * Whether the Mailboxes and warp routes above are the Hyperlane registry's (registry.test.ts proves it):
     * the root the review names for a built-in Hyperlane route.
     */
    hyperlaneRegistry: z.boolean(),
    /**
     * Seconds a Hyperlane message takes here (docs/routes.md, "Times"): every Hyperlane route's estimated
     * time, past which a transfer is late (docs/transfers.md, "Late transfers").
     */
    hyperlaneDeliverySeconds: z.number().check(z.int(), z.positive()),
    /**
     * Google Cloud Storage's JSON API, where validators' `gs://` checkpoint storage is read
     * (docs/self-delivery.md): `https://storage.googleapis.com` but on the devnet, whose stand-in serves it.
     */
    gcsApiUrl: url,
    zkChains: z.readonly(z.array(zkChainSchema)),
    zkTokens: z.readonly(z.array(zkTokenSchema)),
    routeRestrictions: z.readonly(z.array(routeRestrictionSchema)),
    /**
     * The owners a listed server route's routers must answer with, on both ends, to be offered: the owners of
     * the network's own warp routes, each with its source. A consistency check, never a credential: the root
     * is the signed route list (docs/routes.md, "Checking a server route on chain").
     */
    trustedRouterOwners: z.readonly(z.array(trustedOwnerSchema)),
    /**
     * The interchain security modules a server route's router may name besides the Mailbox's default (zero):
     * the ones the trusted owners set on the network's own warp routes. Another ISM could accept forged
     * messages and release the collateral.
     */
    trustedIsms: z.readonly(z.array(z.readonly(z.object({ chainId, address })))),
    /** Balance assets per chain id. */
    balanceAssets: z.readonly(z.record(z.string(), z.readonly(z.array(balanceAssetSchema)))),
  }),
);
export type NetworkConfig = z.infer<typeof networkConfigSchema>;
