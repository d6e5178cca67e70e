import PgBoss from 'pg-boss';
import type { Knex } from 'knex';
import type { Logger } from './logger.js';

/** What pg-boss needs from a connection: `pg`'s Client and PGlite both answer `query(text, values)`. */
interface RawConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite only: runs a parameterless script of several statements. */
  exec?: (text: string) => Promise<Array<{ rows: unknown[] }>>;
}

interface KnexClientInternals {
  acquireConnection(): Promise<RawConnection>;
  releaseConnection(connection: RawConnection): Promise<unknown>;
}

/**
 * A pg-boss `db` that runs each statement on a connection borrowed from knex and gives it back.
 * Given a transaction, it borrows *that transaction's* connection, so a job inserted through it commits or
 * rolls back with the caller's rows. On PGlite, knex's single connection also serialises pg-boss with every
 * open transaction (handing pg-boss the raw PGlite instance would let its statements run inside them).
 */
export function knexExecutor(knex: Knex | Knex.Transaction): PgBoss.Db {
  const client = knex.client as unknown as KnexClientInternals;
  const ownsConnection = !knex.isTransaction;
  return {
    async executeSql(text: string, values?: unknown[]) {
      const connection = await client.acquireConnection();
      const script = !values || values.length === 0;
      try {
        // pg-boss sends migration and maintenance scripts of several statements (BEGIN … COMMIT); PGlite
        // runs those through `exec`, pg's simple query protocol takes them as they are.
        if (script && connection.exec) {
          const results = await connection.exec(text);
          return results.at(-1) ?? { rows: [] };
        }
        return await connection.query(text, values);
      } catch (error) {
        // A failed script may leave its BEGIN open on a pooled connection (on PGlite, the only one).
        if (script && ownsConnection) await connection.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        await client.releaseConnection(connection);
      }
    },
  };
}

export interface QueueOptions {
  /** How often an idle worker looks for jobs (pg-boss minimum 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How often pg-boss expires stuck jobs and archives old ones. */
  maintenanceIntervalSeconds?: number;
  /** Runs pg-boss' cron monitor (the retention job's schedule); off where no schedules are used, e.g. most tests. */
  schedule?: boolean;
}

export interface Queue {
  readonly boss: PgBoss;
  readonly pollingIntervalSeconds: number;
  /** Inserts a job with the given knex or transaction: inside a transaction, the job is part of it. */
  send(trx: Knex | Knex.Transaction, name: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Inserts many jobs in one statement, likewise part of the given transaction. */
  insert(trx: Knex | Knex.Transaction, jobs: PgBoss.JobInsert[]): Promise<void>;
  /** Runs `hook` first when the queue stops (workers of our own that must finish before the database closes). */
  onStop(hook: () => Promise<void>): void;
  /** Runs the stop hooks, waits for running jobs (up to `timeoutMs`) and stops polling; the database stays open. */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * Starts pg-boss on the app's own knex (Postgres or embedded PGlite): creates or migrates its schema, then
 * runs maintenance. Domains create their queues and workers afterwards (see whatsapp/whatsapp.worker.ts).
 */
export async function startQueue(db: Knex, logger: Logger, options: QueueOptions = {}): Promise<Queue> {
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const boss = new PgBoss({
    db: knexExecutor(db),
    schema: 'pgboss',
    migrate: true,
    supervise: true,
    schedule: options.schedule ?? false,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  });
  boss.on('error', (err) => logger.error({ err }, 'queue error'));
  await boss.start();
  const stopHooks: Array<() => Promise<void>> = [];
  return {
    boss,
    pollingIntervalSeconds,
    send: (trx, name, data, sendOptions = {}) => boss.send(name, data, { ...sendOptions, db: knexExecutor(trx) }),
    insert: async (trx, jobs) => {
      await boss.insert(jobs, { db: knexExecutor(trx) });
    },
    onStop: (hook) => {
      stopHooks.push(hook);
    },
    stop: async (timeoutMs = 10_000) => {
      await Promise.all(stopHooks.splice(0).map((hook) => hook()));
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
    },
  };
}
