/**
 * For unit tests: a browser's local storage, shared by the tabs of one browser, which can refuse as a blocked
 * one (private mode, a site-data setting) or a full one does.
 */
export class BrowserStorage {
  readonly items = new Map<string, string>();
  /** Every read and write throws, as a browser that blocks site data does. */
  blocked = false;
  /** Every write throws, as a full storage does. */
  full = false;
  getItem(key: string): string | null {
    if (this.blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
}
