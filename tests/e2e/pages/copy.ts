import i18next, { type ParseKeys } from 'i18next';
import arrival from '../../../src/i18n/locales/en_US/arrival.json' with { type: 'json' };
import shell from '../../../src/i18n/locales/en_US/shell.json' with { type: 'json' };
import transfers from '../../../src/i18n/locales/en_US/transfers.json' with { type: 'json' };

const english = i18next.createInstance();
// Inline resources and no async start: the texts are ready as soon as this module is.
void english.init({
  lng: 'en_US',
  resources: { en_US: { translation: { ...shell, ...transfers, ...arrival } } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The app's English text for a key of the English strings (src/i18n/locales/en_US), interpolated and pluralised as the app does it. */
export const t = english.t.bind(english);

/**
 * The start of a text, up to the placeholder `until` that the test cannot know (a shortened router
 * address, say), for texts matched by their beginning.
 */
export function textBefore(key: ParseKeys, until: string, values: Record<string, unknown> = {}): string {
  const marker = '\u0000';
  const text = t(key, { ...values, [until]: marker });
  return text.slice(0, text.indexOf(marker));
}
