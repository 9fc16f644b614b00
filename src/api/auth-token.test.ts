import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_STORAGE_KEY, localTokenStore } from './auth-token';

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('auth token store', () => {
  it('keeps the token under its one key, and forgets it on clear', () => {
    const storage = new MemoryStorage();
    const store = localTokenStore(storage);
    expect(store.get()).toBeNull();
    store.set('abc');
    expect(storage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe('abc');
    expect(store.get()).toBe('abc');
    store.clear();
    expect(store.get()).toBeNull();
    expect(storage.length).toBe(0);
  });
});
