import { useTranslation } from 'react-i18next';
import type { Plan } from '../../bridge';
import type { NetworkChain } from '../../config';
import { estimatedDuration } from '../../lib/format';
import { useNativeWithUsd } from '../../shared/prices/usePrices';
import type { ClaimCostQuote } from '../../shared/transfers/claim-cost';
import { ClaimCostRows, ClaimFeeWarning } from '../../shared/transfers/review/FeeRows';
import { methodWord } from '../../shared/transfers/review/words';

/**
 * What a token transfer costs and brings: the bridge's fee (named by the route's method), the origin
 * chain's own gas (with the approval when one is due), what arrives, how long it takes, and, when the
 * method needs one, that the funds arrive only after a claim, what that claim costs and the total, and a
 * warning when the account cannot pay it yet. Amounts of the origin's native currency come with their USD value.
 */
export function QuoteSummary(props: {
  /** The origin chain: its name, and the native currency the fee and gas are in. */
  origin: NetworkChain | undefined;
  /** The i18n key of the fee's name, from the route's method. */
  feeLabel: string;
  /** The bridge's fee (for Hyperlane, the interchain gas; for a zk deposit, the L2 transaction fee). */
  fee: bigint | undefined;
  /** The fee cannot be read: a dash, not an ellipsis that never ends (the button says why). */
  feeUnavailable: boolean;
  /** The send's plan: its requests, and their gas on the origin chain. */
  plan: Plan | undefined;
  /** The source gas is still being asked (rather than refused or not asked yet). */
  sourceGasPending: boolean;
  receive: string | undefined;
  estimatedSeconds: number;
  /** The destination chain the user must claim on, when the funds wait for a claim there. */
  claimOn: string | undefined;
  /** The claim's cost on that chain, once its method priced it. */
  claimCost: ClaimCostQuote | undefined;
}) {
  const { t } = useTranslation();
  const { plan } = props;
  // The prices are read here, not by the form: their answers then render this summary again, not the whole form
  // (docs/performance.md, "On a phone").
  const nativeText = useNativeWithUsd();
  const native = (wei: bigint) => nativeText(props.origin, wei);
  const time = estimatedDuration(props.estimatedSeconds);
  return (
    <>
      <dl className="quote">
        <dt>{methodWord(t, props.feeLabel)}</dt>
        <dd data-testid="interchain-gas">
          {props.fee !== undefined ? native(props.fee) : props.feeUnavailable ? '—' : '…'}
        </dd>
        <dt>{t('bridge.sourceGas', { chain: props.origin?.chainName })}</dt>
        <dd data-testid="source-gas">
          {plan?.cost !== undefined
            ? `≈ ${native(plan.cost)}${plan.requests.some((r) => r.kind === 'approve') ? `, ${t('bridge.withApproval')}` : ''}`
            : props.sourceGasPending
              ? '…'
              : '—'}
        </dd>
        <dt>{t('bridge.receive')}</dt>
        <dd>{props.receive ?? '—'}</dd>
        <dt>{t('bridge.time')}</dt>
        <dd>{t(`bridge.${time.unit}`, { count: time.count })}</dd>
        {props.claimCost ? <ClaimCostRows cost={props.claimCost} /> : null}
      </dl>
      {props.claimOn ? (
        <p className="hint" data-testid="claim-note">
          {t('bridge.claimNote', { chain: props.claimOn })}
        </p>
      ) : null}
      <ClaimFeeWarning cost={props.claimCost} />
    </>
  );
}
