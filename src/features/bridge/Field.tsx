import { type ReactNode, useId } from 'react';

/**
 * A labelled form control: `children` gets the id the label points at, and the label's own id for a control
 * a `<label>` cannot name by itself (a picker, named through `aria-labelledby`).
 */
export function Field({ label, children }: { label: string; children: (id: string, labelId: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {children(id, `${id}-label`)}
    </div>
  );
}
