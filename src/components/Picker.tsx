import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { AssetIcon } from './AssetIcon';
import type { KeyPress } from './listbox';
import { PickerList, type PickerOption } from './PickerList';
import './picker.css';

/**
 * A single-select picker, the WAI-ARIA APG's select-only combobox (docs/accessibility.md, "Pickers"): the
 * chosen option with its icon, labelled by `labelId`; its list shows each option's icon, name and `detail`.
 * The keys below open the list, which handles the rest. The list ships with the form: a key pressed while
 * it was still loading would be lost.
 */
export function Picker(props: {
  id: string;
  labelId: string;
  options: readonly PickerOption[];
  value: string;
  onChange: (value: string) => void;
  detail?: (value: string) => ReactNode;
}) {
  const { id, options } = props;
  const [open, setOpen] = useState<{ press?: KeyPress }>();
  const [active, setActive] = useState<number>();
  const keys = useRef<(event: KeyboardEvent) => void>(null);
  const root = useRef<HTMLDivElement>(null);
  const chosen = options.find((option) => option.value === props.value);
  const listId = `${id}-list`;
  const close = () => {
    setOpen(undefined);
    setActive(undefined);
  };
  return (
    <div className="picker" ref={root}>
      <div
        id={id}
        className="picker-button"
        role="combobox"
        tabIndex={0}
        aria-labelledby={props.labelId}
        aria-controls={listId}
        aria-expanded={open !== undefined}
        aria-haspopup="listbox"
        aria-activedescendant={open && active !== undefined ? `${listId}-${active}` : undefined}
        aria-disabled={options.length === 0}
        onClick={() => (open ? close() : options.length > 0 && setOpen({}))}
        onKeyDown={(event) => {
          if (open) keys.current?.(event);
          else if (
            options.length > 0 &&
            !event.ctrlKey &&
            !event.metaKey &&
            /^(Arrow(Up|Down)|Enter|Home|End|.)$/u.test(event.key)
          ) {
            event.preventDefault();
            setOpen({ press: { key: event.key, altKey: event.altKey } });
          }
        }}
      >
        {chosen ? (
          <>
            <AssetIcon src={chosen.icon} name={chosen.label} />
            <span className="picker-value">{chosen.label}</span>
          </>
        ) : null}
      </div>
      {open ? (
        <PickerList
          id={listId}
          labelId={props.labelId}
          options={options}
          value={props.value}
          press={open.press}
          keys={keys}
          root={root}
          detail={props.detail}
          onActive={setActive}
          onChoose={(value) => {
            close();
            props.onChange(value);
          }}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
