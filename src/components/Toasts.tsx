/**
 * Toasts (docs/services.md): 4 s for blank, error and custom; 2 s for success; loading until
 * dismissed. react-hot-toast's own limits are the spec's: at most 20 at once, removed 1 s after dismissal.
 * Loaded on demand: react-hot-toast builds its styles when imported, work the first screen need not wait
 * for (docs/performance.md, "On a phone"). A toast raised before this is shown waits in its store, its time
 * counted from when it was raised.
 */
import { type DefaultToastOptions, Toaster } from 'react-hot-toast';

const TOAST_OPTIONS: DefaultToastOptions = {
  duration: 4000,
  blank: { duration: 4000 },
  error: { duration: 4000 },
  custom: { duration: 4000 },
  success: { duration: 2000 },
  loading: { duration: Number.POSITIVE_INFINITY },
  style: { background: '#1e293b', color: '#e8eaf0', border: '1px solid #334155' },
};

export default function Toasts() {
  return <Toaster position="bottom-right" toastOptions={TOAST_OPTIONS} />;
}
