import { useTranslation } from 'react-i18next';
import { Field } from './Field';

function ChainSelect(props: {
  label: string;
  value: number | undefined;
  chainIds: readonly number[];
  chainName: (chainId: number) => string;
  onChange: (chainId: number) => void;
}) {
  return (
    <Field label={props.label}>
      {(id) => (
        <select id={id} value={props.value ?? ''} onChange={(e) => props.onChange(Number(e.target.value))}>
          {props.chainIds.map((chainId) => (
            <option key={chainId} value={chainId}>
              {props.chainName(chainId)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The origin and destination selects, with a button that swaps them when the way back is a route too. */
export function ChainPair(props: {
  from: number | undefined;
  to: number | undefined;
  sources: readonly number[];
  destinations: readonly number[];
  chainName: (chainId: number) => string;
  canFlip: boolean;
  onFrom: (chainId: number) => void;
  onTo: (chainId: number) => void;
  onFlip: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="chains">
      <ChainSelect
        label={t('bridge.from')}
        value={props.from}
        chainIds={props.sources}
        chainName={props.chainName}
        onChange={props.onFrom}
      />
      <button
        type="button"
        className="button flip"
        aria-label={t('bridge.flip')}
        title={t('bridge.flip')}
        disabled={!props.canFlip}
        onClick={props.onFlip}
      >
        ⇄
      </button>
      <ChainSelect
        label={t('bridge.to')}
        value={props.to}
        chainIds={props.destinations}
        chainName={props.chainName}
        onChange={props.onTo}
      />
    </div>
  );
}
