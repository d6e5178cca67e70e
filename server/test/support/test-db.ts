import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { connectDatabase, migrateLatest, type Database } from '@app/db';

/**
 * Which database this run tests on. `npm run test:api` runs the suite twice: on Postgres (DATABASE_URL) and on
 * the embedded PGlite (TEST_DB_DRIVER=pglite, what `npm start` uses without DATABASE_URL), so a driver difference
 * cannot hide. Without either variable: PGlite.
 */
export const TEST_DB_DRIVER: 'postgres' | 'pglite' = testDbDriver();

function testDbDriver(): 'postgres' | 'pglite' {
  const wanted = process.env.TEST_DB_DRIVER;
  if (wanted === 'pglite') return 'pglite';
  if (wanted === 'postgres' && !process.env.DATABASE_URL) throw new Error('TEST_DB_DRIVER=postgres precisa de DATABASE_URL');
  if (wanted && wanted !== 'postgres') throw new Error(`TEST_DB_DRIVER deve ser 'postgres' ou 'pglite', não '${wanted}'`);
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

/** Postgres server for throwaway databases; undefined when this run is on PGlite. */
export const ADMIN_DATABASE_URL = TEST_DB_DRIVER === 'postgres' ? process.env.DATABASE_URL : undefined;

/** For `describe.skipIf(onPglite)` on the few tests that need a Postgres server (say why beside each). */
export const onPglite = TEST_DB_DRIVER === 'pglite';

export interface TestDatabase extends Database {
  /** postgres URL of this throwaway database (undefined on PGlite). */
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a new Postgres database next to DATABASE_URL's,
 * or an in-memory PGlite when this run is on PGlite.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (!ADMIN_DATABASE_URL) {
    const db = migrate ? await migratedPglite() : await connectDatabase({ dataDir: 'memory://' });
    return { ...db, drop: () => db.close() };
  }
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const adminKnex = knexFactory({ client: 'pg', connection: ADMIN_DATABASE_URL, pool: { min: 0, max: 1 } });
  if (migrate) await adminKnex.raw(`create database ${name} template ${await migratedTemplate(adminKnex)}`);
  else await adminKnex.raw(`create database ${name}`);
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  const db = await connectDatabase({ databaseUrl: url.toString(), poolMax: 10 });
  if (migrate) await migrateLatest(db.knex); // nothing to do, unless the template was not what its name says
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

const migrationsDir = path.resolve(import.meta.dirname, '../../../db/migrations');

/**
 * An in-memory PGlite with every migration, loaded from a tarball of one migrated database: a new PGlite spends
 * seconds of CPU in initdb and the migrations, once per test file otherwise. The tarball's name hashes the
 * migrations' sources and the PGlite version, so a changed migration builds a new one.
 */
async function migratedPglite(): Promise<Database> {
  const pgliteVersion = JSON.parse(fs.readFileSync(path.resolve(migrationsDir, '../../node_modules/@electric-sql/pglite/package.json'), 'utf8')).version;
  const template = path.join(os.tmpdir(), `pglite-migrated-${migrationsHash(pgliteVersion)}.tar.gz`);
  if (fs.existsSync(template)) {
    // Without the gzip type PGlite would read the tarball as plain tar and start an empty cluster.
    const db = await connectDatabase({ dataDir: 'memory://', loadDataDir: new Blob([fs.readFileSync(template)], { type: 'application/x-gzip' }) });
    await migrateLatest(db.knex); // nothing to do, unless the tarball was not what its name says
    return db;
  }
  const db = await connectDatabase({ dataDir: 'memory://' });
  await migrateLatest(db.knex);
  const dump = Buffer.from(await (await db.dumpDataDir!()).arrayBuffer());
  // Two workers may build it at once: each writes its own file and renames it into place.
  const partial = `${template}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, template);
  return db;
}

/** A short hash of every migration's name and source (and `salt`): a changed migration gets a new template. */
function migrationsHash(salt: string): string {
  const hash = crypto.createHash('sha256').update(salt);
  for (const file of fs.readdirSync(migrationsDir).sort()) hash.update(file).update(fs.readFileSync(path.join(migrationsDir, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The name of a migrated Postgres database that a test file's database is copied from (`create database … template`):
 * the migrations cost a second or two of CPU per database otherwise, and the suite creates over a hundred. Built once
 * per migration set, kept between runs (its name hashes the migrations, and CI's clean-up of leftover `t_<hex>`
 * databases leaves it), never connected to after it is built, as Postgres requires of a template.
 */
async function migratedTemplate(adminKnex: Knex): Promise<string> {
  const template = `t_template_${migrationsHash('postgres')}`;
  const exists = await adminKnex.raw('select 1 from pg_database where datname = ?', [template]);
  if (exists.rows.length > 0) return template;
  // Two workers may build it at once: each migrates its own database and renames it into place; the loser drops its own.
  const partial = `${template}_${crypto.randomBytes(4).toString('hex')}`;
  await adminKnex.raw(`create database ${partial}`);
  const url = new URL(ADMIN_DATABASE_URL!);
  url.pathname = `/${partial}`;
  const db = await connectDatabase({ databaseUrl: url.toString(), poolMax: 1 });
  await migrateLatest(db.knex);
  await db.close();
  try {
    await adminKnex.raw(`alter database ${partial} rename to ${template}`);
  } catch (error) {
    await adminKnex.raw(`drop database if exists ${partial} with (force)`);
    if ((error as { code?: string }).code !== '42P04') throw error; // 42P04: duplicate_database, the other worker won
  }
  return template;
}
