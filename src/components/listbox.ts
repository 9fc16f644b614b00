/**
 * The keyboard of a picker: the WAI-ARIA APG's select-only combobox (docs/accessibility.md, "Pickers"). Pure:
 * given the list's state and a key, what the picker does; the component only applies it.
 */

/** What a key event carries that matters here. */
export interface KeyPress {
  readonly key: string;
  readonly altKey?: boolean;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
}

/** Characters typed within this many milliseconds of each other search together ("ar" for Arbitrum). */
export const TYPEAHEAD_MS = 500;
/** How many options PageUp and PageDown move by. */
export const PAGE_SIZE = 10;

interface Typed {
  readonly text: string;
  readonly at: number;
}

/** An open list: the option with visual focus, and what was typed last. */
export interface ListState {
  readonly active: number;
  readonly typed?: Typed;
}

/**
 * What a key does: the list opens or stays open at a state, an option is chosen (the list closes), the list
 * closes unchanged, or nothing (undefined: the key keeps its default, e.g. Tab on a closed picker).
 */
export type KeyOutcome =
  | { readonly open: ListState }
  | { readonly choose: number }
  | { readonly close: true }
  | undefined;

/**
 * The option a search finds: the next one after `active` (wrapping round) whose label starts with the typed
 * text, case-insensitively; when none does and the same letter was typed again and again, the next one
 * starting with that letter, so repeating a letter cycles through its options.
 */
function search(labels: readonly string[], text: string, active: number): number | undefined {
  const order = labels.map((_, i) => (active + 1 + i) % labels.length);
  const startingWith = (prefix: string) => order.find((i) => labels[i]?.toLowerCase().startsWith(prefix));
  const found = startingWith(text);
  if (found !== undefined) return found;
  return [...text].every((c) => c === text[0]) ? startingWith(text.slice(0, 1)) : undefined;
}

/**
 * `press` on the picker, closed (`list` undefined) or open, over options named `labels`, `current` being the
 * chosen one's index; `now` in milliseconds.
 */
export function listboxKey(
  list: ListState | undefined,
  press: KeyPress,
  labels: readonly string[],
  current: number,
  now: number,
): KeyOutcome {
  const { key, altKey, ctrlKey, metaKey } = press;
  const count = labels.length;
  if (ctrlKey || metaKey || count === 0) return undefined;
  const active = list?.active ?? Math.max(0, current);
  const at = (index: number): KeyOutcome => ({ open: { active: Math.min(Math.max(index, 0), count - 1) } });
  if (key === 'Home') return at(0);
  if (key === 'End') return at(count - 1);
  if (key.length === 1 && key !== ' ' && !altKey) {
    const typed = list?.typed && now - list.typed.at < TYPEAHEAD_MS ? list.typed.text : '';
    const text = typed + key.toLowerCase();
    return { open: { active: search(labels, text, active) ?? active, typed: { text, at: now } } };
  }
  if (!list) return ['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key) ? at(active) : undefined;
  switch (key) {
    case 'ArrowDown':
      return altKey ? at(active) : at(active + 1);
    case 'ArrowUp':
      return altKey ? { choose: active } : at(active - 1);
    case 'PageDown':
      return at(active + PAGE_SIZE);
    case 'PageUp':
      return at(active - PAGE_SIZE);
    case 'Enter':
    case ' ':
    case 'Tab':
      return { choose: active };
    case 'Escape':
      return { close: true };
    default:
      return undefined;
  }
}
