import type { Knex } from 'knex';
import { inboxRepository } from './inbox.repository.js';

/** Rows per insert; more wait for the next one. */
const MAX_BATCH = 500;

/**
 * Limits of the wait before the answer (docs/performance.md, "WhatsApp webhook burst"). Past either, the POST is
 * answered 503 with Retry-After and Meta sends it again later; a delivery whose insert still commits afterwards is
 * simply found stored when it comes back (same digest), so nothing is lost or doubled either way.
 */
export interface RecorderLimits {
  /** Deliveries waiting for an insert at once. */
  maxWaiting: number;
  /** How long a POST waits for the commit of its row; 0 answers 503 at once (the row is still stored). */
  answerWithinMs: number;
}

/** The inbox cannot take this delivery now: answer 503 with Retry-After (Meta retries for days). */
export class InboxBusyError extends Error {
  constructor() {
    super('webhook inbox busy');
  }
}

/** When a delivery's phases happened (performance.now()), filled in for the webhook's timing channel. */
export interface RecordTrace {
  queuedAt?: number;
  insertStartedAt?: number;
  committedAt?: number;
  /** Rows in the insert that carried this delivery. */
  batchSize?: number;
}

interface Waiting {
  corpo: string;
  digest: string;
  trace?: RecordTrace;
  resolve(id: number | null): void;
  reject(error: unknown): void;
}

/**
 * Records webhook deliveries with group commit: while one insert is on its way, the deliveries that arrive meanwhile
 * wait and go together in the next one. Each caller still gets its answer only after the commit that holds its row
 * (durable before the 200), but a burst costs a few statements and WAL flushes instead of one per POST, and holds one
 * pooled connection instead of all of them. Resolves with the new row's id, or null for a body stored before.
 */
export function inboxRecorder(db: Knex, limits: RecorderLimits) {
  let waiting: Waiting[] = [];
  let flushing = false;
  let idleWaiters: Array<() => void> = [];

  async function flush() {
    flushing = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, MAX_BATCH);
      waiting = waiting.slice(batch.length);
      // The same body twice in one batch is stored once; the first caller gets the id.
      const unique = new Map(batch.map((item) => [item.digest, item.corpo]));
      const startedAt = performance.now();
      try {
        const ids = await inboxRepository(db).record([...unique].map(([digest, corpo]) => ({ corpo, digest })));
        const committedAt = performance.now();
        for (const item of batch) {
          if (item.trace) Object.assign(item.trace, { insertStartedAt: startedAt, committedAt, batchSize: unique.size });
          const id = ids.get(item.digest) ?? null;
          ids.delete(item.digest);
          item.resolve(id);
        }
      } catch (error) {
        for (const item of batch) item.reject(error);
      }
    }
    flushing = false;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const wake of waiters) wake();
  }

  return {
    /** Rejects with InboxBusyError when too many deliveries wait, or when the commit takes too long to come. */
    record(corpo: string, digest: string, trace?: RecordTrace): Promise<number | null> {
      if (waiting.length >= limits.maxWaiting) return Promise.reject(new InboxBusyError());
      return new Promise((resolve, reject) => {
        if (trace) trace.queuedAt = performance.now();
        const timer = setTimeout(() => reject(new InboxBusyError()), limits.answerWithinMs);
        const settle = () => clearTimeout(timer);
        waiting.push({
          corpo,
          digest,
          trace,
          resolve: (id) => (settle(), resolve(id)),
          reject: (error) => (settle(), reject(error)),
        });
        if (!flushing) void flush();
        // A zero budget answers before any insert can commit (the row still lands): deterministic, unlike a 0 ms timer
        // racing a fast local commit.
        if (limits.answerWithinMs <= 0) reject(new InboxBusyError());
      });
    },

    /** Resolves once no delivery waits for an insert (the inbox worker takes its turn on a one-connection database). */
    idle(): Promise<void> {
      if (!flushing && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
