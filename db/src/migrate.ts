import type { Knex } from 'knex';
import { migrations } from '../migrations/index.js';

/** Migrations are listed in code (not read from disk) so tsx, vitest and bundlers all load them alike. */
export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Migração desconhecida: ${name}`);
    return migration;
  },
};

const config = { migrationSource, tableName: 'knex_migrations' } satisfies Knex.MigratorConfig;

/**
 * Every start migrates to latest, and almost every start finds nothing to do. knex's migrator answers that with a
 * dozen statements (catalogue lookups, its lock row in a transaction): ~0.3 s of CPU on the embedded database, on the
 * path to the first request. One read answers it; anything else (a migration to run, a name the code does not know)
 * goes to the migrator, which runs or refuses it as before.
 */
async function everyMigrationApplied(knex: Knex): Promise<boolean> {
  const { rows } = await knex.raw<{ rows: { exists: boolean }[] }>("select to_regclass('knex_migrations') is not null as exists");
  if (!rows[0]?.exists) return false;
  const recorded = new Set((await knex('knex_migrations').select<{ name: string }[]>('name')).map((row) => row.name));
  const known = Object.keys(migrations);
  return recorded.size === known.length && known.every((name) => recorded.has(name));
}

export async function migrateLatest(knex: Knex): Promise<string[]> {
  if (await everyMigrationApplied(knex)) return [];
  const [, applied] = (await knex.migrate.latest(config)) as [number, string[]];
  return applied;
}

export async function rollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback(config, true);
}
