import { useTranslation } from 'react-i18next';
import { type CollectionTraits, orderTraitValues } from '../../lib/traits';
import type { TraitFilter } from './inventory';

/** One select per trait of the collection, each value with its count, and a way to clear them all. */
export function TraitFilters(props: {
  traits: CollectionTraits;
  filter: TraitFilter;
  onChange: (filter: TraitFilter) => void;
}) {
  const { t } = useTranslation();
  const { filter, onChange } = props;
  const entries = Object.entries(props.traits).sort(([a], [b]) => a.localeCompare(b));
  return (
    <fieldset className="trait-filters">
      <legend>{t('nfts.filter')}</legend>
      {entries.map(([trait, info]) => (
        <label key={trait}>
          <span>{trait}</span>
          <select
            value={filter[trait] ?? ''}
            onChange={(e) => {
              const { [trait]: _, ...rest } = filter;
              onChange(e.target.value ? { ...rest, [trait]: e.target.value } : rest);
            }}
          >
            <option value="">{t('nfts.any')}</option>
            {orderTraitValues(info).map((v) => (
              <option key={v.value} value={v.value}>
                {`${v.value} (${v.valueCount})`}
              </option>
            ))}
          </select>
        </label>
      ))}
      {Object.keys(filter).length > 0 ? (
        <button type="button" className="button" onClick={() => onChange({})}>
          {t('nfts.clearFilters')}
        </button>
      ) : null}
    </fieldset>
  );
}
