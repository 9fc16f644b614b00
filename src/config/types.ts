/**
 * The network config's zod schema and its types, inferred from it: the schema is their one description,
 * and validate.ts checks a config against it at start-up.
 */
import { type Address, type Hex, isAddress } from 'viem';
import { z } from 'zod';

// viem's isAddress checks the EIP-55 checksum of mixed-case addresses; all-lowercase ones pass as written.
const address = z
  .string()
  .refine((value): value is Address => isAddress(value), 'is not a valid address (bad hex or checksum)');
const chainId = z.number().int().positive();

const networkNameSchema = z.enum(['mainnet', 'testnet', 'devnet']);
export type NetworkName = z.infer<typeof networkNameSchema>;

export type BridgeMethod = 'hyperlane' | 'zk';

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

const chainConfigSchema = z
  .object({
    chainSlug: chainSlugSchema,
    chainIdHex: z.string().refine((value): value is Hex => /^0x[0-9a-f]+$/.test(value), 'is not a hex number'),
    chainId,
    chainName: z.string().min(1),
    /** Hyperlane's name for the chain: the key of its registry entries and of the token configs. */
    hyperlaneName: z.string().min(1),
    nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.literal(18) }).readonly(),
    blockExplorers: z
      .array(
        // The devnet's explorer has pages only, no API.
        z.object({ name: z.string(), url: z.string().url(), apiUrl: z.string().url().optional() }).readonly(),
      )
      .readonly(),
    /** Path of the chain's icon under the app's public folder. */
    icon: z.string(),
    testnet: z.boolean(),
    /**
     * ENS's universal resolver, on a chain where ENS lives (Ethereum, Sepolia): names and avatars of
     * addresses, and addresses of `.eth` names, are asked there (docs/names.md). Absent: no ENS call is made.
     */
    ensUniversalResolver: address.optional(),
  })
  .readonly();
/** A chain's public metadata (chains.ts lists every one); a network adds its RPC URL. */
export type ChainConfig = z.infer<typeof chainConfigSchema>;

const networkChainSchema = z
  .object({
    ...chainConfigSchema.unwrap().shape,
    rpcUrl: z.string().url(),
    /**
     * The chain's WebSocket RPC, where delivery is heard as it happens (docs/transfers.md, "Tracking");
     * without one, delivery is polled.
     */
    wsUrl: z.string().url().optional(),
    /** Hyperlane domain id; equal to the chain id on every chain here. */
    domainId: chainId,
    mailbox: address.optional(),
  })
  .readonly();
export type NetworkChain = z.infer<typeof networkChainSchema>;

/** One chain's leg of a Hyperlane warp route (docs/routes.md). */
const hyperlaneTokenSchema = z
  .object({
    chainName: z.string().min(1),
    standard: z.enum(['collateral', 'synthetic']),
    decimals: z.number().int().min(0).max(36),
    symbol: z.string().min(1),
    name: z.string().min(1),
    /** The warp route's router on this chain. */
    address,
    /** The wrapped token, on collateral legs only. */
    collateralAddress: address.optional(),
    isNft: z.boolean(),
    /** Marketplace slug of an NFT collection. */
    collectionSlug: z.string().optional(),
    /** The same token's routers on other chains, enrolled with this one. */
    connections: z.array(z.object({ chainName: z.string().min(1), address }).readonly()).readonly(),
  })
  .readonly();
export type HyperlaneTokenConfig = z.infer<typeof hyperlaneTokenSchema>;

/**
 * A token moved by the ZK Stack native bridge between an L1 and a ZK chain. Without `l1Address` it is the
 * L1's native currency, which is also the ZK chain's base token (ETH on Abstract): native at both ends.
 */
const zkTokenSchema = z
  .object({
    symbol: z.string(),
    name: z.string(),
    decimals: z.number().int().min(0),
    l1ChainId: chainId,
    l2ChainId: chainId,
    l1Address: address.optional(),
    /** Resolved at run time from the L2 native token vault when absent. */
    l2Address: address.optional(),
  })
  .readonly();
export type ZkTokenConfig = z.infer<typeof zkTokenSchema>;

const zkChainSchema = z
  .object({
    l1ChainId: chainId,
    l2ChainId: chainId,
    bridgehub: address,
    /**
     * The L2 chain's contract (diamond proxy) on L1, which emits NewPriorityRequest. The asset router,
     * nullifier and vault are not configured: they are read from the Bridgehub and checked at run time.
     */
    chainContract: address,
    /** Seconds a deposit and a withdrawal take here, when not the ZK Stack's usual (docs/routes.md, "Times"). */
    depositSeconds: z.number().int().positive().optional(),
    withdrawalSeconds: z.number().int().positive().optional(),
  })
  .readonly();
export type ZkChainConfig = z.infer<typeof zkChainSchema>;

/** A token whose balance the app shows on a chain; no address means the chain's native currency. */
const balanceAssetSchema = z
  .object({ symbol: z.string(), decimals: z.number().int().min(0), address: address.optional() })
  .readonly();
export type BalanceAsset = z.infer<typeof balanceAssetSchema>;

/** A built-in restriction on the route of `symbol` between two chains (docs/routes.md). */
const routeRestrictionSchema = z
  .object({
    symbol: z.string(),
    l1ChainId: chainId,
    l2ChainId: chainId,
    withdrawOnly: z.boolean().optional(),
    depositDeprecated: z.boolean().optional(),
    withdrawDisabled: z.boolean().optional(),
  })
  .readonly();
export type RouteRestriction = z.infer<typeof routeRestrictionSchema>;

const serviceConfigSchema = z
  .object({
    /** The Hyperlane indexer's GraphQL endpoint. */
    indexerUrl: z.string().url(),
    /**
     * The Hyperlane explorer's GraphQL endpoint (`VITE_EXPLORER_GRAPHQL_URL`): a transfer's message id is
     * resolved there from its origin transaction when the app does not have it (docs/explorer.md).
     */
    explorerGraphqlUrl: z.string().url(),
    /** The Hyperlane explorer's web pages: messages link to `{url}/message/{id}`; none on an old devnet. */
    hyperlaneExplorerUrl: z.string().url().optional(),
    /** The marketplace backend; without it the bridge runs on its built-in routes alone. */
    marketplace: z
      .object({ url: z.string().url(), apiKey: z.string().min(1) })
      .readonly()
      .optional(),
    /**
     * The fiat on-ramp (docs/onramp.md): its purchase page, whose origin alone may report a purchase, and
     * its public key; without it there is no "Buy".
     */
    onramp: z
      .object({ url: z.string().url(), publicKey: z.string().min(1) })
      .readonly()
      .optional(),
  })
  .readonly();
export type ServiceConfig = z.infer<typeof serviceConfigSchema>;

export const networkConfigSchema = z
  .object({
    name: networkNameSchema,
    services: serviceConfigSchema,
    /**
     * The ecosystem's home chain: a route's L2 end when it is one of the two ends, so moving onto it is a
     * deposit and moving off it a withdrawal.
     */
    homeChainId: chainId,
    chains: z.array(networkChainSchema).min(1).readonly(),
    hyperlaneTokens: z.array(hyperlaneTokenSchema).readonly(),
    zkChains: z.array(zkChainSchema).readonly(),
    zkTokens: z.array(zkTokenSchema).readonly(),
    routeRestrictions: z.array(routeRestrictionSchema).readonly(),
    /** Balance assets per chain id. */
    balanceAssets: z.record(z.string(), z.array(balanceAssetSchema).readonly()).readonly(),
  })
  .readonly();
export type NetworkConfig = z.infer<typeof networkConfigSchema>;
