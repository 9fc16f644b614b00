import { LOCALES } from '../../src/i18n/locale';
import { localeStrings } from '../support/locale-strings';
import { expect, test } from './fixtures';
import { BalancesPanel } from './pages/balances-panel';
import { t } from './pages/copy';
import { SHOTS } from './pages/screenshots';

const strings = (locale: string) =>
  localeStrings(locale) as unknown as {
    nav: Record<string, string>;
    footer: Record<string, string>;
    shell: Record<string, string>;
    wallet: Record<string, string>;
  };

test('the header links to the bridge, the external sites in new tabs, and the portal in the same tab', async ({
  page,
  appUrl,
  consoleErrors,
}) => {
  await page.goto(appUrl);
  const nav = page.getByRole('navigation', { name: t('shell.navigation') });
  await expect(nav.getByRole('link', { name: t('nav.bridge') })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Bridge' })).toHaveAttribute('aria-current', 'page');
  for (const [name, href] of [
    [t('nav.marketplace'), 'https://app.treasure.lol'],
    [t('nav.swap'), 'https://magicswap.lol'],
    [t('nav.source'), 'https://github.com/TreasureProject'],
  ]) {
    const link = nav.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', href as string);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const about = nav.getByRole('link', { name: t('nav.about') });
  await expect(about).toHaveAttribute('href', 'https://treasure.lol/about');
  await expect(about).not.toHaveAttribute('target', /.*/);
  expect(consoleErrors).toEqual([]);
});

test('the footer has the Build, Play and About groups and the X and Discord links', async ({ page, appUrl }) => {
  await page.goto(appUrl);
  const footer = page.getByRole('contentinfo');
  for (const heading of [t('footer.build'), t('footer.play'), t('footer.aboutGroup')])
    await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
  await expect(footer.getByRole('link', { name: t('footer.x') })).toHaveAttribute('href', 'https://x.com/Treasure_DAO');
  await expect(footer.getByRole('link', { name: t('footer.discord') })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(footer.getByRole('link', { name: t('footer.games') })).not.toHaveAttribute('target', /.*/);
  await page.screenshot({ path: `${SHOTS}/shell-desktop.png`, fullPage: true });
});

for (const locale of LOCALES) {
  test(`the shell renders in ${locale} with every string present`, async ({ page, appUrl, consoleErrors }) => {
    await page.addInitScript((chosen) => localStorage.setItem('treasure-bridge.locale', chosen), locale);
    await page.goto(appUrl);
    const text = strings(locale);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.replace('_', '-'));
    await expect(page.getByRole('link', { name: text.nav.bridge, exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: text.footer.build })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: text.wallet.connect, exact: true }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/shell-${locale}.png`, fullPage: true });
    expect(consoleErrors).toEqual([]);
  });
}

test('the language switcher changes the language and remembers it', async ({ page, appUrl }) => {
  await page.goto(appUrl);
  const switcher = page.getByRole('combobox', { name: t('shell.language') });
  // Only the language showing until the visitor reaches for the picker; every language, each in its own name, then.
  await expect(switcher.getByRole('option')).toHaveText(['English']);
  await switcher.focus();
  await expect(switcher.getByRole('option')).toHaveCount(9);
  await expect(switcher.getByRole('option', { name: '日本語' })).toHaveAttribute('lang', 'ja-JP');
  await switcher.selectOption('de_DE');
  await expect(page.getByRole('link', { name: strings('de_DE').nav.bridge, exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: strings('de_DE').shell.language })).toHaveValue('de_DE');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});

test('a first visit uses the browser’s language', async ({ browser, appUrl }) => {
  const context = await browser.newContext({ locale: 'ko-KR' });
  const page = await context.newPage();
  await page.goto(appUrl);
  await expect(page.getByRole('link', { name: strings('ko_KR').nav.bridge, exact: true })).toBeVisible();
  await context.close();
});

test('on a 375 px phone the menu folds away and nothing overflows', async ({ browser, appUrl }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto(appUrl);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/shell-mobile.png`, fullPage: true });
  const toggle = page.getByRole('button', { name: t('shell.openMenu') });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: t('shell.closeMenu') })).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: `${SHOTS}/shell-mobile-menu.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

test('it can be used with the keyboard alone, and every control has a name', async ({ page, appUrl }) => {
  await page.goto(appUrl);
  // thirdweb's own button, not the stand-in before it (whose hand-over wallet-early.spec covers): the page
  // settled, every control in place. The wallet loads when a visitor reaches for the button.
  await page.getByRole('button', { name: t('wallet.connect'), exact: true }).hover();
  await expect(page.locator('button[data-test="connect-wallet-button"]:not(:disabled)')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: t('shell.skipToContent') })).toBeFocused();
  const reached = new Set<string>();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    reached.add(
      await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent?.trim() || '',
      ),
    );
  }
  for (const name of [t('nav.bridge'), t('nav.marketplace'), t('shell.language'), t('wallet.connect')])
    expect([...reached]).toContain(name);
  const unnamed = await page
    .locator('a, button, select, input')
    .evaluateAll((elements) =>
      elements
        .filter(
          (e) =>
            !(
              e.textContent?.trim() ||
              e.getAttribute('aria-label') ||
              e.getAttribute('title') ||
              [...((e as HTMLInputElement).labels ?? [])].some((label) => label.textContent?.trim())
            ),
        )
        .map((e) => e.outerHTML.slice(0, 80)),
    );
  expect(unnamed).toEqual([]);
});

test('when the wallet cannot load, the header says so and offers a reload instead of breaking the page', async ({
  page,
  appUrl,
  a11y,
}) => {
  await page.route('**/WalletRuntime*', (route) => route.abort());
  await page.goto(appUrl);
  // The wallet loads when the visitor reaches for the connect button.
  await page.getByRole('button', { name: t('wallet.connect'), exact: true }).hover();
  await expect(page.getByRole('banner').getByRole('status')).toContainText(t('wallet.unavailable'));
  await expect(page.getByRole('button', { name: t('wallet.reload') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/shell-wallet-unavailable.png` });
  await a11y.check('wallet unavailable');
});

test('the panels below the form and the footer come once the form is painted, one after another, their code not fetched before', async ({
  page,
  appUrl,
}) => {
  // When the first animation frame with the bridge form in the page began: that frame paints it. Room for every
  // resource's timing (the browser keeps 250 by default).
  await page.addInitScript(() => {
    performance.setResourceTimingBufferSize(2000);
    const watch = () =>
      requestAnimationFrame((time) => {
        if (document.querySelector('form.bridge-form')) Object.assign(window, { formFrame: time });
        else watch();
      });
    watch();
  });
  await page.goto(appUrl);
  await expect(new BalancesPanel(page).root).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // When each panel's chunk was asked for and when it was in; a chunk still loading has no entry yet.
  const panels = ['BalancesPanel', 'Transfers', 'NftGallery'];
  const panelFetches = () =>
    page.evaluate(
      (names) =>
        names.flatMap((name) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new RegExp(`/${name}-[^/]*\\.js$`).test(new URL(entry.name).pathname))
            .map((entry) => ({ name, start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })),
        ),
      panels,
    );
  await expect.poll(async () => (await panelFetches()).length).toBe(3);
  const formFrame = await page.evaluate(() => (window as { formFrame?: number }).formFrame);
  expect(formFrame).toBeDefined();
  const fetches = (await panelFetches()).sort((a, b) => a.start - b.start);
  for (const fetched of fetches) expect(fetched.start).toBeGreaterThan(formFrame ?? Number.POSITIVE_INFINITY);
  // One at a time, in the page's order: each panel's code is asked for once the one before has come in and shown.
  expect(fetches.map((fetched) => fetched.name)).toEqual(panels);
  for (let i = 1; i < fetches.length; i += 1) expect(fetches[i]?.start).toBeGreaterThan(fetches[i - 1]?.end ?? 0);
});
