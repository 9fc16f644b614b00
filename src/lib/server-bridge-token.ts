/**
 * A bridge-token record from the marketplace's `/bridging-tokens`, one per direction (docs/routes.md,
 * "Server records"): its zod schema and its type, inferred from it. The schema lives here, beside the route
 * logic that reads every field, so the API client (which parses the wire with it) and the routes share one
 * description while imports still flow one way: api -> lib -> config.
 */
import { z } from 'zod';

const chainId = z.coerce.number().int().positive();

export const serverBridgeTokenSchema = z
  .object({
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
  })
  .readonly();
export type ServerBridgeToken = z.infer<typeof serverBridgeTokenSchema>;
export type NftStandard = NonNullable<ServerBridgeToken['nftStandard']>;
