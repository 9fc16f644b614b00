/** zod schemas for the responses whose fields the spec names (SPEC.md section 3). */
import { z } from 'zod';
import type { ServerBridgeToken } from '../lib/routes';
import type { CollectionTraits } from '../lib/traits';

const chainId = z.coerce.number().int().positive();

export const serverBridgeTokenSchema: z.ZodType<ServerBridgeToken> = z.object({
  name: z.string().min(1),
  srcChainId: chainId,
  destChainId: chainId,
  srcTokenAddress: z.string().min(1),
  destTokenAddress: z.string().min(1),
  underlyingTokenAddress: z.string().optional(),
  nftStandard: z.enum(['ERC20', 'ERC721', 'ERC1155']).optional(),
  isCollateral: z.boolean(),
  isDestCollateral: z.boolean().optional(),
  isNft: z.boolean(),
  decimals: z.number().int().min(0).optional(),
  method: z.enum(['hyperlane', 'zk']),
  nftBatchSignature: z.string().optional(),
});

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
});
export type UserToken = z.infer<typeof userTokenSchema>;

export const userTokensSchema = z.object({ tokens: z.array(userTokenSchema) });
