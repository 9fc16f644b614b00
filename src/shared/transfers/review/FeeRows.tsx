/**
 * The fee rows of the quote and the review: each fee by its name and, for a zk withdrawal, its claim's cost
 * on L1 and the total, with the warning, not a blocker, that the account cannot pay the claim yet
 * (docs/transfers.md, "The claim's cost"); for a zk deposit, where its unused L2 fee is refunded
 * (docs/transfers.md, "A deposit's L2 fee").
 */
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../../api/services';
import type { PlanRefund } from '../../../bridge';
import { chainOf } from '../../../config';
import { FullAddress } from '../../names/FullAddress';
import { useNativeWithUsd } from '../../prices/usePrices';
import type { ClaimCostQuote } from '../claim-cost';

/** A fee by its name, worded in its chain's native currency with its USD value. */
export function FeeRow({ label, text }: { label: string; text: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{text}</dd>
    </>
  );
}

/** A claim's fee on its chain, and the total with the send's own fees. */
export function ClaimCostRows({ cost }: { cost: ClaimCostQuote }) {
  const { t } = useTranslation();
  const { network } = useAppServices();
  const native = useNativeWithUsd();
  const chain = chainOf(network, cost.chainId);
  return (
    <>
      <dt>{t('bridge.claimCost.fee', { chain: chain?.chainName })}</dt>
      <dd data-testid="claim-fee">≈ {native(chain, cost.fee)}</dd>
      <dt>{t('bridge.claimCost.total')}</dt>
      <dd data-testid="claim-total">{cost.total === undefined ? '…' : `≈ ${native(chain, cost.total)}`}</dd>
    </>
  );
}

/** The warning that the account's balance on the claim's chain is below the claim's fee; not a blocker. */
export function ClaimFeeWarning({ cost }: { cost: ClaimCostQuote | undefined }) {
  const { t } = useTranslation();
  const { network } = useAppServices();
  if (!cost?.short) return null;
  const chain = chainOf(network, cost.chainId);
  return (
    <p className="warning" role="status" data-testid="claim-fee-warning">
      {t('bridge.claimCost.short', { chain: chain?.chainName, symbol: chain?.nativeCurrency.symbol ?? 'ETH' })}
    </p>
  );
}

/**
 * Where the destination refunds what the send's fee for its transaction there does not use, to whom and at
 * most how much, and the gas price the fee covers; a warning when that address is an L1 contract's alias.
 */
export function RefundRows({ refund, originChainId }: { refund: PlanRefund; originChainId: number }) {
  const { t } = useTranslation();
  const { network } = useAppServices();
  const native = useNativeWithUsd();
  const chain = chainOf(network, refund.chainId)?.chainName;
  const origin = chainOf(network, originChainId)?.chainName;
  return (
    <>
      <dt>{t('review.refund.label', { chain })}</dt>
      <dd data-testid="review-refund">
        {t('review.refund.upTo', { amount: native(chainOf(network, refund.chainId), refund.atMost) })}
        <span className="review-refund-note">
          <FullAddress address={refund.recipient} />
        </span>
        {refund.aliased ? (
          <span className="warning review-refund-note" role="status">
            {t('review.refund.aliased', { origin, chain })}
          </span>
        ) : null}
        <span className="hint review-refund-note">
          {t('review.refund.note', { multiple: Number(refund.covers), origin, chain })}
        </span>
      </dd>
    </>
  );
}
