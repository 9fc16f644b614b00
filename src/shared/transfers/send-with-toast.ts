import type { TFunction } from 'i18next';
import { errorMessage } from '../../i18n/messages';
import { AppError } from '../../lib/errors';

type SendOutcome<T> = { readonly ok: true; readonly result: T } | { readonly ok: false; readonly message: string };

/**
 * Runs a send under one toast: loading with `firstStep` and each step `run` shows, then the success text
 * or the failure's message. Never throws: the caller gets the result, or the message to keep on the form.
 */
export async function sendWithToast<T>(
  t: TFunction,
  firstStep: string,
  run: (showStep: (text: string) => void) => Promise<T>,
  success: (result: T) => string,
): Promise<SendOutcome<T>> {
  // Not in the first load (docs/performance.md, "On a phone"); loaded with the toasts after the first paint.
  let toast: typeof import('react-hot-toast').default;
  try {
    ({ default: toast } = await import('react-hot-toast'));
  } catch (failure) {
    console.error('send', failure);
    return { ok: false, message: errorMessage(t, failure) };
  }
  const id = toast.loading(firstStep);
  try {
    const result = await run((text) => toast.loading(text, { id }));
    toast.success(success(result), { id });
    return { ok: true, result };
  } catch (failure) {
    // What the catalogue does not word is a bug to look into, not only a message to show.
    if (!(failure instanceof AppError)) console.error('send', failure);
    const message = errorMessage(t, failure);
    toast.error(message, { id });
    return { ok: false, message };
  }
}
