import { type KeyboardEvent, type ReactNode, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { AssetIcon } from './AssetIcon';
import { type KeyPress, type ListState, listboxKey } from './listbox';

export interface PickerOption {
  readonly value: string;
  readonly label: string;
  readonly icon?: string;
}

/** What the list needs of the picker. */
export interface PickerListProps {
  readonly id: string;
  readonly labelId: string;
  readonly options: readonly PickerOption[];
  readonly value: string;
  /** The key that opened the list; none for a click. */
  readonly press: KeyPress | undefined;
  readonly keys: { current: ((event: KeyboardEvent) => void) | null };
  readonly root: { current: HTMLElement | null };
  readonly detail: ((value: string) => ReactNode) | undefined;
  readonly onActive: (index: number) => void;
  readonly onChoose: (value: string) => void;
  readonly onClose: () => void;
}

/** The room the list keeps from the viewport's right edge, shifted left when it would pass it (375 px screens). */
const VIEWPORT_MARGIN = 8;

/**
 * A picker's open list (docs/accessibility.md, "Pickers"). Focus stays on the picker, which hands its keys
 * here; the option with visual focus is its `aria-activedescendant`.
 */
export function PickerList(props: PickerListProps) {
  const { id, options, onActive, onChoose, onClose, root } = props;
  const labels = options.map((option) => option.label);
  const current = options.findIndex((option) => option.value === props.value);
  const [list, setList] = useState<ListState>(() => {
    const opened = props.press && listboxKey(undefined, props.press, labels, current, Date.now());
    return opened && 'open' in opened ? opened.open : { active: Math.max(0, current) };
  });
  const element = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    props.keys.current = (event) => {
      const outcome = listboxKey(list, event, labels, current, Date.now());
      if (!outcome) return;
      // Tab chooses and still moves focus on.
      if (event.key !== 'Tab') event.preventDefault();
      if ('open' in outcome) setList(outcome.open);
      else if ('close' in outcome) onClose();
      else {
        const option = options[outcome.choose];
        if (option) onChoose(option.value);
      }
    };
  });

  useEffect(() => {
    onActive(list.active);
    document.getElementById(`${id}-${list.active}`)?.scrollIntoView({ block: 'nearest' });
  }, [id, list.active, onActive]);

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [root, onClose]);

  useLayoutEffect(() => {
    const popup = element.current;
    if (!popup) return;
    const overflow = popup.getBoundingClientRect().right - (document.documentElement.clientWidth - VIEWPORT_MARGIN);
    if (overflow > 0) popup.style.left = `${-overflow}px`;
  }, []);

  return (
    // Options are chosen by pointer here and by keyboard on the picker, which keeps focus: a press on the
    // list must not take it away (nor focus an option).
    <div
      ref={element}
      id={id}
      className="picker-list"
      role="listbox"
      aria-labelledby={props.labelId}
      onMouseDown={(event) => event.preventDefault()}
    >
      {options.map((option, index) => {
        const optionId = `${id}-${index}`;
        // An option is named by its name alone; its detail (a balance) is its description.
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the picker keeps focus and takes the keys (listbox.ts).
          <div
            key={option.value}
            id={optionId}
            role="option"
            tabIndex={-1}
            aria-selected={index === list.active}
            aria-labelledby={`${optionId}-name`}
            aria-describedby={props.detail ? `${optionId}-detail` : undefined}
            className={option.value === props.value ? 'chosen' : undefined}
            onClick={() => onChoose(option.value)}
          >
            <AssetIcon src={option.icon} name={option.label} size={24} />
            <span id={`${optionId}-name`} className="picker-name">
              {option.label}
            </span>
            {props.detail ? (
              <span id={`${optionId}-detail`} className="picker-detail">
                <Suspense fallback={null}>{props.detail(option.value)}</Suspense>
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
