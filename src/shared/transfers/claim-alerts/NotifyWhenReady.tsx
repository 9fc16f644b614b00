import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyOptedIn, rememberNotifyOptIn } from './alert-store';
import { notifies } from './claim-alerts';

type NotifyState = 'off' | 'on' | 'blocked';

function notifyState(): NotifyState {
  if (Notification.permission === 'denied') return 'blocked';
  return notifies(notifyOptedIn(), Notification.permission) ? 'on' : 'off';
}

/**
 * "Notify me when it's ready", in a withdrawal's progress while it waits for its batch: the one place the
 * browser's permission is asked, on this click (docs/transfers.md, "Claim-ready alerts"), and remembered.
 */
export function NotifyWhenReady() {
  const { t } = useTranslation();
  const [state, setState] = useState<NotifyState | undefined>(() =>
    typeof Notification === 'undefined' ? undefined : notifyState(),
  );
  if (state === undefined) return null;
  if (state !== 'off') {
    return (
      <span className="step-advice" role="status" data-testid="notify-when-ready">
        {t(state === 'on' ? 'claimAlerts.notifyOn' : 'claimAlerts.notifyBlocked')}
      </span>
    );
  }
  const ask = async () => {
    if ((await Notification.requestPermission()) === 'granted') rememberNotifyOptIn();
    setState(notifyState());
  };
  return (
    <button type="button" className="link-button notify-when-ready" onClick={() => void ask()}>
      {t('claimAlerts.notify')}
    </button>
  );
}
