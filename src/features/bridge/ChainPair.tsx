import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../api/services';
import { Picker } from '../../components/Picker';
import { chainOf } from '../../config';
import type { BridgeRoute } from '../../lib/routes';
import { Field } from './Field';
import './chain-pair.css';

/** A balance in a picker's option: shown in an open picker only, it loads with the picker's list. */
export const PickerBalance = lazy(() => import('./PickerBalance'));

/** A chain picker; each option shows the chain's icon, its name and the user's balance of `token` there. */
function ChainPicker(props: {
  label: string;
  value: number | undefined;
  chainIds: readonly number[];
  chainName: (chainId: number) => string;
  token: string;
  routes: readonly BridgeRoute[];
  onChange: (chainId: number) => void;
}) {
  const { network } = useAppServices();
  return (
    <Field label={props.label}>
      {(id, labelId) => (
        <Picker
          id={id}
          labelId={labelId}
          value={String(props.value)}
          onChange={(value) => props.onChange(Number(value))}
          options={props.chainIds.map((chainId) => ({
            value: String(chainId),
            label: props.chainName(chainId),
            icon: chainOf(network, chainId)?.icon,
          }))}
          detail={(value) => <PickerBalance routes={props.routes} chainId={Number(value)} token={props.token} />}
        />
      )}
    </Field>
  );
}

/** The origin and destination pickers, with a button that swaps them when the way back is a route too. */
export function ChainPair(props: {
  token: string;
  routes: readonly BridgeRoute[];
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
  const pair = { chainName: props.chainName, token: props.token, routes: props.routes };
  return (
    <div className="chains">
      <ChainPicker
        label={t('bridge.from')}
        value={props.from}
        chainIds={props.sources}
        onChange={props.onFrom}
        {...pair}
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
      <ChainPicker
        label={t('bridge.to')}
        value={props.to}
        chainIds={props.destinations}
        onChange={props.onTo}
        {...pair}
      />
    </div>
  );
}
