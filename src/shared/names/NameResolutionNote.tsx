import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { errorMessage } from '../../i18n/messages';
import { AppError } from '../../lib/errors';
import { AccountAvatar } from './AccountAvatar';
import { FullAddress } from './FullAddress';
import { NameSourceNote } from './NameSourceNote';
import { escapeName } from './name-rules';
import type { NameResolution, NameSource } from './names';

/**
 * What became of a name typed as the recipient (docs/names.md): being resolved; the address it resolved to
 * with its avatar, in full and grouped, and who said so, before anything is sent; or why it cannot be sent
 * to. Every name is shown escaped.
 */
export function NameResolutionNote({ id, naming }: { readonly id: string; readonly naming: NameResolution }) {
  const { t } = useTranslation();
  if (naming.status === 'none') return null;
  const name = escapeName(naming.name);
  switch (naming.status) {
    case 'resolving':
      return (
        <p id={id} className="hint name-resolution" role="status">
          {t('names.resolving', { name })}
        </p>
      );
    case 'resolved':
      return (
        <p id={id} className="name-resolution" role="status" data-resolved={naming.resolved.address}>
          <span>{t('names.resolvedTo', { name })}</span>
          <AccountAvatar
            address={naming.resolved.address}
            avatar={naming.resolved.avatar}
            name={escapeName(naming.resolved.name)}
            decorative
          />
          <FullAddress address={naming.resolved.address} />
          <NameSourceNote source={naming.resolved.source} />
        </p>
      );
    case 'refused':
      return (
        <p id={id} className="form-error" role="alert" data-refused={naming.reason}>
          {errorMessage(
            t,
            new AppError('name-refused', { name, reason: naming.reason }, `${name} refused: ${naming.reason}`),
          )}
        </p>
      );
    case 'unknown':
      return (
        <p id={id} className="form-error" role="alert">
          {errorMessage(t, new AppError('name-not-found', { name }, `No account is named ${name}`))}
        </p>
      );
    case 'failed':
      return (
        <p id={id} className="form-error" role="alert">
          {errorMessage(
            t,
            new AppError('name-lookup-failed', { name }, `${name} could not be looked up`, { cause: naming.error }),
          )}
        </p>
      );
  }
}

/**
 * The name of an address typed as the recipient, with its avatar, the address in full and grouped, and who
 * gave the name, so a person sees whose address it is before sending (docs/names.md); nothing for an
 * address without a name. The name comes escaped from `useAccountName`.
 */
export function AddressNameNote({
  id,
  address,
  shown,
}: {
  readonly id: string;
  readonly address: Address;
  readonly shown: { readonly name: string; readonly avatar: string | undefined; readonly source: NameSource };
}) {
  const { t } = useTranslation();
  return (
    <p id={id} className="name-resolution" role="status" data-named={shown.name}>
      <AccountAvatar address={address} avatar={shown.avatar} name={shown.name} decorative />
      <span>{t('names.addressOf', { name: shown.name })}</span>
      <FullAddress address={address} />
      <NameSourceNote source={shown.source} />
    </p>
  );
}
