import { useState } from 'react';
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

/**
 * The language picker. Until the visitor reaches for it (pointer over it, a press, focus) it lists only the
 * language showing: the others' names in Japanese and Korean script made the browser load and search a CJK
 * font for the first screen's layout, about half of it on a phone (docs/performance.md, "On a phone"). A
 * press or focus comes before the list opens, so the list always opens whole.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [listed, setListed] = useState(false);
  const list = () => setListed(true);
  const current = i18n.language;
  const locales = listed || !isLocale(current) ? LOCALES : [current];
  return (
    <label className="language">
      <span className="visually-hidden">{t('shell.language')}</span>
      <select
        value={current}
        aria-label={t('shell.language')}
        onPointerEnter={list}
        onPointerDown={list}
        onFocus={list}
        onChange={(event) => {
          const locale = event.target.value;
          if (isLocale(locale)) void changeLocale(locale);
        }}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale.replace('_', '-')}>
            {NATIVE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
