import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../i18n';
import { isLocale, LOCALES } from '../../i18n/locale';

/** Each language in its own name, so a person can find theirs whatever language is showing. */
const NATIVE_NAMES: Record<(typeof LOCALES)[number], string> = {
  en_US: 'English',
  es_ES: 'Español',
  ja_JP: '日本語',
  tl_PH: 'Tagalog',
  vi_VN: 'Tiếng Việt',
  de_DE: 'Deutsch',
  ko_KR: '한국어',
  fr_FR: 'Français',
  pt_BR: 'Português (Brasil)',
};

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language">
      <span className="visually-hidden">{t('shell.language')}</span>
      <select
        value={i18n.language}
        aria-label={t('shell.language')}
        onChange={(event) => {
          const locale = event.target.value;
          if (isLocale(locale)) void changeLocale(locale);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale.replace('_', '-')}>
            {NATIVE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
