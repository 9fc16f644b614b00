/**
 * A late transfer (docs/transfers.md, "Late transfers"): when it is late, what its row says of each check,
 * "could not check" when the diagnosis failed, nothing when it is not late, and the words in every locale.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { pad } from 'viem';
import { describe, expect, it } from 'vitest';
import { type LocaleStrings, localeStrings } from '../../../../tests/support/locale-strings';
import { type AppServices, ServicesProvider } from '../../../api/services';
import { allMethods } from '../../../bridge';
import type { LateCheck } from '../../../bridge/method';
import type { SavedTransfer } from '../../../bridge/saved-transfers';
import { MAINNET } from '../../../config/mainnet';
import { LOCALES } from '../../../i18n/locale';
import { LateNotice } from './LateNotice';
import { lateAt, lateDiagnosisQuery } from './late';

const MESSAGE_ID = pad('0x1234');
const SENT_AT = 1_700_000_000_000;
const pending = {
  method: 'hyperlane',
  status: 'pending',
  originTxHash: pad('0xabc'),
  originChainId: 42161,
  destinationChainId: 8453,
  messageId: MESSAGE_ID,
  sentAt: SENT_AT,
} as unknown as SavedTransfer;

describe('lateAt', () => {
  it('is the send plus the estimated time for a Hyperlane transfer on its way with a message id', () => {
    expect(lateAt(MAINNET, pending)).toBe(SENT_AT + 300_000);
    expect(lateAt({ ...MAINNET, hyperlaneDeliverySeconds: 15 }, { ...pending, status: 'sent' })).toBe(SENT_AT + 15_000);
  });

  it('is nothing once it arrived or failed, before its message id is known, or for a method that cannot tell', () => {
    for (const status of ['delivered', 'failed'] as const)
      expect(lateAt(MAINNET, { ...pending, status })).toBeUndefined();
    expect(lateAt(MAINNET, { ...pending, messageId: undefined })).toBeUndefined();
    expect(lateAt(MAINNET, { ...pending, method: 'zk' })).toBeUndefined();
  });
});

/** The string at a dotted key, or nothing. */
function at(strings: LocaleStrings, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as LocaleStrings | undefined)?.[part], strings);
}

describe.each(LOCALES)('the late words in %s', (locale) => {
  it('word every check each method reports, each finding, and what the user can do', () => {
    const strings = localeStrings(locale);
    const keys = [
      ...['title', 'intro', 'checking', 'failed', 'safe', 'wait', 'messageId'].map((key) => `late.${key}`),
      ...allMethods().flatMap(
        (method) =>
          method.late?.checks.flatMap((check) =>
            ['yes', 'no', 'unknown'].map((finding) => `late.check.${check}.${finding}`),
          ) ?? [],
      ),
    ];
    expect(keys.length).toBeGreaterThan(12);
    expect(keys.filter((key) => typeof at(strings, key) !== 'string')).toEqual([]);
  });
});

/** The notice of `transfer` in English, with its diagnosis as the query cache holds it. */
async function shown(transfer: SavedTransfer, diagnosis?: readonly LateCheck[] | Error): Promise<string> {
  const english = i18next.createInstance();
  await english.init({
    lng: 'en_US',
    resources: { en_US: { translation: localeStrings('en_US') } },
    interpolation: { escapeValue: false },
  });
  // A static render cannot run the query: an error in the cache is what a failed round leaves behind.
  const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
  const query = client
    .getQueryCache()
    .build(client, { queryKey: lateDiagnosisQuery(MAINNET, transfer, true).queryKey });
  if (diagnosis instanceof Error) query.setState({ status: 'error', error: diagnosis, fetchStatus: 'idle' });
  else if (diagnosis) client.setQueryData(query.queryKey, { checks: diagnosis });
  return renderToStaticMarkup(
    <I18nextProvider i18n={english}>
      <QueryClientProvider client={client}>
        <ServicesProvider services={{ network: MAINNET } as AppServices}>
          <LateNotice transfer={transfer} />
        </ServicesProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('LateNotice', () => {
  it('says what the chains show, that the funds are not lost, and the message id to quote to support', async () => {
    const html = text(
      await shown(pending, [
        { key: 'dispatched', finding: 'yes' },
        { key: 'gas', finding: 'no' },
        { key: 'delivered', finding: 'no' },
        { key: 'router', finding: 'yes' },
      ]),
    );
    expect(html).toContain('Taking longer than expected');
    expect(html).toContain('Sent: the transaction on Arbitrum One dispatched the message.');
    expect(html).toContain('The interchain gas paid is below today');
    expect(html).toContain('Not delivered on Base yet.');
    expect(html).toContain('The route on Base still accepts messages from Arbitrum One.');
    expect(html).toContain('Your funds are not lost');
    expect(html).toContain(MESSAGE_ID);
  });

  it('says "could not check" for a check whose read failed', async () => {
    const html = text(await shown(pending, [{ key: 'delivered', finding: 'unknown' }]));
    expect(html).toContain('Could not check delivery on Base.');
  });

  it('says the chains could not be checked when the whole diagnosis failed', async () => {
    const html = text(await shown(pending, new Error('fetch failed')));
    expect(html).toContain('Could not check the chains just now');
  });

  it('shows nothing for a transfer within its estimated time, or delivered', async () => {
    expect(await shown({ ...pending, sentAt: Date.now() })).toBe('');
    expect(await shown({ ...pending, status: 'delivered' })).toBe('');
  });
});
