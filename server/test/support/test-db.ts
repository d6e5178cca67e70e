import crypto from 'node:crypto';
import knexFactory from 'knex';
import { connectDatabase, migrateLatest, type Database } from '@app/db';

export const ADMIN_DATABASE_URL = process.env.DATABASE_URL;

export interface TestDatabase extends Database {
  /** postgres URL of this throwaway database (undefined on PGlite). */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a new Postgres database next to DATABASE_URL's,
 * or an in-memory PGlite when DATABASE_URL is unset.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (!ADMIN_DATABASE_URL) {
    const db = await connectDatabase({ dataDir: 'memory://' });
    if (migrate) await migrateLatest(db.knex);
    return { ...db, drop: () => db.close() };
  }
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const adminKnex = knexFactory({ client: 'pg', connection: ADMIN_DATABASE_URL, pool: { min: 0, max: 1 } });
  await adminKnex.raw(`create database ${name}`);
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  const db = await connectDatabase({ databaseUrl: url.toString(), poolMax: 10 });
  if (migrate) await migrateLatest(db.knex);
  return {
    ...db,
    url: url.toString(),
    close: () => db.close(),
    drop: async () => {
      await db.close();
      await adminKnex.raw(`drop database if exists ${name} with (force)`);
      await adminKnex.destroy();
    },
  };
}
