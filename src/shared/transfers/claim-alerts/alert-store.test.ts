import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowserStorage } from '../browser-storage.fixture';

/** A tab: the store's module loaded afresh, over the browser's storage. */
async function openTab() {
  vi.resetModules();
  return import('./alert-store');
}

let storage: BrowserStorage;
beforeEach(() => {
  storage = new BrowserStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('the claim-ready announcements of one browser', () => {
  it('announce a withdrawal once, whichever of two tabs asks first, and however often', async () => {
    const tabA = await openTab();
    const tabB = await openTab();
    const answers = await Promise.all([
      tabA.firstAnnouncement('0xabc'),
      tabB.firstAnnouncement('0xabc'),
      tabA.firstAnnouncement('0xabc'),
    ]);
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await tabB.firstAnnouncement('0xdef')).toBe(true);
    // A reload of either tab: still announced.
    expect(await (await openTab()).firstAnnouncement('0xabc')).toBe(false);
  });

  it('announce once in a tab whose storage is blocked', async () => {
    storage.blocked = true;
    const tab = await openTab();
    expect(await tab.firstAnnouncement('0xabc')).toBe(true);
    expect(await tab.firstAnnouncement('0xabc')).toBe(false);
  });

  it('remember the opt-in to notifications across reloads, and only once given', async () => {
    const tab = await openTab();
    expect(tab.notifyOptedIn()).toBe(false);
    tab.rememberNotifyOptIn();
    expect(tab.notifyOptedIn()).toBe(true);
    expect((await openTab()).notifyOptedIn()).toBe(true);
  });
});
