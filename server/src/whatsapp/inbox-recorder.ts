import type { Knex } from 'knex';
import { inboxRepository } from './inbox.repository.js';

/** Rows per insert; more wait for the next one. */
const MAX_BATCH = 500;

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
export function inboxRecorder(db: Knex) {
  let waiting: Waiting[] = [];
  let flushing = false;

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
  }

  return {
    record(corpo: string, digest: string, trace?: RecordTrace): Promise<number | null> {
      return new Promise((resolve, reject) => {
        if (trace) trace.queuedAt = performance.now();
        waiting.push({ corpo, digest, trace, resolve, reject });
        if (!flushing) void flush();
      });
    },
  };
}
