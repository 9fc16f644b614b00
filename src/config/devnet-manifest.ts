/**
 * The devnet's manifest (`.devnet/manifest.json`): what a running devnet offers, written by the devnet and
 * read by the app and the tests. This module is its one description, and imports nothing of Node, so the
 * devnet, the app and the tests share it.
 */
import * as z from 'zod/mini';

// The devnet writes the addresses itself: their shape is checked, not their checksum case.
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'is not an address'));
const chainId = z.number().check(z.int(), z.positive());
const nonEmpty = z.string().check(z.minLength(1));
const url = z.string().check(z.url());

const manifestChainSchema = z.readonly(
  z.object({
    /** Hyperlane's name for the chain, which the devnet's deploy and relayer use. */
    name: nonEmpty,
    displayName: nonEmpty,
    chainId,
    domainId: chainId,
    rpcUrl: url,
    /**
     * The chain's own node's WebSocket (anvil serves it on its RPC port), for the Mailbox's events: on the
     * ZK chain too, whose `rpcUrl` is the HTTP-only zk layer. Absent from manifests written before it.
     */
    wsUrl: z.optional(url),
    /**
     * The chain's RPC behind the devnet's fault injector (docs/rpc.md, "On the devnet"): the app reads it first,
     * then `rpcUrl`. Absent from manifests written before it.
     */
    faultyRpcUrl: z.optional(url),
    nativeSymbol: nonEmpty,
    mailbox: address,
    merkleTreeHook: address,
    interchainGasPaymaster: address,
    /**
     * Where the chain's validators announce their checkpoint storage (Hyperlane's `ValidatorAnnounce`, as the
     * registry's `validatorAnnounce`); absent from manifests written before the devnet's validators.
     */
    validatorAnnounce: z.optional(address),
  }),
);
export type ManifestChain = z.infer<typeof manifestChainSchema>;

const deployedTokenSchema = z.readonly(
  z.object({
    symbol: nonEmpty,
    name: nonEmpty,
    /** The warp route's router kind. */
    standard: z.enum(['collateral', 'synthetic', 'erc721-collateral', 'erc721-synthetic']),
    decimals: z.number().check(z.int(), z.gte(0)),
    chainId,
    /** The warp route's router. */
    router: address,
    /** The underlying token for collateral routers; the router itself for synthetic ones. */
    token: address,
  }),
);
export type DeployedToken = z.infer<typeof deployedTokenSchema>;
export type RouterStandard = DeployedToken['standard'];

const accountSchema = z.readonly(
  z.object({
    address,
    privateKey: z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'is not a private key')),
    role: z.enum(['deployer', 'user', 'spare', 'zk-operator', 'relayer', 'validator']),
  }),
);
export type AccountRole = z.infer<typeof accountSchema>['role'];

/**
 * The devnet's ZK Stack native bridge between Ethereum (L1) and Abstract (L2): the L1 contracts (Bridgehub and
 * chain contract at their mainnet addresses) and the L2 RPC that answers the `zks_*` methods. The app reads
 * only the Bridgehub, the chain contract and the RPC, and finds the rest from the Bridgehub as on mainnet;
 * the other addresses are for the devnet's own tests.
 */
const zkSchema = z.readonly(
  z.object({
    l1ChainId: chainId,
    l2ChainId: chainId,
    bridgehub: address,
    chainContract: address,
    l1AssetRouter: address,
    l1Nullifier: address,
    l1NativeTokenVault: address,
    l2RpcUrl: url,
  }),
);
export type ManifestZk = z.infer<typeof zkSchema>;

const publicDevnetManifestObject = z.object({
  chains: z.readonly(z.array(manifestChainSchema).check(z.minLength(2))),
  tokens: z.readonly(z.array(deployedTokenSchema)),
  /** The account that deployed and owns every warp router (the deployer's address, never its key). */
  routerOwner: address,
  /** Absent from manifests written before the zk stand-in (the app's fixtures). */
  zk: z.optional(zkSchema),
  services: z.readonly(
    z.object({
      /** The Hyperlane indexer's GraphQL endpoint (message_view). */
      indexerUrl: url,
      marketplaceUrl: url,
      marketplaceApiKey: nonEmpty,
      /** POST /relayer/stop and /relayer/start; /zk/stop and /zk/start hold and release batch execution. */
      controlUrl: url,
      /** The on-ramp stand-in's purchase page and public key (docs/onramp.md); absent from older manifests. */
      onrampUrl: z.optional(url),
      onrampPublicKey: z.optional(nonEmpty),
      /**
       * The address of the key the devnet marketplace signs its route list with (docs/routes.md, "The signed
       * route list"), made at each start; the key itself stays in the marketplace's process. Absent from
       * manifests written before it: the marketplace's records then add no route.
       */
      routeListSigner: z.optional(address),
      /**
       * The devnet's block and message explorer (`/{chain}/tx/{hash}`, `/{chain}/address/{address}`,
       * `/message/{id}`); absent from manifests written before it.
       */
      explorerUrl: z.optional(url),
      /**
       * The devnet's stand-in for Google Cloud Storage's JSON API (`/storage/v1/b/{bucket}/o/{object}?alt=media`),
       * where its validators' `gs://` checkpoint storage is read (docs/hyperlane-validators.md); the app reads
       * `storage.googleapis.com` there instead. Absent from manifests written before the devnet's validators.
       */
      validatorStorageUrl: z.optional(url),
    }),
  ),
});

/** The manifest as the app gets it: scripts/vite-devnet-manifest.ts leaves out the accounts and their keys. */
export const publicDevnetManifestSchema = z.readonly(publicDevnetManifestObject);
export type PublicDevnetManifest = z.infer<typeof publicDevnetManifestSchema>;

export const devnetManifestSchema = z.readonly(
  z.object({ ...publicDevnetManifestObject.shape, accounts: z.readonly(z.array(accountSchema)) }),
);
export type DevnetManifest = z.infer<typeof devnetManifestSchema>;
