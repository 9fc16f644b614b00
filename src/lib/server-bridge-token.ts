/**
 * A bridge-token record from the marketplace's `/bridging-tokens`, one per direction (docs/routes.md,
 * "Server records"): its zod schema and its type, inferred from it. The schema lives here, beside the route
 * logic that reads every field, so the API client (which parses the wire with it) and the routes share one
 * description while imports still flow one way: api -> lib -> config. Built on its first parse, not at import
 * (docs/performance.md, "On a phone").
 */
import * as z from 'zod/mini';
import { BRIDGE_METHODS } from '../config/bridge-methods';

const chainId = () => z.coerce.number().check(z.int(), z.positive());
const nonEmpty = () => z.string().check(z.minLength(1));

export const serverBridgeTokenSchema = z.lazy(() =>
  z.readonly(
    z.object({
      name: nonEmpty(),
      srcChainId: chainId(),
      destChainId: chainId(),
      srcTokenAddress: nonEmpty(),
      destTokenAddress: nonEmpty(),
      underlyingTokenAddress: z.optional(z.string()),
      nftStandard: z.optional(z.enum(['ERC20', 'ERC721', 'ERC1155'])),
      isCollateral: z.boolean(),
      isDestCollateral: z.optional(z.boolean()),
      isNft: z.boolean(),
      decimals: z.optional(z.number().check(z.int(), z.gte(0))),
      method: z.enum(BRIDGE_METHODS),
    }),
  ),
);
export type ServerBridgeToken = z.infer<typeof serverBridgeTokenSchema>;
export type NftStandard = NonNullable<ServerBridgeToken['nftStandard']>;
