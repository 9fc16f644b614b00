/**
 * The progress of this tab's sends, kept while the tab is open so that a stepper closed mid-send can be
 * reopened from the history row with every request it made (approvals included). After a reload the
 * history has only the saved transfer (`savedProgress`).
 */
import { useSyncExternalStore } from 'react';
import type { TransferId } from '../../../bridge/saved-transfers';
import { type Progress, type ProgressEvent, progressReducer } from './progress';

const sends = new Map<number, Progress>();
const listeners = new Set<() => void>();
let nextId = 0;

function emit() {
  for (const listener of listeners) listener();
}

export const progressStore = {
  start(progress: Progress): number {
    nextId += 1;
    sends.set(nextId, progress);
    emit();
    return nextId;
  },
  dispatch(id: number, event: ProgressEvent): void {
    const progress = sends.get(id);
    if (!progress) return;
    sends.set(id, progressReducer(progress, event));
    emit();
  },
  /** The send of this tab that saved the transfer `transfer`. */
  idOf(transfer: TransferId): number | undefined {
    for (const [id, progress] of sends) if (progress.transferIds.includes(transfer)) return id;
    return undefined;
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useProgress(id: number | undefined): Progress | undefined {
  return useSyncExternalStore(subscribe, () => (id === undefined ? undefined : sends.get(id)));
}
