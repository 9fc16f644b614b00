import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../api/services';
import { amountErrorMessage } from '../../i18n/messages';
import type { AmountError } from '../../lib/amount';
import { ONRAMP_DECIMALS, type OnrampAsset, type OnrampOption, purchaseAmount } from './onramp';
import type { useOnramp } from './useOnramp';

interface BuyDialogProps {
  readonly options: readonly OnrampOption[];
  readonly address: `0x${string}`;
  readonly flow: ReturnType<typeof useOnramp>;
  readonly onClose: () => void;
}

/** The Buy dialog (docs/onramp.md): asset, chain and amount, then the purchase in the on-ramp's window. */
export default function BuyDialog({ options, address, flow, onClose }: BuyDialogProps) {
  const { t, i18n } = useTranslation();
  const { tokens } = useAppServices();
  // Signing a purchase URL needs the auth token; without one there is nothing to offer but signing in.
  const [signedIn] = useState(() => tokens.get() !== null);
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const assets = [...new Set(options.map((o) => o.asset))];
  const [asset, setAsset] = useState<OnrampAsset | undefined>(assets[0]);
  const chains = options.filter((o) => o.asset === asset);
  const [chainId, setChainId] = useState(chains[0]?.chainId);
  const option = chains.find((o) => o.chainId === chainId) ?? chains[0];
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<AmountError | null>(null);
  const { phase } = flow;
  const busy = phase.step === 'signing' || phase.step === 'waiting';

  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!option || busy) return;
    const parsed = purchaseAmount(amount, i18n.language);
    if (!parsed.ok || parsed.text === undefined) {
      setAmountError(parsed.ok ? 'not-a-number' : parsed.error);
      return;
    }
    setAmountError(null);
    void flow.start({ option, amount: parsed.text, walletAddress: address });
  };

  return (
    <dialog ref={dialog} className="buy-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`}>{t('buy.title')}</h2>
      {signedIn ? (
        <form onSubmit={submit} noValidate>
          <fieldset className="buy-assets" disabled={busy}>
            <legend>{t('buy.asset')}</legend>
            {assets.map((a) => (
              <label key={a}>
                <input
                  type="radio"
                  name={`${id}-asset`}
                  value={a}
                  checked={a === asset}
                  onChange={() => {
                    setAsset(a);
                    setChainId(options.find((o) => o.asset === a)?.chainId);
                  }}
                />{' '}
                {a}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-chain`}>{t('buy.chain')}</label>
            <select
              id={`${id}-chain`}
              value={option?.chainId}
              disabled={busy}
              onChange={(event) => setChainId(Number(event.target.value))}
            >
              {chains.map((o) => (
                <option key={o.chainId} value={o.chainId}>
                  {o.chainName}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-amount`}>{t('buy.amount')}</label>
            <div className="amount">
              <input
                id={`${id}-amount`}
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                disabled={busy}
                aria-invalid={amountError ? true : undefined}
                aria-describedby={amountError ? `${id}-amount-error` : undefined}
                onChange={(event) => setAmount(event.target.value)}
              />
              <span className="buy-symbol">{asset}</span>
            </div>
            {amountError ? (
              <p id={`${id}-amount-error`} className="form-error">
                {amountErrorMessage(t, amountError, ONRAMP_DECIMALS)}
              </p>
            ) : null}
          </div>
          {option ? (
            <p className="hint">{t('buy.provider', { symbol: option.asset, chain: option.chainName })}</p>
          ) : null}
          {phase.step === 'failed' ? (
            <p className="form-error" role="alert">
              {phase.message}
            </p>
          ) : null}
          {phase.step === 'blocked' ? (
            <p className="buy-blocked" role="alert">
              {t('buy.blocked')}{' '}
              <a
                href={phase.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => {
                  if (flow.openBlocked(phase.url)) event.preventDefault();
                }}
              >
                {t('buy.openWindow')}
              </a>
            </p>
          ) : null}
          {phase.step === 'waiting' ? (
            <p className="buy-waiting" role="status">
              {t('buy.waiting')}
            </p>
          ) : null}
          <button type="submit" className="button buy-continue" disabled={busy}>
            {phase.step === 'signing' ? t('buy.signing') : t('buy.continue')}
          </button>
        </form>
      ) : (
        <p className="buy-sign-in" role="alert">
          {t('buy.signInFirst')}
        </p>
      )}
      <button type="button" className="button buy-close" onClick={() => dialog.current?.close()}>
        {t('buy.close')}
      </button>
    </dialog>
  );
}
