import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

/** The native modal dialog: focus kept inside, Escape closes; `onClose` hears every way it closes. */
export function Frame(props: { title: string; onClose: () => void; children: (close: () => void) => ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  // On the page's body: not inside the form or the history row it was opened from (their lists, their forms).
  return createPortal(
    <dialog ref={dialog} className="review-dialog" aria-labelledby={id} onClose={props.onClose}>
      <h2 id={id}>{props.title}</h2>
      {props.children(() => dialog.current?.close())}
    </dialog>,
    document.body,
  );
}
