import { describe, expect, it } from 'vitest';
import { type ListState, listboxKey, PAGE_SIZE, TYPEAHEAD_MS } from './listbox';

const CHAINS = ['Arbitrum One', 'Abstract', 'Base', 'Ethereum', 'Ronin'];
const open = (active: number, typed?: ListState['typed']): ListState => ({ active, ...(typed ? { typed } : {}) });
/** Presses `key` on a list open at `active` (or closed) whose chosen option is `current`. */
const press = (list: ListState | undefined, key: string, extra: { altKey?: boolean; ctrlKey?: boolean } = {}) =>
  listboxKey(list, { key, ...extra }, CHAINS, 2, 1_000);

describe('a closed picker', () => {
  it('opens at the chosen option on ArrowDown, Alt+ArrowDown, ArrowUp, Enter and Space', () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', ' '])
      expect(press(undefined, key), key).toEqual({ open: open(2) });
    expect(press(undefined, 'ArrowDown', { altKey: true })).toEqual({ open: open(2) });
  });

  it('opens at the first option on Home and the last on End', () => {
    expect(press(undefined, 'Home')).toEqual({ open: open(0) });
    expect(press(undefined, 'End')).toEqual({ open: open(4) });
  });

  it('opens at the first match of a typed letter after the chosen option', () => {
    expect(press(undefined, 'r')).toEqual({ open: open(4, { text: 'r', at: 1_000 }) });
    // From Base, "a" wraps round to the first A.
    expect(press(undefined, 'A')).toEqual({ open: open(0, { text: 'a', at: 1_000 }) });
  });

  it('leaves Tab, Escape, other keys and shortcuts to the browser', () => {
    for (const key of ['Tab', 'Escape', 'PageDown', 'Shift', 'F5']) expect(press(undefined, key), key).toBeUndefined();
    expect(press(undefined, 'a', { ctrlKey: true })).toBeUndefined();
    expect(press(undefined, 'ArrowDown', { ctrlKey: true })).toBeUndefined();
  });

  it('does not open without options', () => {
    expect(listboxKey(undefined, { key: 'ArrowDown' }, [], -1, 0)).toBeUndefined();
  });

  it('opens at the first option when none is chosen', () => {
    expect(listboxKey(undefined, { key: 'Enter' }, CHAINS, -1, 0)).toEqual({ open: open(0) });
  });
});

describe('an open picker', () => {
  it('moves with the arrows, stopping at both ends', () => {
    expect(press(open(1), 'ArrowDown')).toEqual({ open: open(2) });
    expect(press(open(4), 'ArrowDown')).toEqual({ open: open(4) });
    expect(press(open(1), 'ArrowUp')).toEqual({ open: open(0) });
    expect(press(open(0), 'ArrowUp')).toEqual({ open: open(0) });
  });

  it('moves to the ends with Home and End, and by a page with PageUp and PageDown', () => {
    expect(press(open(3), 'Home')).toEqual({ open: open(0) });
    expect(press(open(1), 'End')).toEqual({ open: open(4) });
    expect(press(open(1), 'PageDown')).toEqual({ open: open(Math.min(1 + PAGE_SIZE, 4)) });
    expect(press(open(3), 'PageUp')).toEqual({ open: open(0) });
    const long = Array.from({ length: 30 }, (_, i) => `Chain ${i}`);
    expect(listboxKey(open(5), { key: 'PageDown' }, long, 0, 0)).toEqual({ open: open(5 + PAGE_SIZE) });
    expect(listboxKey(open(25), { key: 'PageUp' }, long, 0, 0)).toEqual({ open: open(25 - PAGE_SIZE) });
  });

  it('chooses the active option with Enter, Space, Tab and Alt+ArrowUp', () => {
    for (const key of ['Enter', ' ', 'Tab']) expect(press(open(3), key), key).toEqual({ choose: 3 });
    expect(press(open(3), 'ArrowUp', { altKey: true })).toEqual({ choose: 3 });
  });

  it('closes without a choice on Escape', () => {
    expect(press(open(3), 'Escape')).toEqual({ close: true });
  });

  it('ignores keys it has no use for', () => {
    expect(press(open(3), 'Shift')).toBeUndefined();
    expect(press(open(3), 'a', { ctrlKey: true })).toBeUndefined();
  });
});

describe('type-to-search', () => {
  const type = (list: ListState, key: string, now: number) => listboxKey(list, { key }, CHAINS, 0, now);

  it('matches the start of a name, case-insensitively, with the letters typed together', () => {
    const first = type(open(3), 'a', 1_000);
    expect(first).toEqual({ open: open(0, { text: 'a', at: 1_000 }) });
    const list = first && 'open' in first ? first.open : open(0);
    // "ab" within the delay: Abstract, not the next A.
    expect(type(list, 'B', 1_000 + TYPEAHEAD_MS - 1)).toEqual({ open: open(1, { text: 'ab', at: 1_499 }) });
  });

  it('starts a new search after the delay', () => {
    expect(type(open(0, { text: 'a', at: 1_000 }), 'e', 1_000 + TYPEAHEAD_MS)).toEqual({
      open: open(3, { text: 'e', at: 1_500 }),
    });
  });

  it('cycles through the options of a letter typed again and again', () => {
    expect(type(open(0, { text: 'a', at: 1_000 }), 'a', 1_100)).toEqual({ open: open(1, { text: 'aa', at: 1_100 }) });
    expect(type(open(1, { text: 'aa', at: 1_100 }), 'a', 1_200)).toEqual({ open: open(0, { text: 'aaa', at: 1_200 }) });
  });

  it('stays where it is when nothing matches', () => {
    expect(type(open(2), 'z', 1_000)).toEqual({ open: open(2, { text: 'z', at: 1_000 }) });
    expect(type(open(0, { text: 'a', at: 1_000 }), 'x', 1_100)).toEqual({ open: open(0, { text: 'ax', at: 1_100 }) });
  });
});
