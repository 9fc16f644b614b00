import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHash } from 'viem';
import { assertReceiptSomewhere } from '../../api/chain-clients';
import { useAppServices } from '../../api/services';
import { errorMessage } from '../../i18n/messages';
import { findTransferByHash } from '../../shared/transfers/found-transfers';

/**
 * Finds a withdrawal by its transaction hash, sent from any browser or wallet, and adds it to the history,
 * where it can be claimed (docs/transfers.md, "Claims"). What was typed stays on any error.
 */
export function ClaimByHash() {
  const { t } = useTranslation();
  const { network } = useAppServices();
  const [text, setText] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'found'; text: string } | undefined>();
  const inputId = useId();
  const find = useMutation({
    mutationFn: async (hash: `0x${string}`) => {
      const found = await findTransferByHash(network, hash);
      // A hash no chain has a receipt of is no transaction at all: "Transaction receipt not found." says so.
      if (!found) await assertReceiptSomewhere(network.chains, hash);
      return found;
    },
  });

  const onSubmit = async () => {
    const hash = text.trim();
    if (!isHash(hash)) {
      setMessage({ kind: 'error', text: t('bridge.claimByHash.invalid') });
      return;
    }
    setMessage(undefined);
    try {
      const found = await find.mutateAsync(hash);
      setMessage(
        found
          ? { kind: 'found', text: t('bridge.claimByHash.found') }
          : { kind: 'error', text: t('bridge.claimByHash.notFound') },
      );
      if (found) setText('');
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(t, error) });
    }
  };

  return (
    <form
      className="claim-by-hash"
      aria-label={t('bridge.claimByHash.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {/* Not the form's Field: sharing it with the first screen would split it into a chunk of its own. */}
      <div className="field">
        <label htmlFor={inputId}>{t('bridge.claimByHash.label')}</label>
        <div className="amount">
          <input
            id={inputId}
            autoComplete="off"
            spellCheck={false}
            placeholder="0x…"
            value={text}
            aria-invalid={message?.kind === 'error'}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button" disabled={find.isPending || text.trim() === ''}>
            {find.isPending ? t('bridge.claimByHash.finding') : t('bridge.claimByHash.find')}
          </button>
        </div>
      </div>
      {message ? (
        <p
          className={message.kind === 'error' ? 'form-error' : 'hint'}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
