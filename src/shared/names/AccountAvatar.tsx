import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { useAppServices } from '../../api/services';
import { imageOriginsOf } from '../../config/image-origins';
import { allowedImageUrl } from '../../lib/image-url';
import { fallbackAvatar } from './names';

/**
 * An account's avatar: its own picture, or the one drawn from its address when it has none or its picture
 * cannot be loaded (docs/names.md), so a broken image never stands for an account.
 */
export function AccountAvatar({
  address,
  avatar,
  name,
  decorative = false,
}: {
  readonly address: Address;
  readonly avatar: string | undefined;
  /** What the account is called on screen: its name, or its short address. */
  readonly name: string;
  /** Beside text that already names the account: no alternative text, so it is not read twice. */
  readonly decorative?: boolean;
}) {
  const { t } = useTranslation();
  const { network } = useAppServices();
  const [failed, setFailed] = useState<string | undefined>();
  // A picture from a host the network does not name is never asked for (docs/nfts.md, "Images").
  const picture = allowedImageUrl(avatar, imageOriginsOf(network));
  const src = picture && picture !== failed ? picture : fallbackAvatar(address);
  return (
    <img
      className="account-avatar"
      src={src}
      alt={decorative ? '' : t('names.avatar', { name })}
      width={20}
      height={20}
      onError={() => setFailed(picture)}
    />
  );
}
