import { useTranslation } from 'react-i18next';
import { FullAddress } from '../../shared/names/FullAddress';
import type { ServerToken } from './token-choices';
import './server-token.css';

/**
 * What the token picker says of a token only the marketplace's records carry (`serverTokenOf`): that it comes
 * from the marketplace, not the app, and its contract in full, so that a name is never all it is known by.
 * The spaces between the lines keep the option's description (read by screen readers) in words.
 */
export function ServerTokenNote({ token, chainName }: { readonly token: ServerToken; readonly chainName: string }) {
  const { t } = useTranslation();
  return (
    <span className="server-token" data-testid="server-token">
      {' '}
      <span>{t('bridge.serverToken')}</span>
      {token.address ? (
        <>
          {' '}
          <span>{t('bridge.serverTokenContract', { chain: chainName })}</span> <FullAddress address={token.address} />
        </>
      ) : null}
    </span>
  );
}
