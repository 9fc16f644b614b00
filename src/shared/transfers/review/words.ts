import type { TFunction } from 'i18next';
import type { PlannedContract, PlannedRequest, Trust } from '../../../bridge';
import type { NetworkConfig } from '../../../config';
import { chainOf } from '../../../config';
import { shortenAddress } from '../../../lib/address';
import { escapeForDisplay } from '../../../lib/display-text';
import { formatTokenAmount, intlLocale } from '../../../lib/format';

/** What the words of a request need to know of the send: its token and the NFTs' names. */
export interface RequestContext {
  readonly network: NetworkConfig;
  readonly locale: string;
  readonly symbol: string;
  readonly decimals: number;
  /** The collection's name, for an NFT send. */
  readonly collection?: string;
  /** Each NFT's name by its token id. */
  readonly nftNames?: Readonly<Record<string, string>>;
  /** Words an amount of a chain's native currency, with its USD value. */
  readonly native: (chainId: number, wei: bigint) => string;
}

const chainName = (ctx: RequestContext, chainId: number) => chainOf(ctx.network, chainId)?.chainName ?? String(chainId);

/**
 * A word a method names by its own key (its fee row, its contracts' roles): the compiler cannot know a
 * method's keys, so `words.test.ts` checks each registered method's keys in every locale.
 */
export function methodWord(t: TFunction, key: string, values?: Readonly<Record<string, unknown>>): string {
  return String(t(key as never, values as never));
}

/**
 * The root the build ships that vouches for a contract, in words (docs/routes.md, "The signed route list"):
 * "Hyperlane registry", "Built in", "Verified by the Bridgehub", or the signed list with its signer and the day
 * it was signed, in `language`'s words.
 */
export function trustText(t: TFunction, trust: Trust, language: string): string {
  if (typeof trust === 'string') return t(`review.trust.${trust}`);
  const { signer, issuedAt } = trust.signedList;
  const date = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(issuedAt * 1000);
  return t('review.trust.signed-list', { signer: shortenAddress(signer), date });
}

/** The i18n key of a contract role: `review.contract.<role>`. */
export const contractRoleKey = (role: string) => `review.contract.${role}`;

/**
 * An NFT as the review names it: the marketplace's name is a label only, so the token id the plan sends
 * always stands beside it ("Smol Brain #8 (token ID 8)"): a backend naming token 9 "Smol Brain #8" is caught.
 * The name is escaped (`escapeForDisplay`): it is the marketplace's text.
 */
function nftLabel(t: TFunction, ctx: RequestContext, tokenId: string): string {
  const name = ctx.nftNames?.[tokenId];
  return name ? t('review.nftItem', { name: escapeForDisplay(name), id: tokenId }) : `#${tokenId}`;
}

/**
 * The NFTs of a send as the review's summary names them: the marketplace's names, each escaped
 * (`escapeForDisplay`), so a bidi control or an invisible character in one shows rather than turning round
 * or hiding what stands beside it.
 */
export function nftNamesText(items: readonly { readonly name: string }[]): string {
  return items.map((item) => escapeForDisplay(item.name)).join(', ');
}

/** "the MAGIC route on Arbitrum One", "the ZK bridge's Bridgehub on Ethereum"… */
export function contractName(t: TFunction, ctx: RequestContext, contract: PlannedContract): string {
  return methodWord(t, contractRoleKey(contract.role), {
    symbol: ctx.symbol,
    chain: chainName(ctx, contract.chainId),
  });
}

/** What the wallet is asked, in a sentence: "Approve exactly 12.5 MAGIC for the MAGIC route on Arbitrum One". */
export function requestText(t: TFunction, ctx: RequestContext, request: PlannedRequest): string {
  switch (request.kind) {
    case 'switch':
      return t('review.request.switch', { chain: chainName(ctx, request.chainId) });
    case 'approve':
      return t('review.request.approve', {
        amount: formatTokenAmount(request.amount, ctx.decimals, ctx.locale),
        symbol: ctx.symbol,
        contract: contractName(t, ctx, request.spender),
      });
    case 'approve-nft':
      return request.tokenId === undefined
        ? t('review.request.approveAll', {
            collection: ctx.collection,
            contract: contractName(t, ctx, request.spender),
          })
        : t('review.request.approveNft', {
            name: nftLabel(t, ctx, request.tokenId),
            contract: contractName(t, ctx, request.spender),
          });
    case 'send':
      return request.tokenIds
        ? t('review.request.sendNfts', {
            names: request.tokenIds.map((id) => nftLabel(t, ctx, id)).join(', '),
            contract: contractName(t, ctx, request.contract),
            value: ctx.native(request.chainId, request.value),
          })
        : t('review.request.send', {
            contract: contractName(t, ctx, request.contract),
            value: ctx.native(request.chainId, request.value),
          });
  }
}
