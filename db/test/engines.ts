import crypto from 'node:crypto';
import knexFactory from 'knex';
import { afterAll } from 'vitest';
import { connectDatabase, type Database } from '../src/index.js';

/**
 * Postgres server for the db tests, or undefined when this run covers the embedded PGlite only:
 * `npm run test:api` runs the suite once on Postgres (DATABASE_URL) and once with TEST_DB_DRIVER=pglite.
 */
export const postgresUrl = process.env.TEST_DB_DRIVER === 'pglite' ? undefined : process.env.DATABASE_URL;

/**
 * The engines a db test file runs on, each as a factory of fresh empty databases that are closed (Postgres: dropped)
 * after the file's last test: PGlite always, Postgres when DATABASE_URL is set.
 */
export function useEngines(): Array<[string, () => Promise<Database>]> {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const freshPglite = async () => {
    const db = await connectDatabase({ dataDir: 'memory://' });
    cleanups.push(() => db.close());
    return db;
  };

  const freshPostgres = async () => {
    const name = `t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: postgresUrl, pool: { min: 0, max: 1 } });
    await admin.raw(`create database ${name}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    const db = await connectDatabase({ databaseUrl: url.toString() });
    cleanups.push(async () => {
      await db.close();
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    });
    return db;
  };

  const engines: Array<[string, () => Promise<Database>]> = [['PGlite', freshPglite]];
  if (postgresUrl) engines.push(['Postgres', freshPostgres]);
  return engines;
}
