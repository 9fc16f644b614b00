/**
 * What the claim-ready alerts remember in this browser (docs/transfers.md, "Claim-ready alerts"): the
 * withdrawals already announced, shared by every tab so that one toasts each, and whether the user asked
 * to be notified. Never throws: storage that refuses (full, blocked) leaves the memory of this tab.
 */
import type { TransferId } from '../../../bridge/saved-transfers';
import { announce } from './claim-alerts';

const ANNOUNCED_KEY = 'treasure-bridge.claim-alerts';
const NOTIFY_KEY = 'treasure-bridge.claim-notify';
/** Held while a tab reads and writes the announced list, so that two tabs never both find it new. */
const ANNOUNCE_LOCK = 'treasure-bridge.claim-alerts';

/** The list as this tab knows it when storage refuses. */
let memory: string | null = null;
let optedInHere = false;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): boolean {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function claimAnnouncement(id: TransferId): boolean {
  const { first, next } = announce(read(ANNOUNCED_KEY) ?? memory, id);
  if (first && !write(ANNOUNCED_KEY, next)) memory = next;
  return first;
}

/**
 * Whether this tab is the first to announce the withdrawal `id`: true once per withdrawal in this browser,
 * whichever tab asks first (under a Web Lock where there are Web Locks).
 */
export function firstAnnouncement(id: TransferId): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request(ANNOUNCE_LOCK, () => claimAnnouncement(id));
  }
  return Promise.resolve(claimAnnouncement(id));
}

/** Whether the user asked, when sending a withdrawal, to be notified once one is ready. */
export function notifyOptedIn(): boolean {
  return optedInHere || read(NOTIFY_KEY) === 'yes';
}

/** Remembers that the user asked to be notified (asked when they sent a withdrawal, and granted). */
export function rememberNotifyOptIn(): void {
  optedInHere = true;
  write(NOTIFY_KEY, 'yes');
}
