/**
 * zod schemas for the marketplace responses the app reads, and the types inferred from them. Each is built
 * on its first parse (`z.lazy`, helpers as functions): the first screen imports this module, and building
 * every schema at import held a phone's main thread (docs/performance.md, "On a phone").
 */
import * as z from 'zod/mini';
import { serverBridgeTokenSchema } from '../lib/server-bridge-token';
import type { CollectionTraits } from '../lib/traits';

const chainId = () => z.coerce.number().check(z.int(), z.positive());
const address = () => z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
/** A string or number read as a string. */
const stringOrNumber = () => z.pipe(z.union([z.string(), z.number()]), z.transform(String));

export const bridgingTokensSchema = z.lazy(() => z.object({ tokens: z.array(serverBridgeTokenSchema) }));

export const notificationsSchema = z.lazy(() =>
  z.object({
    accountNotifications: z.array(z.record(z.string(), z.unknown())),
    lastEvaluatedKey: z.optional(z.unknown()),
  }),
);
export type NotificationsResponse = z.infer<typeof notificationsSchema>;

export const collectionTraitsSchema: z.ZodMiniType<CollectionTraits> = z.lazy(() =>
  z.record(
    z.string(),
    z.object({
      display_order: z.optional(z.string()),
      valuesMap: z.record(
        z.string(),
        z.object({ valueCount: z.number().check(z.int(), z.gte(0)), valuePriority: z.optional(z.number()) }),
      ),
    }),
  ),
);

export const priceSchema = z.lazy(() => z.object({ price: stringOrNumber() }));

/** An amount in wei of MAGIC, as a decimal string or a number; anything else reads as no price, not as an error. */
const magicWei = () => z.catch(z.optional(z.pipe(stringOrNumber(), z.string().check(z.regex(/^\d+$/)))), undefined);

/** One NFT the marketplace says a user holds; the fields the gallery reads (the wire has more). */
export const userTokenSchema = z.lazy(() =>
  z.object({
    chainId: chainId(),
    collectionAddress: address(),
    tokenId: z.pipe(
      z.union([z.string().check(z.regex(/^\d+$/)), z.number().check(z.int(), z.gte(0))]),
      z.transform(String),
    ),
    name: z.optional(z.string()),
    image: z.optional(z.string()),
    attributes: z._default(z.array(z.object({ trait_type: z.string(), value: stringOrNumber() })), []),
    /**
     * What the marketplace asks for the token, in wei of MAGIC (docs/nfts.md, "Prices"): its lowest listing
     * and its collection's floor. Absent, null or malformed, the token has no price.
     */
    priceSummary: z.catch(z.nullish(z.object({ floorPrice: magicWei(), lowestPrice: magicWei() })), undefined),
  }),
);
export type UserToken = z.infer<typeof userTokenSchema>;

export const userTokensSchema = z.lazy(() => z.object({ tokens: z.array(userTokenSchema) }));

/**
 * One name service's entry in a marketplace domain: its name and avatar (`pfp`). The wire has more (a
 * banner); a bare string is taken as the name.
 */
const domainEntrySchema = () =>
  z.union([
    z.pipe(
      z.string(),
      z.transform((name) => ({ name, pfp: undefined })),
    ),
    z.pipe(
      z.object({ name: z.nullish(z.string()), pfp: z.nullish(z.string()) }),
      z.transform(({ name, pfp }) => ({ name: name ?? undefined, pfp: pfp ?? undefined })),
    ),
  ]);

/**
 * The marketplace's names for an address (`/domain/{address}`, `/batch-domains`, `/search/domains`,
 * docs/names.md): a TreasureTag, a Smolverse name, an ENS name, each with its avatar, and the one the
 * account prefers; older answers carry a flat `name`. Read leniently: every field may be missing or null.
 */
export const domainSchema = z.lazy(() =>
  z.object({
    address: address(),
    name: z.nullish(z.string()),
    pfp: z.nullish(z.string()),
    treasuretag: z.nullish(domainEntrySchema()),
    smol: z.nullish(domainEntrySchema()),
    smolverse: z.nullish(domainEntrySchema()),
    ens: z.nullish(domainEntrySchema()),
    preferredDomainType: z.nullish(z.string()),
  }),
);
export type Domain = z.infer<typeof domainSchema>;

/** A list of domains, bare or under `domains` (answers differ); an entry that is not a domain is dropped. */
export const domainsSchema = z.lazy(() =>
  z.pipe(
    z.union([
      z.array(z.unknown()),
      z.pipe(
        z.object({ domains: z.array(z.unknown()) }),
        z.transform((d) => d.domains),
      ),
    ]),
    z.transform((entries) =>
      entries.flatMap((entry) => {
        const parsed = domainSchema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  ),
);
