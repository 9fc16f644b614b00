import type { Page } from '@playwright/test';

/**
 * The requests the test wallet got that would put a prompt before a person: sending (one transaction or a
 * batch), signing, switching or adding a chain, watching a token. Reads (`eth_chainId`, balances,
 * capabilities) are not prompts.
 */
export async function walletPrompts(page: Page): Promise<string[]> {
  const asked = await page.evaluate(() => window.__testWallet.requests);
  return asked.filter((method) => /send|sign|switch|addEthereumChain|watchAsset/i.test(method));
}
