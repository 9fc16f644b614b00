import { useTranslation } from 'react-i18next';
import type { SourceGas } from '../transfers/methods';

/**
 * What a token transfer costs and brings: the bridge's fee, the origin chain's own gas (with the
 * approval when one is due), what arrives and how long it takes. `native` words an amount of the origin's
 * native currency.
 */
export function QuoteSummary(props: {
  originName: string | undefined;
  /** The bridge's fee (for Hyperlane, the interchain gas). */
  fee: bigint | undefined;
  sourceGas: SourceGas | undefined;
  /** The source gas is still being asked (rather than refused or not asked yet). */
  sourceGasPending: boolean;
  receive: string | undefined;
  estimatedSeconds: number;
  native: (wei: bigint) => string;
}) {
  const { t } = useTranslation();
  const { sourceGas } = props;
  return (
    <dl className="quote">
      <dt>{t('bridge.interchainGas')}</dt>
      <dd data-testid="interchain-gas">{props.fee !== undefined ? props.native(props.fee) : '…'}</dd>
      <dt>{t('bridge.sourceGas', { chain: props.originName })}</dt>
      <dd data-testid="source-gas">
        {sourceGas
          ? `≈ ${props.native(sourceGas.cost)}${sourceGas.approvals.length > 0 ? `, ${t('bridge.withApproval')}` : ''}`
          : props.sourceGasPending
            ? '…'
            : '—'}
      </dd>
      <dt>{t('bridge.receive')}</dt>
      <dd>{props.receive ?? '—'}</dd>
      <dt>{t('bridge.time')}</dt>
      <dd>{t('bridge.minutes', { count: Math.round(props.estimatedSeconds / 60) })}</dd>
    </dl>
  );
}
