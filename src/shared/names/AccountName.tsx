import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { useAppServices } from '../../api/services';
import { chainOf } from '../../config';
import { shortenAddress } from '../../lib/address';
import { addressUrl } from '../../lib/explorer-links';
import { AccountAvatar } from './AccountAvatar';
import { useAccountName } from './useAccountName';

/** How long "Address copied" stays before the button offers to copy again. */
const COPY_CONFIRMATION_MS = 3000;

/**
 * An address as a person reads it (docs/names.md): its avatar and name (the short address when it has no
 * name), and a button that shows the full address with a copy button and, on a chain with an explorer,
 * a link to the explorer's page of the address.
 */
export function AccountName({
  address,
  chainId,
}: {
  readonly address: Address;
  /** The chain whose explorer the address links to. */
  readonly chainId?: number;
}) {
  const { t } = useTranslation();
  const { network } = useAppServices();
  const shown = useAccountName(address);
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const id = useId();
  const label = shown.name ?? shortenAddress(address);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const chain = chainOf(network, chainId);
  const explorer = chain ? addressUrl(chain, address) : undefined;
  return (
    <span className="account-name" data-address={address}>
      <AccountAvatar address={address} avatar={shown.avatar} name={label} />
      <button
        type="button"
        className="account-toggle"
        aria-expanded={open}
        aria-controls={id}
        title={address}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <span id={id} className="account-address" hidden={!open}>
        <code>{address}</code>
        <button
          type="button"
          className="link-button"
          onClick={() =>
            navigator.clipboard.writeText(address).then(
              () => setCopied(true),
              // The address stays on screen to be selected by hand; a refused clipboard is only logged.
              (error: unknown) => console.warn('The address could not be copied', error),
            )
          }
        >
          {copied ? t('names.copied') : t('names.copy')}
        </button>
        {explorer ? (
          <a href={explorer} target="_blank" rel="noopener noreferrer">
            {t('names.explorer', { explorer: chain?.blockExplorers[0]?.name })}
          </a>
        ) : null}
      </span>
    </span>
  );
}
