/**
 * What a review shows of a send besides its wallet requests (docs/transfers.md, "Review before signing"): what
 * leaves and arrives where, the recipient, every fee, the time and the method, and the context the requests'
 * words are read in.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { useAppServices } from '../../../api/services';
import type { PlanRefund } from '../../../bridge';
import { AssetIcon } from '../../../components/AssetIcon';
import { type BridgeMethod, chainOf } from '../../../config';
import { estimatedDuration } from '../../../lib/format';
import { useNativeWithUsd } from '../../prices/usePrices';
import type { ClaimCostQuote } from '../claim-cost';
import { ClaimCostRows, FeeRow, RefundRows } from './FeeRows';
import type { RecipientOrigin } from './recipient-origin';
import type { RequestContext } from './words';

/** What a review shows of a send besides its requests. */
export interface ReviewSummary {
  readonly symbol: string;
  readonly decimals: number;
  readonly originChainId: number;
  readonly destinationChainId: number;
  /** What leaves and what arrives, worded: "12.5 MAGIC", "Smol Brain #1, Smol Brain #2". */
  readonly amount: string;
  readonly recipient: Address;
  /** Where the recipient came from when its address must be confirmed: a name, a link (docs/names.md, docs/links.md). */
  readonly recipientOrigin: RecipientOrigin | undefined;
  /** Each fee, paid in the origin's native currency, by its name. */
  readonly fees: readonly { readonly label: string; readonly wei: bigint }[];
  /** A zk withdrawal's claim on L1: its fee, the total, whether the account is short of it. */
  readonly claimCost?: ClaimCostQuote | undefined;
  /** A zk deposit's unused L2 fee: where it is refunded, to whom, at most how much. */
  readonly refund?: PlanRefund | undefined;
  readonly estimatedSeconds: number;
  readonly method: BridgeMethod;
  /** An NFT send's collection and the names of its tokens by id. */
  readonly collection?: string;
  readonly nftNames?: Readonly<Record<string, string>>;
}

export function useRequestContext(summary: Pick<ReviewSummary, 'symbol' | 'decimals' | 'collection' | 'nftNames'>) {
  const { i18n } = useTranslation();
  const { network } = useAppServices();
  const native = useNativeWithUsd();
  return {
    network,
    locale: i18n.language,
    symbol: summary.symbol,
    decimals: summary.decimals,
    ...(summary.collection ? { collection: summary.collection } : {}),
    ...(summary.nftNames ? { nftNames: summary.nftNames } : {}),
    native: (chainId: number, wei: bigint) => native(chainOf(network, chainId), wei),
  } satisfies RequestContext;
}

export function Summary({
  summary,
  ctx,
  recipient,
}: {
  summary: ReviewSummary;
  ctx: RequestContext;
  recipient: ReactNode;
}) {
  const { t } = useTranslation();
  const chain = (chainId: number) => chainOf(ctx.network, chainId)?.chainName;
  const time = estimatedDuration(summary.estimatedSeconds);
  return (
    <dl className="quote review-summary">
      {summary.collection ? (
        <>
          <dt>{t('review.collection')}</dt>
          <dd>{summary.collection}</dd>
        </>
      ) : null}
      <dt>{t('review.leaves')}</dt>
      <dd data-testid="review-leaves">
        <AssetIcon src={chainOf(ctx.network, summary.originChainId)?.icon} name={chain(summary.originChainId) ?? ''} />
        {t('review.onChain', { what: summary.amount, chain: chain(summary.originChainId) })}
      </dd>
      <dt>{t('review.arrives')}</dt>
      <dd data-testid="review-arrives">
        <AssetIcon
          src={chainOf(ctx.network, summary.destinationChainId)?.icon}
          name={chain(summary.destinationChainId) ?? ''}
        />
        {t('review.onChain', { what: summary.amount, chain: chain(summary.destinationChainId) })}
      </dd>
      <dt>{t('bridge.recipient')}</dt>
      <dd>{recipient}</dd>
      {summary.fees.map((fee) => (
        <FeeRow key={fee.label} label={fee.label} text={ctx.native(summary.originChainId, fee.wei)} />
      ))}
      {summary.claimCost ? <ClaimCostRows cost={summary.claimCost} /> : null}
      {summary.refund ? <RefundRows refund={summary.refund} originChainId={summary.originChainId} /> : null}
      <dt>{t('bridge.time')}</dt>
      <dd>{t(`bridge.${time.unit}`, { count: time.count })}</dd>
      <dt>{t('review.method')}</dt>
      <dd>{t(`review.methodName.${summary.method}`)}</dd>
    </dl>
  );
}
