import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { localeStrings } from '../../../tests/support/locale-strings';
import { ServerTokenNote } from './ServerTokenNote';
import type { ServerToken } from './token-choices';

/** The note's text as a screen reader reads the option's description: the markup's text, nothing added. */
async function read(token: ServerToken): Promise<string> {
  const english = i18next.createInstance();
  await english.init({
    lng: 'en_US',
    resources: { en_US: { translation: localeStrings('en_US') } },
    interpolation: { escapeValue: false },
  });
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={english}>
      <ServerTokenNote token={token} chainName="Arbitrum One" />
    </I18nextProvider>,
  );
  return html.replace(/<[^>]+>/g, '');
}

describe('ServerTokenNote', () => {
  it('says where the token comes from and its contract in full, in words a screen reader can part', async () => {
    const text = await read({ chainId: 42161, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' });
    expect(text).toBe(
      ' Added from the marketplace, not built into the app Token contract on Arbitrum One: 0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    );
  });

  it('says where it comes from alone where the token is a chain’s native currency', async () => {
    expect(await read({ chainId: 42161 })).toBe(' Added from the marketplace, not built into the app');
  });
});
