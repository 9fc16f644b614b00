import { useTranslation } from 'react-i18next';
import type { NameSource } from './names';

/**
 * Who vouches for a name shown beside a recipient (docs/names.md): ENS, on chain, or the marketplace, whose
 * name is only a label the chain does not vouch for.
 */
export function NameSourceNote({ source }: { readonly source: NameSource | undefined }) {
  const { t } = useTranslation();
  if (!source) return null;
  return (
    <span className="name-source" data-source={source}>
      {source === 'ens' ? t('names.fromEns') : t('names.fromMarketplace')}
    </span>
  );
}
