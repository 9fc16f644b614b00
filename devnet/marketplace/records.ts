/**
 * The devnet marketplace's bridge-token records (docs/routes.md), one per
 * direction, built from the devnet manifest.
 */
import type { DeployedToken } from '../../src/config/devnet-manifest';

export interface BridgeTokenRecord {
  name: string;
  srcChainId: number;
  destChainId: number;
  srcTokenAddress: string;
  destTokenAddress: string;
  underlyingTokenAddress?: string;
  nftStandard?: 'ERC721' | 'ERC1155';
  isCollateral: boolean;
  isDestCollateral: boolean;
  isNft: boolean;
  decimals: number;
  method: 'hyperlane' | 'zk';
}

/** Ronin's leg is listed one way only, so the app sees Arbitrum -> Ronin as a deposit-only direction. */
export const ONE_WAY_CHAIN_ID = 2020;
/** A record on a chain the app does not know, which the app must drop. */
export const UNKNOWN_CHAIN_ID = 999;

const isCollateral = (t: DeployedToken) => t.standard === 'collateral' || t.standard === 'erc721-collateral';

function record(src: DeployedToken, dest: DeployedToken): BridgeTokenRecord {
  const nft = src.standard.startsWith('erc721');
  return {
    name: src.symbol,
    srcChainId: src.chainId,
    destChainId: dest.chainId,
    srcTokenAddress: src.router,
    destTokenAddress: dest.router,
    ...(isCollateral(src) ? { underlyingTokenAddress: src.token } : {}),
    ...(nft ? { nftStandard: 'ERC721' as const } : {}),
    isCollateral: isCollateral(src),
    isDestCollateral: isCollateral(dest),
    isNft: nft,
    decimals: src.decimals,
    method: 'hyperlane',
  };
}

export function bridgeTokenRecords(tokens: readonly DeployedToken[], tokenType: string): BridgeTokenRecord[] {
  const wanted = tokens.filter((t) =>
    tokenType === 'erc721'
      ? t.standard.startsWith('erc721')
      : tokenType === 'erc20' && !t.standard.startsWith('erc721'),
  );
  const records: BridgeTokenRecord[] = [];
  for (const src of wanted) {
    for (const dest of wanted) {
      if (src.symbol !== dest.symbol || src.chainId === dest.chainId) continue;
      if (src.chainId === ONE_WAY_CHAIN_ID) continue;
      records.push(record(src, dest));
    }
  }
  const first = records[0];
  if (first) records.push({ ...first, destChainId: UNKNOWN_CHAIN_ID });
  return records;
}
