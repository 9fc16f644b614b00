import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { AccountName } from '../../names/AccountName';
import { FullAddress } from '../../names/FullAddress';
import { NameSourceNote } from '../../names/NameSourceNote';
import { escapeName } from '../../names/name-rules';
import { useAccountName } from '../../names/useAccountName';
import { addressCheckText, type RecipientOrigin } from './recipient-origin';

/**
 * The recipient of a send under review (docs/names.md, "Showing a recipient for approval"): its name, who
 * vouches for it, and its full checksummed address in groups. A recipient typed as a name, or filled in by a
 * link (docs/links.md), asks the user to confirm that address, saying where it came from: Confirm waits for
 * the tick (`checked`).
 */
export function RecipientReview(props: {
  readonly address: Address;
  readonly chainId: number;
  /** Where the recipient came from, when its address must be confirmed (`recipientOrigin`). */
  readonly origin: RecipientOrigin | undefined;
  readonly checked: boolean;
  readonly onCheck: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const shown = useAccountName(props.address);
  const addressId = useId();
  const check = props.origin ? addressCheckText(props.origin) : undefined;
  return (
    <div className="review-recipient" data-testid="review-recipient">
      <AccountName address={props.address} chainId={props.chainId} />
      <NameSourceNote source={shown.source} />
      <span id={addressId}>
        <FullAddress address={props.address} />
      </span>
      {check ? (
        <label className="warning confirm review-address-check">
          <input
            type="checkbox"
            required
            aria-describedby={addressId}
            checked={props.checked}
            onChange={(e) => props.onCheck(e.target.checked)}
          />
          {t(check.key, { name: check.name === undefined ? undefined : escapeName(check.name) })}
        </label>
      ) : null}
    </div>
  );
}
