/**
 * For unit tests: a verified route list (route-list.ts) that attests exactly the given records, as the signed
 * list of an operator who lists them would; its signature is route-list.test.ts's concern.
 */
import type { Address } from 'viem';
import type { ServerBridgeToken } from '../server-bridge-token';
import type { AttestedRouteList } from './route-list';

export const LIST_SIGNER: Address = '0x7777777777777777777777777777777777777777';
export const LIST_ISSUED_AT = 1_790_000_000;

/**
 * The list naming each record's two legs as one route. A collateral destination's wrapped token is not in the
 * record: `destTokens` names it by the destination router (else a stand-in address).
 */
export function listAttesting(
  records: readonly ServerBridgeToken[],
  destTokens: Readonly<Record<string, Address>> = {},
): AttestedRouteList {
  return {
    signer: LIST_SIGNER,
    issuedAt: LIST_ISSUED_AT,
    routes: records.map((record) => ({
      standard: record.isNft ? (record.nftStandard ?? 'ERC721') : 'ERC20',
      decimals: record.decimals ?? (record.isNft ? 0 : 18),
      legs: [
        {
          chainId: record.srcChainId,
          router: record.srcTokenAddress as Address,
          token: (record.isCollateral ? record.underlyingTokenAddress : record.srcTokenAddress) as Address,
        },
        {
          chainId: record.destChainId,
          router: record.destTokenAddress as Address,
          token: record.isDestCollateral
            ? (destTokens[record.destTokenAddress] ?? '0x00000000000000000000000000000000000000d0')
            : (record.destTokenAddress as Address),
        },
      ],
    })),
  };
}
