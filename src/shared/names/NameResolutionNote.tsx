import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { errorMessage } from '../../i18n/messages';
import { AppError } from '../../lib/errors';
import { AccountAvatar } from './AccountAvatar';
import type { NameResolution } from './names';

/**
 * What became of a name typed as the recipient (docs/names.md): being resolved, the address it resolved to
 * with its avatar, in full, before anything is sent, or why it cannot be sent to.
 */
export function NameResolutionNote({ id, naming }: { readonly id: string; readonly naming: NameResolution }) {
  const { t } = useTranslation();
  switch (naming.status) {
    case 'none':
      return null;
    case 'resolving':
      return (
        <p id={id} className="hint name-resolution" role="status">
          {t('names.resolving', { name: naming.name })}
        </p>
      );
    case 'resolved':
      return (
        <p id={id} className="name-resolution" role="status" data-resolved={naming.resolved.address}>
          <span>{t('names.resolvedTo', { name: naming.name })}</span>
          <AccountAvatar
            address={naming.resolved.address}
            avatar={naming.resolved.avatar}
            name={naming.resolved.name}
            decorative
          />
          <code>{naming.resolved.address}</code>
        </p>
      );
    case 'unknown':
      return (
        <p id={id} className="form-error" role="alert">
          {errorMessage(t, new AppError('name-not-found', { name: naming.name }, `No account is named ${naming.name}`))}
        </p>
      );
    case 'failed':
      return (
        <p id={id} className="form-error" role="alert">
          {errorMessage(
            t,
            new AppError('name-lookup-failed', { name: naming.name }, `${naming.name} could not be looked up`, {
              cause: naming.error,
            }),
          )}
        </p>
      );
  }
}

/**
 * The name of an address typed as the recipient, with its avatar, so a person sees whose address it is
 * before sending (docs/names.md); nothing for an address without a name.
 */
export function AddressNameNote({
  id,
  address,
  shown,
}: {
  readonly id: string;
  readonly address: Address;
  readonly shown: { readonly name: string; readonly avatar: string | undefined };
}) {
  const { t } = useTranslation();
  return (
    <p id={id} className="name-resolution" role="status" data-named={shown.name}>
      <AccountAvatar address={address} avatar={shown.avatar} name={shown.name} decorative />
      <span>{t('names.addressOf', { name: shown.name })}</span>
    </p>
  );
}
