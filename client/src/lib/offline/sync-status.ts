import { useSyncExternalStore } from 'react';
import type { Refusal } from './outbox';

/** What the study page says about the device's answers: how many wait, whether they are being sent, what was refused. */
export interface SyncStatus {
  /** Answers in the outbox. */
  pendentes: number;
  sincronizando: boolean;
  /** The browser says it has a network (it can be wrong in one direction only: true without a real connection). */
  online: boolean;
  /** Epoch ms of the last flush that emptied the outbox, or null before one. */
  sincronizado_em: number | null;
  /** Answers of the last flushes that the server did not apply, with its reason. */
  recusadas: Refusal[];
}

let status: SyncStatus = {
  pendentes: 0,
  sincronizando: false,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  sincronizado_em: null,
  recusadas: [],
};
const listeners = new Set<() => void>();

export function syncStatus(): SyncStatus {
  return status;
}

export function setSyncStatus(change: Partial<SyncStatus>): void {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(subscribe, syncStatus, syncStatus);
}
