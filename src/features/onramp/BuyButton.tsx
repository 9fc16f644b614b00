import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketplaceClient } from '../../api/marketplace';
import { useAppServices } from '../../api/services';
import { useWalletState } from '../../shared/wallet/wallet-state';
import { type OnrampConfig, type OnrampOption, onrampOptions } from './onramp';
import { useOnramp } from './useOnramp';
import './onramp.css';

// Opened by few: the dialog loads on the first click.
const BuyDialog = lazy(() => import('./BuyDialog'));

/** "Buy" beside the balances, when the network has an on-ramp and a marketplace to sign with, and a wallet is connected. */
export default function BuyButton() {
  const { network, marketplace } = useAppServices();
  const { address } = useWalletState();
  const { onramp } = network.services;
  const options = useMemo(() => onrampOptions(network.chains), [network]);
  if (!onramp || !marketplace || !address || options.length === 0) return null;
  return <BuyAction onramp={onramp} marketplace={marketplace} address={address} options={options} />;
}

function BuyAction(props: {
  onramp: OnrampConfig;
  marketplace: MarketplaceClient;
  address: `0x${string}`;
  options: readonly OnrampOption[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const flow = useOnramp(props.onramp, props.marketplace, () => setOpen(false));
  return (
    <>
      <button
        type="button"
        className="button buy-open"
        aria-haspopup="dialog"
        onClick={() => {
          // A failure or a blocked window belongs to the last attempt; a purchase under way stays.
          if (flow.phase.step !== 'waiting' && flow.phase.step !== 'signing') flow.reset();
          setOpen(true);
        }}
      >
        {t('buy.open')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BuyDialog options={props.options} address={props.address} flow={flow} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
