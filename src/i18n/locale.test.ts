import { describe, expect, it } from 'vitest';
import { initialLocale, localeFromLanguages } from './locale';

describe('locale', () => {
  it('prefers the stored choice', () => {
    expect(initialLocale('ko_KR', ['ja-JP'])).toBe('ko_KR');
  });

  it('uses the browser language on a first visit, by region then by language', () => {
    expect(initialLocale(null, ['pt-BR', 'en-US'])).toBe('pt_BR');
    expect(initialLocale(null, ['de-AT'])).toBe('de_DE');
    expect(initialLocale(null, ['fil-PH', 'tl'])).toBe('tl_PH');
    expect(initialLocale('xx_YY', ['ja'])).toBe('ja_JP');
  });

  it('falls back to English', () => {
    expect(initialLocale(null, ['zh-CN'])).toBe('en_US');
    expect(initialLocale(null, [])).toBe('en_US');
    expect(localeFromLanguages(['ru'])).toBeUndefined();
  });
});
