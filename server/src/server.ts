import path from 'node:path';
import type express from 'express';
import type { RedisClientType } from 'redis';
import { connectDatabase, migrateLatest, seedAdmin, type AdminSeedResult, type Database } from '@app/db';
import type { Config } from './config.js';
import { createLogger, type Logger } from './lib/logger.js';
import { createApp, type App } from './app.js';
import { startQueue } from './lib/queue.js';
import { withTransaction } from './lib/transaction.js';
import { startWhatsappWorkers } from './whatsapp/index.js';
import { startRetentionJobs } from './retention/index.js';
import { startBackupJobs, startControlSocket } from './backups/index.js';

export interface RunningServer {
  app: App;
  db: Database;
  admin: AdminSeedResult;
  logger: Logger;
  port: number;
  /** Graceful stop: stop accepting, finish in-flight requests, close sockets, queue, Redis, database. */
  stop(): Promise<void>;
}

export interface RunServerOptions {
  beforeRoutes?: (app: express.Express) => void;
  onDatabase?: (db: Database) => void;
}

async function connectRedis(url: string, logger: Logger) {
  // Loaded only when REDIS_URL is set: the client library is a few MB of resident memory a single instance never uses.
  const { createClient } = await import('redis');
  const client = createClient({ url }) as RedisClientType;
  client.on('error', (err) => logger.error({ err }, 'redis error'));
  await client.connect();
  const pub = client.duplicate();
  const sub = client.duplicate();
  pub.on('error', (err) => logger.error({ err }, 'redis pub error'));
  sub.on('error', (err) => logger.error({ err }, 'redis sub error'));
  await Promise.all([pub.connect(), sub.connect()]);
  return { client, pub, sub };
}

const BOOT_LOCK_KEY = 7_231_004_001;

/**
 * Runs the boot-time schema work (migrations, admin seed, pg-boss schema and queues) one instance at a time:
 * replicas started together on an empty database otherwise race on CREATE SCHEMA/TABLE and one of them dies.
 * The transaction-scoped advisory lock is released on commit, rollback or a lost connection. PGlite has one process.
 */
async function withBootLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return work();
  return withTransaction(db.knex, async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [BOOT_LOCK_KEY]);
    return work();
  });
}

/** Everything `npm start` does after reading the config: database, migrations, admin, Redis, queue, HTTP. */
export async function runServer(config: Config, options: RunServerOptions = {}): Promise<RunningServer> {
  const logger = createLogger(config.LOG_LEVEL);
  const db = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pg') });
  try {
    options.onDatabase?.(db);
    const { admin, redis, queue, app } = await withBootLock(db, async () => {
      await migrateLatest(db.knex);
      // Checking ADMIN_PASSWORD against the stored hash is a bcrypt of the product's cost (12: ~0.3 s): it runs on libuv's pool while
      // the rest of the start goes on, and the server listens only once it is done.
      const adminSeeded = seedAdmin(db.knex, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, config.PASSWORD_HASH_COST);
      const started = (async () => {
        const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, logger) : undefined;
        // Web and workers share this process (required in embedded mode: one process per PGlite directory).
        const queue = await startQueue(db.knex, logger, { schedule: true });
        const app = createApp(config, { db: db.knex, logger, redis, queue, beforeRoutes: options.beforeRoutes });
        await startWhatsappWorkers(app);
        await startRetentionJobs(app.ctx, app.services.retention);
        await startBackupJobs(app.ctx, app.services.backups);
        // The knowledge base's shipped articles and corrections, before the first question rather than during it. A
        // failure here is not fatal: the first question or list runs the same pass again.
        await app.services.knowledge.seed().catch((err: unknown) => logger.error({ err }, 'knowledge seed failed at boot'));
        return { redis, queue, app };
      })();
      // Both settle before a failure propagates, so the database is never closed under a step still running.
      const [admin, rest] = await Promise.allSettled([adminSeeded, started]);
      if (admin.status === 'rejected') throw admin.reason;
      if (rest.status === 'rejected') throw rest.reason;
      return { admin: admin.value, ...rest.value };
    });
    // Embedded database: `npm run backup` asks this process for the copy (backups/control-socket.ts).
    const control = db.kind === 'pglite' ? await startControlSocket(config.DATA_DIR, app.services.backups, logger) : undefined;
    await new Promise<void>((resolve) => app.server.listen(config.PORT, config.HOST, resolve));
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;

    let stopped: Promise<void> | undefined;
    const stop = () =>
      (stopped ??= (async () => {
        const closed = new Promise<void>((resolve) => app.server.close(() => resolve()));
        app.server.closeIdleConnections();
        await app.close();
        await control?.close();
        await closed;
        // Running sends finish and record their result; queued ones wait for the next start.
        await queue.stop();
        if (redis) await Promise.allSettled([redis.client.quit(), redis.pub.quit(), redis.sub.quit()]);
        await db.close();
      })());
    return { app, db, admin, logger, port, stop };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
