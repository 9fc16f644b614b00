import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { publicClient } from '../../api/chain-clients';
import { useAppServices } from '../../api/services';
import { chainOf } from '../../config';
import { errorMessage } from '../../i18n/messages';
import { AppError } from '../../lib/errors';
import { getWalletState, useWalletState } from '../wallet/wallet-state';
import {
  addCheckedToWallet,
  readTokenIdentity,
  type WatchedToken,
  type WatchRefusal,
  watchRefusalText,
} from './watch-asset';
import './add-to-wallet.css';

export interface AddToWalletProps {
  /** The chain the token lives on: the wallet is switched there first. */
  readonly chainId: number;
  /** An ERC20 from the built-in config or a verified route: never an address a server gave unchecked. */
  readonly token: WatchedToken;
  /** An icon button, its full text as its accessible name and tooltip. */
  readonly compact?: boolean;
}

/**
 * "Add MAGIC to your wallet": asks the connected wallet to watch the token once its contract confirmed its
 * symbol and decimals (docs/wallet.md, "Adding a token to the wallet"). Not offered to a wallet that cannot.
 * A token whose contract says otherwise, or cannot be read, is not asked for: the button says why instead.
 */
export default function AddToWalletButton({ chainId, token, compact = false }: AddToWalletProps) {
  const { t } = useTranslation();
  const { network } = useAppServices();
  const { watchAsset } = useWalletState();
  const [busy, setBusy] = useState(false);
  // Why the token was not asked for, kept as the outcome and worded when shown (a language switch rewords
  // it); a contract that could not be read may be tried again, one that said it is another token will say
  // the same.
  const [refusal, setRefusal] = useState<WatchRefusal | undefined>();
  if (!watchAsset) return null;
  const chain = chainOf(network, chainId);
  const chainName = chain?.chainName ?? String(chainId);
  const label = refusal
    ? watchRefusalText(t, refusal, token, chainName)
    : t('addToWallet.button', { symbol: token.symbol });
  const refused = refusal?.kind === 'mismatch';
  // One toast per token: asking again replaces it rather than stacking another.
  const id = `add-to-wallet:${chainId}:${token.address}`;
  const add = async () => {
    setBusy(true);
    try {
      const outcome = await addCheckedToWallet(getWalletState(), chainId, token, window.location.origin, (address) =>
        chain ? readTokenIdentity(publicClient(chain), address) : Promise.reject(new Error(`no chain ${chainId}`)),
      );
      if (outcome.kind === 'mismatch' || outcome.kind === 'unreadable') {
        setRefusal(outcome);
        toast.error(watchRefusalText(t, outcome, token, chainName), { id });
        return;
      }
      setRefusal(undefined);
      if (outcome.kind === 'added') toast.success(t('addToWallet.added', { symbol: token.symbol }), { id });
      else toast(t('addToWallet.declined', { symbol: token.symbol }), { id });
    } catch (failure) {
      // What the catalogue does not word is a bug to look into, not only a message to show.
      if (!(failure instanceof AppError)) console.error('watch asset', failure);
      toast.error(errorMessage(t, failure), { id });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={compact ? 'button add-to-wallet compact' : 'button add-to-wallet'}
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
      // Not `disabled` while the wallet is asked: a disabled button would drop a keyboard user's focus.
      aria-disabled={busy || refused || undefined}
      aria-busy={busy || undefined}
      data-refused={refused || undefined}
      onClick={() => {
        if (!busy && !refused) void add();
      }}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M4 7a2 2 0 0 1 2-2h11v3M4 7v11a2 2 0 0 0 2 2h8M4 7h15a1 1 0 0 1 1 1v4M16 14h2M19 17v6M16 20h6"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {compact ? null : <span>{label}</span>}
    </button>
  );
}
