/** zod schemas for the marketplace responses the app reads, and the types inferred from them. */
import { z } from 'zod';
import { serverBridgeTokenSchema } from '../lib/server-bridge-token';
import type { CollectionTraits } from '../lib/traits';

const chainId = z.coerce.number().int().positive();

export const bridgingTokensSchema = z.object({ tokens: z.array(serverBridgeTokenSchema) });

export const notificationsSchema = z.object({
  accountNotifications: z.array(z.record(z.string(), z.unknown())),
  lastEvaluatedKey: z.unknown().optional(),
});
export type NotificationsResponse = z.infer<typeof notificationsSchema>;

export const collectionTraitsSchema: z.ZodType<CollectionTraits> = z.record(
  z.string(),
  z.object({
    display_order: z.string().optional(),
    valuesMap: z.record(
      z.string(),
      z.object({ valueCount: z.number().int().min(0), valuePriority: z.number().optional() }),
    ),
  }),
);

export const priceSchema = z.object({ price: z.union([z.string(), z.number()]).transform(String) });

/** An amount in wei of MAGIC, as a decimal string or a number; anything else reads as no price, not as an error. */
const magicWei = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d+$/))
  .optional()
  .catch(undefined);

/** One NFT the marketplace says a user holds; the fields the gallery reads (the wire has more). */
export const userTokenSchema = z.object({
  chainId,
  collectionAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  tokenId: z.union([z.string().regex(/^\d+$/), z.number().int().min(0)]).transform(String),
  name: z.string().optional(),
  image: z.string().optional(),
  attributes: z
    .array(z.object({ trait_type: z.string(), value: z.union([z.string(), z.number()]).transform(String) }))
    .default([]),
  /**
   * What the marketplace asks for the token, in wei of MAGIC (docs/nfts.md, "Prices"): its lowest listing
   * and its collection's floor. Absent, null or malformed, the token has no price.
   */
  priceSummary: z.object({ floorPrice: magicWei, lowestPrice: magicWei }).nullish().catch(undefined),
});
export type UserToken = z.infer<typeof userTokenSchema>;

export const userTokensSchema = z.object({ tokens: z.array(userTokenSchema) });

/**
 * One name service's entry in a marketplace domain: its name and avatar (`pfp`). The wire has more (a
 * banner); a bare string is taken as the name.
 */
const domainEntrySchema = z.union([
  z.string().transform((name) => ({ name, pfp: undefined })),
  z.object({ name: z.string().nullish(), pfp: z.string().nullish() }).transform(({ name, pfp }) => ({
    name: name ?? undefined,
    pfp: pfp ?? undefined,
  })),
]);

/**
 * The marketplace's names for an address (`/domain/{address}`, `/batch-domains`, `/search/domains`,
 * docs/names.md): a TreasureTag, a Smolverse name, an ENS name, each with its avatar, and the one the
 * account prefers; older answers carry a flat `name`. Read leniently: every field may be missing or null.
 */
export const domainSchema = z.object({
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  name: z.string().nullish(),
  pfp: z.string().nullish(),
  treasuretag: domainEntrySchema.nullish(),
  smol: domainEntrySchema.nullish(),
  smolverse: domainEntrySchema.nullish(),
  ens: domainEntrySchema.nullish(),
  preferredDomainType: z.string().nullish(),
});
export type Domain = z.infer<typeof domainSchema>;

/** A list of domains, bare or under `domains` (answers differ); an entry that is not a domain is dropped. */
export const domainsSchema = z
  .union([z.array(z.unknown()), z.object({ domains: z.array(z.unknown()) }).transform((d) => d.domains)])
  .transform((entries) =>
    entries.flatMap((entry) => {
      const parsed = domainSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
  );
