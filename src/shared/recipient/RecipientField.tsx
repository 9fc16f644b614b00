import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressNameNote, NameResolutionNote } from '../names/NameResolutionNote';
import { useAccountName } from '../names/useAccountName';
import type { RecipientBlocker } from './recipient';
import type { RecipientCheck } from './useRecipient';

/** What the send button says while the recipient blocks sending. */
export const RECIPIENT_BLOCKER_KEYS = {
  invalid: 'bridge.badRecipient',
  refused: 'bridge.recipientRefused',
  resolving: 'names.blockers.resolving',
  'unknown-name': 'names.blockers.unknown',
  'name-failed': 'names.blockers.failed',
  'refused-name': 'names.blockers.refused',
  checking: 'bridge.checkingRecipient',
  unconfirmed: 'bridge.confirmRecipientFirst',
} as const satisfies Record<RecipientBlocker, string>;

/**
 * The recipient input with what its check found: a refusal, or the confirmation it needs. `confirmed`
 * holds the confirmation key the user ticked; a new address or destination needs a new tick.
 */
export function RecipientField(props: {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly placeholder: string;
  readonly check: RecipientCheck;
  readonly destinationName: string | undefined;
  readonly originName: string | undefined;
  readonly confirmed: string | undefined;
  readonly onConfirm: (key: string | undefined) => void;
  readonly disabled?: boolean;
  /** The value came from a link into the bridge and was not edited since: said beside it (docs/links.md). */
  readonly fromLink?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { check } = props;
  const chains = { chain: props.destinationName, origin: props.originName };
  // An address typed by hand is shown with its name, when it has one: whose address it is, before sending.
  const typedAddress = props.value.trim() !== '' && check.naming.status === 'none' ? check.recipient : undefined;
  const shown = useAccountName(typedAddress);
  const named =
    typedAddress && shown.name && shown.source
      ? { name: shown.name, avatar: shown.avatar, source: shown.source }
      : undefined;
  const noteId = `${id}-name`;
  const linkNoteId = `${id}-link`;
  const describedBy = [
    props.fromLink ? linkNoteId : undefined,
    check.naming.status === 'none' && !named ? undefined : noteId,
  ].filter((note) => note !== undefined);
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{t('bridge.recipient')}</label>
        <input
          id={id}
          autoComplete="off"
          spellCheck={false}
          placeholder={props.placeholder}
          value={props.value}
          disabled={props.disabled}
          aria-invalid={
            (props.value !== '' && !check.valid && check.naming.status !== 'resolving') ||
            check.refusal !== undefined ||
            check.naming.status === 'refused'
          }
          aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </div>
      {props.fromLink ? (
        <p id={linkNoteId} className="warning" data-testid="recipient-from-link">
          {t('links.recipientFromLink')}
        </p>
      ) : null}
      <NameResolutionNote id={noteId} naming={check.naming} />
      {typedAddress && named ? <AddressNameNote id={noteId} address={typedAddress} shown={named} /> : null}
      {check.refusal ? (
        <p className="form-error" role="alert">
          {t(`recipient.refusals.${check.refusal}`, chains)}
        </p>
      ) : null}
      {check.confirmation && check.confirmationKey ? (
        <label className="warning confirm">
          <input
            type="checkbox"
            checked={props.confirmed === check.confirmationKey}
            disabled={props.disabled}
            onChange={(e) => props.onConfirm(e.target.checked ? check.confirmationKey : undefined)}
          />
          {t(`recipient.confirmations.${check.confirmation}`, chains)}
        </label>
      ) : null}
    </>
  );
}
