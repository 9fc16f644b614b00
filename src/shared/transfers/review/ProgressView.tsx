import { useTranslation } from 'react-i18next';
import type { SavedTransfer } from '../../../bridge/saved-transfers';
import ArrivedTokenButton from '../../add-to-wallet/ArrivedTokenButton';
import { useRoutes } from '../../routes/useRoutes';
import { useWalletState } from '../../wallet/wallet-state';
import type { Progress } from './progress';
import { Stepper } from './Stepper';
import type { RequestContext } from './words';

/**
 * "Add MAGIC to your wallet" once a token transfer to the connected account is done: the stepper's last step
 * offers what the history row offers (docs/wallet.md, "Adding a token to the wallet").
 */
function ArrivedHere(props: {
  transfer: Pick<SavedTransfer, 'symbol' | 'method' | 'originChainId' | 'destinationChainId' | 'recipient'>;
  nfts: boolean;
}) {
  const { routes } = useRoutes();
  const { address } = useWalletState();
  if (props.nfts || address?.toLowerCase() !== props.transfer.recipient.toLowerCase()) return null;
  return <ArrivedTokenButton transfer={props.transfer} routes={routes} />;
}

/** The stepper of a send, its token offered to the wallet once done, and the button that closes it. */
export function ProgressView(props: {
  progress: Progress;
  ctx: RequestContext;
  transfer: Pick<SavedTransfer, 'symbol' | 'method' | 'originChainId' | 'destinationChainId' | 'recipient'>;
  nfts: boolean;
  /** Whether to say that closing does not stop the transfer (not after a failure, nor when reopened). */
  closeNote: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Stepper
        progress={props.progress}
        ctx={props.ctx}
        destinationChainId={props.transfer.destinationChainId}
        delivered={<ArrivedHere transfer={props.transfer} nfts={props.nfts} />}
      />
      {props.closeNote ? <p className="hint">{t('stepper.closeNote')}</p> : null}
      <div className="review-actions">
        <button type="button" className="button" onClick={props.onClose}>
          {t('stepper.close')}
        </button>
      </div>
    </>
  );
}
