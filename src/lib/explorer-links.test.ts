import { describe, expect, it } from 'vitest';
import { CHAINS } from '../config/chains';
import { MAINNET } from '../config/mainnet';
import { addressUrl, messageUrl, txUrl } from './explorer-links';

const MESSAGE = `0x${'c3'.repeat(32)}` as const;
const SENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('explorer URLs', () => {
  it('put the hash or address after the explorer page', () => {
    expect(addressUrl(CHAINS.arb, SENDER)).toBe(`https://arbiscan.io/address/${SENDER}`);
    expect(txUrl(CHAINS.abstract, '0xabc')).toBe('https://abscan.org/tx/0xabc');
    expect(txUrl({ blockExplorers: [] }, '0xabc')).toBeUndefined();
    expect(addressUrl({ blockExplorers: [] }, SENDER)).toBeUndefined();
  });

  it('link a message to the configured Hyperlane explorer, if any', () => {
    expect(messageUrl(MAINNET.services, MESSAGE)).toBe(`https://explorer.hyperlane.xyz/message/${MESSAGE}`);
    expect(messageUrl({ ...MAINNET.services, hyperlaneExplorerUrl: 'http://127.0.0.1:8554/' }, MESSAGE)).toBe(
      `http://127.0.0.1:8554/message/${MESSAGE}`,
    );
    const { hyperlaneExplorerUrl: _, ...without } = MAINNET.services;
    expect(messageUrl(without, MESSAGE)).toBeUndefined();
  });
});
